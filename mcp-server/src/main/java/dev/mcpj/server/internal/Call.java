package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.LogMessageParams;
import dev.mcpj.core.internal.ProgressParams;
import dev.mcpj.core.internal.StatelessResult;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResponse;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.transport.ReadLoop;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One request in flight. It is answered exactly once: the first of completion, failure,
 * cancellation or timeout wins, and a cancelled request is never answered.
 */
final class Call implements RequestContext {
    private static final ObjectNode EMPTY = Json.object();

    private final Session session;
    private final JsonRpcRequest request;
    private final AtomicBoolean done = new AtomicBoolean();
    private final CompletableFuture<Void> cancelled = new CompletableFuture<>();
    private final Object progressLock = new Object();
    private double lastProgress = Double.NEGATIVE_INFINITY;
    private long lastProgressNanos;
    private Thread runner;
    private Future<?> timeout;
    private CompletionStage<?> pending;
    private final List<Runnable> onStop = new CopyOnWriteArrayList<>();
    private final ClientRequests client;
    private volatile boolean stopping;
    private final AtomicBoolean stopped = new AtomicBoolean();

    private final Profile profile;
    /** The transport's read loop this request came on, lent while it is handled; null if none. */
    private final ReadLoop readLoop;
    private volatile Inputs inputs;
    private volatile RegisteredTool.Schemas schemas;
    /** Who is told how this call ended, when interceptors watch it; null if none. */
    private volatile Interceptors.Watch watch;
    /** The headers of the transport message that carried the request, while it is admitted; null if none. */
    private Function<String, String> headers;
    /** What interceptors entered around the handler on the runner's thread; that thread's alone. */
    private List<AutoCloseable> entered;
    /** Guards the choice between answering the request and handing the answer to a task. */
    private final Object answering = new Object();
    /** The task this call runs as, once it is one; its answer then goes to the task. */
    private volatile TaskRun task;
    /** Whether the handler may turn this call into a task ({@link #startTask()}). */
    private volatile boolean taskOffered;

    Call(Session session, JsonRpcRequest request, Profile profile, ReadLoop readLoop) {
        this.session = session;
        this.request = request;
        this.profile = profile;
        this.readLoop = readLoop;
        this.client = new ClientRequests(this, session);
    }

    ReadLoop readLoop() {
        return readLoop;
    }

    AtomicReference<Inline.Run> inlineSlot() {
        return session.inlineSlot();
    }

    /** Runs {@code action} when the handler is stopped (cancelled or timed out). */
    void onStop(Runnable action) {
        onStop.add(action);
        if (cancelled.isDone()) {
            action.run();
        }
    }

    JsonRpcRequest request() {
        return request;
    }

    Profile profile() {
        return profile;
    }

    Session session() {
        return session;
    }

    /** The multi-round-trip state of a modern tool call, or {@code null}. */
    Inputs inputs() {
        return inputs;
    }

    void inputs(Inputs inputs) {
        this.inputs = inputs;
    }

    void watch(Interceptors.Watch watch) {
        this.watch = watch;
    }

    /** The headers of the transport message that carried the request; set while it is admitted. */
    void headers(Function<String, String> headers) {
        this.headers = headers;
    }

    Function<String, String> headers() {
        return headers;
    }

    /** The compiled schemas of the tool this call runs, once known. */
    RegisteredTool.Schemas schemas() {
        return schemas;
    }

    void schemas(RegisteredTool.Schemas schemas) {
        this.schemas = schemas;
    }

    ObjectNode params() {
        return request.params() == null ? EMPTY : request.params();
    }

    boolean isDone() {
        return done.get();
    }

    /** Answers with a result, unless already answered or cancelled. */
    boolean complete(JsonNode result) {
        if (!done.compareAndSet(false, true)) {
            return false;
        }
        finish();
        Interceptors.Watch w = watch;
        if (w != null) {
            w.result(result);
        }
        deliver(new JsonRpcResult(request.id(), decorate(result)));
        return true;
    }

    /** Sends the answer, or gives it to the task this call runs as. */
    private void deliver(JsonRpcResponse response) {
        TaskRun t;
        synchronized (answering) {
            t = task;
        }
        if (t != null) {
            t.settle(response);
            return;
        }
        session.sendResponse(response);
        session.settled();
    }

    /**
     * Adds what every modern result carries: {@code resultType}, the server's identity, and cache
     * hints on cacheable complete results. Legacy results are sent as they are. The additions go
     * into new top-level and {@code _meta} objects: the trees below them may be a handler's own
     * (a result constant shared by concurrent calls), and are never written into.
     */
    private JsonNode decorate(JsonNode result) {
        if (!profile.modern() || !(result instanceof ObjectNode given)) {
            return result;
        }
        CacheHint hint = session.core.cacheHints.get(request.method());
        return StatelessResult.decorate(given, session.core.serverInfoJson,
                hint == null ? null : hint.ttl().toMillis(), hint == null ? null : hint.scope().wire());
    }

    /** Answers with an error, unless already answered or cancelled. */
    boolean fail(ErrorCode code, String message, JsonNode data) {
        return fail(code.code(), message, data);
    }

    /** Answers with an error of any code, unless already answered or cancelled. */
    boolean fail(int code, String message, JsonNode data) {
        if (!done.compareAndSet(false, true)) {
            return false;
        }
        if (profile.modern() && (code == ErrorCode.RESOURCE_NOT_FOUND.code()
                || code == ErrorCode.URL_ELICITATION_REQUIRED.code())) {
            code = ErrorCode.INVALID_PARAMS.code(); // retired codes: 2026-07-28 reports these as invalid params
        }
        finish();
        Interceptors.Watch w = watch;
        if (w != null) {
            w.error(code, message);
        }
        deliver(new JsonRpcError(request.id(), code, message, data));
        return true;
    }

    /** Cancels without answering: interrupts a blocking handler and cancels an async one. */
    boolean cancel() {
        if (!done.compareAndSet(false, true)) {
            return false;
        }
        finish();
        stopHandler();
        Interceptors.Watch w = watch;
        if (w != null) {
            w.cancelled();
        }
        TaskRun t;
        synchronized (answering) {
            t = task;
        }
        if (t != null) {
            t.cancelled("The request was cancelled");
            return true;
        }
        session.transport().endStream(request.id());
        session.settled();
        return true;
    }

    /**
     * Cancels the task this call runs as ({@code tasks/cancel}, or its time to live ran out):
     * interrupts a blocking handler, cancels an async one, and marks the task cancelled.
     */
    void cancelTask(String why) {
        TaskRun t = task;
        if (t == null || !done.compareAndSet(false, true)) {
            return;
        }
        finish();
        stopHandler();
        Interceptors.Watch w = watch;
        if (w != null) {
            w.cancelled();
        }
        t.cancelled(why);
    }

    /**
     * Answers the request with {@code created} and hands the call's own answer to {@code run}
     * from now on; the handler runs on, no longer tied to the request or its connection.
     *
     * @return false if the call was answered or cancelled first
     */
    boolean detach(TaskRun run, ObjectNode created) {
        synchronized (answering) {
            if (done.get()) {
                return false;
            }
            task = run;
        }
        session.retire(this);
        session.core.inline.release(this);
        session.sendResponse(new JsonRpcResult(request.id(), decorate(created)));
        session.settled();
        return true;
    }

    /** Lets the handler turn this call into a task with {@link #startTask()}. */
    void offerTask() {
        taskOffered = true;
    }

    /** The task this call runs as, or {@code null}. */
    TaskRun task() {
        return task;
    }

    /** The principal the transport authenticated, by name, or {@code null}. */
    String principal() {
        return session.principal();
    }

    /** Where this call's notifications and requests to the client go: none of its own once a task. */
    private RequestId stream() {
        return task != null ? null : request.id();
    }

    /**
     * Interrupts the handler because the connection is closing, without answering yet: a
     * handler that finishes now still gets its result answered, one that stops because of the
     * interruption gets the error of {@link #abort()}.
     */
    void stop() {
        stopping = true;
        if (!done.get()) {
            stopHandler();
        }
    }

    /** Whether the connection is closing and {@link #stop()} interrupted the handler. */
    boolean isStopping() {
        return stopping;
    }

    /**
     * Answers with an error saying the server is shutting down, and stops the handler: the
     * connection closes without waiting for it.
     */
    boolean abort() {
        if (!done.compareAndSet(false, true)) {
            return false;
        }
        finish();
        stopHandler();
        String message = "Server is shutting down: the request was stopped before it completed";
        Interceptors.Watch w = watch;
        if (w != null) {
            w.error(ErrorCode.INTERNAL_ERROR.code(), message);
        }
        deliver(new JsonRpcError(request.id(), ErrorCode.INTERNAL_ERROR.code(), message, null));
        return true;
    }

    /** Answers with {@code result} and stops the handler (the request timed out). */
    boolean expire(JsonNode result) {
        if (!done.compareAndSet(false, true)) {
            return false;
        }
        finish();
        stopHandler();
        Interceptors.Watch w = watch;
        if (w != null) {
            w.result(result);
        }
        deliver(new JsonRpcResult(request.id(), decorate(result)));
        return true;
    }

    private void finish() {
        Future<?> t;
        synchronized (this) {
            t = timeout;
        }
        if (t != null) {
            t.cancel(false);
        }
        session.core.inline.answered(this);
        session.retire(this);
    }

    /** Interrupts the handler and runs the stop actions; only the first time. */
    private void stopHandler() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        CompletionStage<?> p;
        synchronized (this) {
            if (runner != null) {
                runner.interrupt();
            }
            p = pending;
        }
        if (p instanceof CompletableFuture<?> f) {
            f.cancel(true);
        }
        cancelled.complete(null);
        onStop.forEach(Runnable::run);
    }

    /**
     * Marks the current thread as running this call's handler, so a cancel can interrupt it. A
     * cancel that came while the handler was still queued found no thread to interrupt, so the
     * thread interrupts itself here and the handler stops at its first wait.
     */
    void enter() {
        synchronized (this) {
            runner = Thread.currentThread();
            if (done.get()) {
                runner.interrupt();
            }
        }
        Interceptors.Watch w = watch;
        if (w != null) {
            entered = w.enter();
        }
    }

    /** Unmarks the current thread and clears an interrupt that was meant for this call. */
    void exit() {
        List<AutoCloseable> scopes = entered;
        if (scopes != null) {
            entered = null;
            Interceptors.Watch.exit(scopes);
        }
        synchronized (this) {
            runner = null;
        }
        Thread.interrupted();
    }

    synchronized void pending(CompletionStage<?> stage) {
        this.pending = stage;
        if (done.get() && stage instanceof CompletableFuture<?> f) {
            f.cancel(true);
        }
    }

    synchronized void timeout(Future<?> timeout) {
        this.timeout = timeout;
    }

    // ---- RequestContext ----

    @Override
    public RequestId requestId() {
        return request.id();
    }

    @Override
    public ObjectNode meta() {
        ObjectNode meta = RequestMeta.of(request.params());
        return meta != null ? meta.deepCopy() : Json.object();
    }

    @Override
    public String protocolVersion() {
        return profile.version();
    }

    @Override
    public Implementation clientInfo() {
        return profile.clientInfo();
    }

    @Override
    public JsonNode clientCapabilities() {
        return profile.clientCapabilities();
    }

    @Override
    public void progress(double progress, @Nullable Double total, @Nullable String message) {
        JsonNode token = ProgressParams.tokenOf(request.params());
        if (token == null || done.get() || (task != null && profile.modern())) {
            return; // a 2026-07-28 task has no stream to report on
        }
        synchronized (progressLock) {
            long now = System.nanoTime();
            boolean last = total != null && progress >= total;
            if (!(progress > lastProgress)
                    || (!last && now - lastProgressNanos < session.core.progressInterval.toNanos())) {
                return;
            }
            lastProgress = progress;
            lastProgressNanos = now;
            if (!done.get()) {
                session.sendNotification(new JsonRpcNotification(McpMethods.PROGRESS,
                        new ProgressParams(token, progress, total, message).toJson()), stream());
            }
        }
    }

    @Override
    public void log(LoggingLevel level, @Nullable String logger, @Nullable JsonNode data) {
        if (done.get() || (task != null && profile.modern())
                || !(profile.modern() ? profile.logs(level) && session.core.declaresLogging()
                : session.declared().logging() && session.logs(level))) {
            return;
        }
        ObjectNode params = new LogMessageParams(level.wire(), logger, data).toJson();
        TaskRun t = task;
        session.sendNotification(new JsonRpcNotification(McpMethods.MESSAGE,
                t == null ? params : TaskWire.relatedParams(params, t.taskId)), stream());
    }

    @Override
    public ElicitationResult elicit(FormElicitation request) throws InterruptedException {
        return client.await(client.elicit(request.key(), request.message(), request.schema()), McpMethods.ELICIT);
    }

    @Override
    public CompletableFuture<ElicitationResult> elicitAsync(FormElicitation request) {
        return client.async(client.elicit(request.key(), request.message(), request.schema()));
    }

    @Override
    public ElicitationResult elicit(UrlElicitation request) throws InterruptedException {
        return client.await(client.elicit(Objects.requireNonNull(request, "request")), McpMethods.ELICIT);
    }

    @Override
    public CompletionStage<ElicitationResult> elicitAsync(UrlElicitation request) {
        return client.async(client.elicit(Objects.requireNonNull(request, "request")));
    }

    @Override
    public SamplingResult sample(SamplingRequest request) throws InterruptedException {
        return client.await(client.sample(request.key(), Objects.requireNonNull(request, "request")), McpMethods.CREATE_MESSAGE);
    }

    @Override
    public CompletableFuture<SamplingResult> sampleAsync(SamplingRequest request) {
        return client.async(client.sample(request.key(), Objects.requireNonNull(request, "request")));
    }

    @Override
    public List<Root> roots(@Nullable String key) throws InterruptedException {
        return client.await(client.roots(checkKey(key)), McpMethods.ROOTS_LIST);
    }

    @Override
    public CompletionStage<List<Root>> rootsAsync(@Nullable String key) {
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
        if (task != null) {
            return true;
        }
        return taskOffered && !done.get() && session.core.tasks.begin(this);
    }

    @Override
    public Attributes attributes() {
        return session.attributes();
    }

    @Override
    public void closeResponseStream() {
        if (!done.get()) {
            session.transport().closeStream(request.id());
        }
    }

    @Override
    public boolean isCancelled() {
        return cancelled.isDone();
    }

    @Override
    public CompletionStage<Void> onCancelled() {
        return cancelled.minimalCompletionStage();
    }
}
