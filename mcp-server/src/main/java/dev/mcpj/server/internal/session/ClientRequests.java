package dev.mcpj.server.internal.session;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.IncludeContext;
import dev.mcpj.server.client.MissingClientCapabilityException;
import dev.mcpj.server.client.ModelPreferences;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.dispatch.ToolCalls;
import dev.mcpj.server.internal.task.TaskRun;
import dev.mcpj.server.internal.wire.ClientCapability;
import dev.mcpj.server.internal.wire.CreateMessageParams;
import dev.mcpj.server.internal.wire.CreateMessageResult;
import dev.mcpj.server.internal.wire.ElicitParams;
import dev.mcpj.server.internal.wire.ElicitResult;
import dev.mcpj.server.internal.wire.ListRootsResult;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Builds the requests a handler sends to the client and reads the answers: elicitation, sampling,
 * roots. The client must have declared the matching capability; answers are checked before the
 * handler sees them.
 */
public final class ClientRequests {
    private final Call call;
    private final Session session;

    public ClientRequests(Call call, Session session) {
        this.call = call;
        this.session = session;
    }

    public CompletableFuture<ElicitationResult> elicit(String key, String message, ElicitationSchema schema) {
        CompletableFuture<JsonNode> sent = send(key, McpMethods.ELICIT, missing(ClientCapability.FORM_ELICITATION),
                "ask the user (elicitation)", ElicitParams.form(message, schema.json()).toJson());
        return cancelling(sent, sent.thenApply(answer -> readElicitation(answer, schema)));
    }

    public CompletableFuture<ElicitationResult> elicit(UrlElicitation request) {
        boolean legacy = !call.profile().modern();
        String missing = missing(ClientCapability.URL_ELICITATION);
        if (legacy && missing == null) {
            session.urlElicitationSent(request.elicitationId()); // before the client can answer
        }
        CompletableFuture<JsonNode> sent = send(request.key(), McpMethods.ELICIT, missing,
                "ask the user to open a URL (elicitation)", urlParams(request, legacy).toJson());
        return cancelling(sent, sent.thenApply(answer -> readElicitation(answer, null)));
    }

    /** The params of a URL-mode {@code elicitation/create}; only 2025-11-25 has {@code elicitationId}. */
    static ElicitParams urlParams(UrlElicitation request, boolean withId) {
        return ElicitParams.url(request.message(), request.url(), withId ? request.elicitationId() : null);
    }

    /** The {@code data} of a URLElicitationRequiredError (2025-11-25). */
    static ObjectNode urlRequiredData(UrlElicitationRequiredException e) {
        return ElicitParams.urlRequiredData(e.elicitations().stream().map(u -> urlParams(u, true)).toList());
    }

    /** The capability the client lacks for {@code needed}, or {@code null} if it declared it. */
    String missing(String needed) {
        return ClientCapability.missing(call.profile().clientCapabilities(), needed);
    }

    public CompletableFuture<SamplingResult> sample(String key, SamplingRequest request) {
        String missing = missing(ClientCapability.SAMPLING);
        if (missing == null && (!request.tools().isEmpty() || request.toolChoice() != null)) {
            missing = missing(ClientCapability.SAMPLING_TOOLS);
        }
        if (missing == null && request.includeContext() != null && request.includeContext() != IncludeContext.NONE) {
            missing = missing(ClientCapability.SAMPLING_CONTEXT);
        }
        CompletableFuture<JsonNode> sent = send(key, McpMethods.CREATE_MESSAGE, missing,
                "ask the client's model (sampling)", samplingParams(request).toJson());
        return cancelling(sent, sent.thenApply(ClientRequests::readSampling));
    }

    /** The params of {@code sampling/createMessage}. */
    static CreateMessageParams samplingParams(SamplingRequest request) {
        ModelPreferences p = request.modelPreferences();
        return new CreateMessageParams(
                request.messages().stream().map(m -> new CreateMessageParams.Message(m.role(), m.content())).toList(),
                request.maxTokens(), request.systemPrompt(),
                p == null ? null : new CreateMessageParams.Preferences(p.hints(), p.costPriority(), p.speedPriority(),
                        p.intelligencePriority()),
                request.temperature(), request.stopSequences(),
                request.includeContext() == null ? null : switch (request.includeContext()) {
                    case NONE -> "none";
                    case THIS_SERVER -> "thisServer";
                    case ALL_SERVERS -> "allServers";
                },
                request.metadata(), request.tools(),
                request.toolChoice() == null ? null : request.toolChoice().name().toLowerCase(Locale.ROOT));
    }

    public CompletableFuture<List<Root>> roots(String key) {
        CompletableFuture<JsonNode> sent = send(key, McpMethods.ROOTS_LIST, missing(ClientCapability.ROOTS),
                "list the client's roots", Json.object());
        return cancelling(sent, sent.thenApply(ClientRequests::readRoots));
    }

    /** Makes cancelling {@code derived} cancel {@code source}, and so the request to the client. */
    private static <T> CompletableFuture<T> cancelling(CompletableFuture<?> source, CompletableFuture<T> derived) {
        derived.whenComplete((r, e) -> {
            if (derived.isCancelled()) {
                source.cancel(true);
            }
        });
        return derived;
    }

    /**
     * The answer as a handler that does not block receives it: completed on the server's
     * executor, so that what the handler chains to it never runs on the thread that read the
     * client's message, which would hold up the messages after it. Cancelling it cancels the
     * question. An answer known already completes at once.
     */
    public <T> CompletableFuture<T> async(CompletableFuture<T> answer) {
        if (answer.isDone()) {
            return answer;
        }
        return cancelling(answer, answer.whenCompleteAsync((r, e) -> { }, session.core::offload));
    }

    /** Waits for an answer within the server's client-request timeout. */
    public <T> T await(CompletableFuture<T> answer, String what) throws InterruptedException {
        Duration timeout = session.core.clientRequestTimeout;
        TaskRun task = call.task();
        if (task != null && task.remaining().compareTo(timeout) > 0) {
            timeout = task.remaining(); // a task's client answers when it next polls: it may take long
        }
        session.core.inline.release(call);
        try {
            return answer.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            answer.cancel(true); // tells the client the server stopped waiting
            throw new ClientRequestException("The client did not answer " + what + " within "
                    + ToolCalls.describe(timeout));
        } catch (InterruptedException e) {
            answer.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } catch (CancellationException e) {
            throw new InterruptedException("Request " + call.requestId() + " was cancelled");
        }
    }

    /**
     * @param key     the question's key in an input_required result (2026-07-28), or {@code null} for the next one
     * @param missing the capability the client lacks for this request, or {@code null}
     */
    private CompletableFuture<JsonNode> send(String key, String method, String missing, String purpose,
                                             ObjectNode params) {
        if (missing != null) {
            return CompletableFuture.failedFuture(new MissingClientCapabilityException(missing, "Cannot " + purpose
                    + ": the client did not declare the '" + missing + "' capability"));
        }
        if (call.profile().modern()) {
            return fromInputs(key, method, purpose, params);
        }
        TaskRun task = call.task();
        Session.Outgoing outgoing;
        if (task == null) {
            outgoing = session.sendRequest(method, params, call.requestId());
        } else if (session.isClosed()) {
            return CompletableFuture.failedFuture(new ClientRequestException("Cannot " + purpose
                    + ": the connection that started this task has closed"));
        } else {
            task.waitForClient(); // input_required before the client can see the question
            outgoing = session.sendRequest(method, TaskWire.relatedParams(params, task.taskId), null);
            outgoing.answer().whenComplete((r, e) -> task.clientAnswered());
        }
        CompletableFuture<JsonNode> answer = outgoing.answer();
        AtomicBoolean withdrawn = new AtomicBoolean();
        Runnable giveUp = () -> {
            // Both the stopped handler and its abandoned wait come here; the client hears it once.
            if (answer.cancel(true) && withdrawn.compareAndSet(false, true)) {
                session.cancelOutgoing(outgoing.id(), call.requestId());
            }
        };
        call.onStop(giveUp);
        CompletableFuture<JsonNode> result = answer.handle((r, e) -> {
            if (e == null) {
                return r;
            }
            throw new CompletionException(rethrow(e));
        });
        result.whenComplete((r, e) -> {
            if (result.isCancelled()) {
                giveUp.run();
            }
        });
        return result;
    }

    /**
     * In 2026-07-28 the server never sends requests: the answer comes with the call's retry. If
     * it is there, it is used; otherwise the question is recorded for the input_required result.
     */
    private CompletableFuture<JsonNode> fromInputs(String requestedKey, String method, String purpose, ObjectNode params) {
        Inputs inputs = call.inputs();
        if (inputs == null) {
            return CompletableFuture.failedFuture(new ClientRequestException("Cannot " + purpose
                    + " while serving " + call.request().method()
                    + "; only tools/call, prompts/get and resources/read may ask the client"));
        }
        String key = requestedKey != null ? requestedKey : inputs.nextKey();
        JsonNode answer = inputs.answer(key);
        if (answer != null) {
            return CompletableFuture.completedFuture(answer);
        }
        TaskRun task = call.task();
        if (task != null) {
            return task.ask(key, method, params); // the task waits in input_required for tasks/update
        }
        inputs.ask(key, method, params);
        return CompletableFuture.failedFuture(new InputRequired(key));
    }

    private static RuntimeException rethrow(Throwable e) {
        Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        if (t instanceof ClientRequestException c) {
            return c;
        }
        if (t instanceof InputRequired r) {
            return r;
        }
        if (t instanceof ProtocolException m) {
            return new ClientRequestException(m.getMessage(), m);
        }
        if (t instanceof CancellationException c) {
            return c;
        }
        return new ClientRequestException("The request to the client failed", t);
    }

    /** @param schema the form asked, or {@code null} for URL mode, whose answer carries no content */
    private ElicitationResult readElicitation(JsonNode answer, ElicitationSchema schema) {
        ElicitResult read = ElicitResult.read(answer);
        String action = read.action();
        switch (action) {
            case "accept" -> {
                if (schema == null) {
                    return new ElicitationResult(ElicitationResult.Action.ACCEPT, null);
                }
                ObjectNode values = read.content() != null ? read.content() : Json.object();
                List<String> problems = session.core.validator.validate(
                        session.core.validator.compile(schema.json(), "requested schema"), values);
                if (!problems.isEmpty()) {
                    throw new ClientRequestException("The user's answer does not match the requested form: "
                            + String.join("; ", problems));
                }
                return new ElicitationResult(ElicitationResult.Action.ACCEPT, values);
            }
            case "decline", "cancel" -> {
                return new ElicitationResult(ElicitationResult.Action.valueOf(action.toUpperCase(Locale.ROOT)), null);
            }
            default -> throw new ClientRequestException("The client answered elicitation with an unknown action '"
                    + action + "'");
        }
    }

    private static SamplingResult readSampling(JsonNode answer) {
        try {
            CreateMessageResult read = CreateMessageResult.read(answer);
            return new SamplingResult(read.role(), read.content(), read.model(), read.stopReason());
        } catch (RuntimeException e) {
            throw new ClientRequestException("The client's sampling answer is malformed: " + e.getMessage());
        }
    }

    private static List<Root> readRoots(JsonNode answer) {
        try {
            return ListRootsResult.read(answer).roots().stream().map(r -> new Root(r.uri(), r.name())).toList();
        } catch (IllegalArgumentException e) {
            throw new ClientRequestException(e.getMessage());
        }
    }
}
