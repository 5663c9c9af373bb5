package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.internal.session.ClientRequests;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.task.TaskRun;
import dev.mcpj.server.internal.wire.LogMessageParams;
import dev.mcpj.server.internal.wire.ProgressParams;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A call as its handler sees it: what the request says, progress and log notifications on its
 * stream, and questions to the client. Nothing here ends the call; once it has ended,
 * notifications are dropped.
 */
final class CallContext implements RequestContext {
    private final Call call;
    // Guarded by this: the last progress sent, and when.
    private double lastProgress = Double.NEGATIVE_INFINITY;
    private long lastProgressNanos;

    CallContext(Call call) {
        this.call = call;
    }

    /** The requests to the client; they hold nothing of their own, so each question makes one. */
    private ClientRequests client() {
        return new ClientRequests(call, call.session());
    }

    @Override
    public RequestId requestId() {
        return call.requestId();
    }

    @Override
    public ObjectNode meta() {
        ObjectNode meta = RequestMeta.of(call.request().params());
        return meta != null ? meta.deepCopy() : Json.object();
    }

    @Override
    public String protocolVersion() {
        return call.profile().version();
    }

    @Override
    public Implementation clientInfo() {
        return call.profile().clientInfo();
    }

    @Override
    public JsonNode clientCapabilities() {
        return call.profile().clientCapabilities();
    }

    /** Whether notifications about the call have nowhere to go: it ended, or is a 2026-07-28 task, which has no stream. */
    private boolean silent() {
        return call.isDone() || (call.task() != null && call.profile().modern());
    }

    @Override
    public void progress(double progress, @Nullable Double total, @Nullable String message) {
        JsonNode token = ProgressParams.tokenOf(call.request().params());
        if (token == null || silent()) {
            return;
        }
        Session session = call.session();
        synchronized (this) {
            long now = System.nanoTime();
            boolean last = total != null && progress >= total;
            if (!(progress > lastProgress)
                    || (!last && now - lastProgressNanos < session.core.progressInterval.toNanos())) {
                return;
            }
            lastProgress = progress;
            lastProgressNanos = now;
            if (!call.isDone()) {
                session.sendNotification(new JsonRpcNotification(McpMethods.PROGRESS,
                        new ProgressParams(token, progress, total, message).toJson()), call.stream());
            }
        }
    }

    @Override
    public void log(LoggingLevel level, @Nullable String logger, @Nullable JsonNode data) {
        Session session = call.session();
        Profile profile = call.profile();
        if (silent() || !(profile.modern() ? profile.logs(level) && session.core.declaresLogging()
                : session.declared().logging() && session.logs(level))) {
            return;
        }
        ObjectNode params = new LogMessageParams(level.wire(), logger, data).toJson();
        TaskRun t = call.task();
        session.sendNotification(new JsonRpcNotification(McpMethods.MESSAGE,
                t == null ? params : TaskWire.relatedParams(params, t.taskId)), call.stream());
    }

    @Override
    public ElicitationResult elicit(FormElicitation request) throws InterruptedException {
        ClientRequests client = client();
        return client.await(client.elicit(request.key(), request.message(), request.schema()), McpMethods.ELICIT);
    }

    @Override
    public CompletableFuture<ElicitationResult> elicitAsync(FormElicitation request) {
        ClientRequests client = client();
        return client.async(client.elicit(request.key(), request.message(), request.schema()));
    }

    @Override
    public ElicitationResult elicit(UrlElicitation request) throws InterruptedException {
        ClientRequests client = client();
        return client.await(client.elicit(Objects.requireNonNull(request, "request")), McpMethods.ELICIT);
    }

    @Override
    public CompletionStage<ElicitationResult> elicitAsync(UrlElicitation request) {
        ClientRequests client = client();
        return client.async(client.elicit(Objects.requireNonNull(request, "request")));
    }

    @Override
    public SamplingResult sample(SamplingRequest request) throws InterruptedException {
        ClientRequests client = client();
        return client.await(client.sample(request.key(), Objects.requireNonNull(request, "request")),
                McpMethods.CREATE_MESSAGE);
    }

    @Override
    public CompletableFuture<SamplingResult> sampleAsync(SamplingRequest request) {
        ClientRequests client = client();
        return client.async(client.sample(request.key(), Objects.requireNonNull(request, "request")));
    }

    @Override
    public List<Root> roots(@Nullable String key) throws InterruptedException {
        ClientRequests client = client();
        return client.await(client.roots(checkKey(key)), McpMethods.ROOTS_LIST);
    }

    @Override
    public CompletionStage<List<Root>> rootsAsync(@Nullable String key) {
        ClientRequests client = client();
        return client.async(client.roots(checkKey(key)));
    }

    private static @Nullable String checkKey(@Nullable String key) {
        if (key != null && key.isEmpty()) {
            throw new IllegalArgumentException("A question's key must not be empty");
        }
        return key;
    }

    @Override
    public boolean startTask() {
        return call.startTask();
    }

    @Override
    public Attributes attributes() {
        return call.session().attributes();
    }

    @Override
    public void closeResponseStream() {
        if (!call.isDone()) {
            call.session().transport().closeStream(call.requestId());
        }
    }

    @Override
    public boolean isCancelled() {
        return call.isCancelled();
    }

    @Override
    public CompletionStage<Void> onCancelled() {
        return call.onCancelled();
    }
}
