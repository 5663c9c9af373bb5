package dev.mcpj.server.internal;

import dev.mcpj.core.McpException;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.IncludeContext;
import dev.mcpj.server.client.MissingClientCapabilityException;
import dev.mcpj.server.client.ModelPreferences;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import java.time.Duration;
import java.util.ArrayList;
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
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Builds the requests a handler sends to the client and reads the answers: elicitation, sampling,
 * roots. The client must have declared the matching capability; answers are checked before the
 * handler sees them.
 */
final class ClientRequests {
    private final Call call;
    private final Session session;

    ClientRequests(Call call, Session session) {
        this.call = call;
        this.session = session;
    }

    CompletableFuture<ElicitationResult> elicit(String key, String message, ElicitationSchema schema) {
        ObjectNode params = Json.object().put("mode", "form").put("message", message);
        params.set("requestedSchema", schema.json());
        CompletableFuture<JsonNode> sent = send(key, "elicitation/create", missing(FORM_ELICITATION),
                "ask the user (elicitation)", params);
        return cancelling(sent, sent.thenApply(answer -> readElicitation(answer, schema)));
    }

    CompletableFuture<ElicitationResult> elicit(UrlElicitation request) {
        boolean legacy = !call.profile().modern();
        String missing = missing(URL_ELICITATION);
        if (legacy && missing == null) {
            session.urlElicitationSent(request.elicitationId()); // before the client can answer
        }
        CompletableFuture<JsonNode> sent = send(request.key(), "elicitation/create", missing,
                "ask the user to open a URL (elicitation)", urlParams(request, legacy));
        return cancelling(sent, sent.thenApply(answer -> readElicitation(answer, null)));
    }

    /** The params of a URL-mode {@code elicitation/create}; only 2025-11-25 has {@code elicitationId}. */
    static ObjectNode urlParams(UrlElicitation request, boolean withId) {
        ObjectNode params = Json.object().put("mode", "url").put("message", request.message()).put("url", request.url());
        if (withId) {
            params.put("elicitationId", request.elicitationId());
        }
        return params;
    }

    /** The {@code data} of a URLElicitationRequiredError (2025-11-25). */
    static ObjectNode urlRequiredData(UrlElicitationRequiredException e) {
        ObjectNode data = Json.object();
        ArrayNode list = data.putArray("elicitations");
        e.elicitations().forEach(u -> list.add(urlParams(u, true)));
        return data;
    }

    static final String FORM_ELICITATION = "elicitation.form";
    static final String URL_ELICITATION = "elicitation.url";
    static final String SAMPLING_TOOLS = "sampling.tools";

    /**
     * The capability the client lacks for {@code needed}, or {@code null} if it declared it. A bare
     * {@code elicitation: {}} declares form mode only; a missing parent is named as itself.
     */
    String missing(String needed) {
        return missing(call.profile().clientCapabilities(), needed);
    }

    static String missing(JsonNode caps, String needed) {
        int dot = needed.indexOf('.');
        String parent = dot < 0 ? needed : needed.substring(0, dot);
        JsonNode declared = caps.get(parent);
        if (declared == null || !declared.isObject()) {
            return dot < 0 || needed.equals(FORM_ELICITATION) ? parent : needed;
        }
        if (dot < 0 || declared.has(needed.substring(dot + 1))) {
            return null;
        }
        // form mode is what a bare elicitation capability means
        return needed.equals(FORM_ELICITATION) && !declared.has("url") ? null : needed;
    }

    CompletableFuture<SamplingResult> sample(String key, SamplingRequest request) {
        String missing = missing("sampling");
        if (missing == null && (!request.tools().isEmpty() || request.toolChoice() != null)) {
            missing = missing(SAMPLING_TOOLS);
        }
        if (missing == null && request.includeContext() != null && request.includeContext() != IncludeContext.NONE) {
            missing = missing("sampling.context");
        }
        CompletableFuture<JsonNode> sent = send(key, "sampling/createMessage", missing,
                "ask the client's model (sampling)", samplingParams(request));
        return cancelling(sent, sent.thenApply(ClientRequests::readSampling));
    }

    /** The params of {@code sampling/createMessage}. */
    private static ObjectNode samplingParams(SamplingRequest request) {
        ObjectNode params = Json.object();
        ArrayNode messages = params.putArray("messages");
        for (SamplingMessage m : request.messages()) {
            ObjectNode message = messages.addObject().put("role", m.role().wire());
            if (m.content().size() == 1) {
                message.set("content", Wire.samplingContent(m.content().get(0)));
            } else {
                ArrayNode blocks = message.putArray("content");
                m.content().forEach(c -> blocks.add(Wire.samplingContent(c)));
            }
        }
        params.put("maxTokens", request.maxTokens());
        if (request.systemPrompt() != null) {
            params.put("systemPrompt", request.systemPrompt());
        }
        if (request.modelPreferences() != null) {
            params.set("modelPreferences", preferences(request.modelPreferences()));
        }
        if (request.temperature() != null) {
            params.put("temperature", request.temperature());
        }
        if (!request.stopSequences().isEmpty()) {
            ArrayNode stops = params.putArray("stopSequences");
            request.stopSequences().forEach(stops::add);
        }
        if (request.includeContext() != null) {
            params.put("includeContext", switch (request.includeContext()) {
                case NONE -> "none";
                case THIS_SERVER -> "thisServer";
                case ALL_SERVERS -> "allServers";
            });
        }
        if (request.metadata() != null) {
            params.set("metadata", request.metadata());
        }
        if (!request.tools().isEmpty()) {
            ArrayNode tools = params.putArray("tools");
            request.tools().forEach(t -> tools.add(Wire.tool(t)));
        }
        if (request.toolChoice() != null) {
            params.putObject("toolChoice").put("mode", request.toolChoice().name().toLowerCase(Locale.ROOT));
        }
        return params;
    }

    CompletableFuture<List<Root>> roots(String key) {
        CompletableFuture<JsonNode> sent = send(key, "roots/list", missing("roots"), "list the client's roots", Json.object());
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

    /** Waits for an answer within the server's client-request timeout. */
    <T> T await(CompletableFuture<T> answer, String what) throws InterruptedException {
        Duration timeout = session.core.clientRequestTimeout;
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
        Session.Outgoing outgoing = session.sendRequest(method, params, call.requestId());
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
        if (t instanceof McpException m) {
            return new ClientRequestException(m.getMessage(), m);
        }
        if (t instanceof CancellationException c) {
            return c;
        }
        return new ClientRequestException("The request to the client failed", t);
    }

    /** @param schema the form asked, or {@code null} for URL mode, whose answer carries no content */
    private ElicitationResult readElicitation(JsonNode answer, ElicitationSchema schema) {
        String action = answer.path("action").asString("");
        switch (action) {
            case "accept" -> {
                if (schema == null) {
                    return new ElicitationResult(ElicitationResult.Action.ACCEPT, null);
                }
                JsonNode content = answer.get("content");
                ObjectNode values = content instanceof ObjectNode o ? o : Json.object();
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
            Role role = Role.fromWire(answer.path("role").asString(""));
            JsonNode c = answer.get("content");
            List<SamplingContent> content = new ArrayList<>();
            if (c != null && c.isArray()) {
                c.forEach(block -> content.add(Wire.readSamplingContent(block)));
            } else {
                content.add(Wire.readSamplingContent(c));
            }
            return new SamplingResult(role, content, answer.path("model").asString(null),
                    answer.path("stopReason").asString(null));
        } catch (RuntimeException e) {
            throw new ClientRequestException("The client's sampling answer is malformed: " + e.getMessage());
        }
    }

    private static List<Root> readRoots(JsonNode answer) {
        JsonNode roots = answer.get("roots");
        if (roots == null || !roots.isArray()) {
            throw new ClientRequestException("The client's roots answer has no roots array");
        }
        List<Root> out = new ArrayList<>();
        for (JsonNode r : roots) {
            if (!r.path("uri").isString()) {
                throw new ClientRequestException("The client sent a root without a uri");
            }
            out.add(new Root(r.get("uri").stringValue(), r.path("name").asString(null)));
        }
        return out;
    }

    private static ObjectNode preferences(ModelPreferences p) {
        ObjectNode o = Json.object();
        if (!p.hints().isEmpty()) {
            ArrayNode hints = o.putArray("hints");
            p.hints().forEach(h -> hints.addObject().put("name", h));
        }
        if (p.costPriority() != null) {
            o.put("costPriority", p.costPriority());
        }
        if (p.speedPriority() != null) {
            o.put("speedPriority", p.speedPriority());
        }
        if (p.intelligencePriority() != null) {
            o.put("intelligencePriority", p.intelligencePriority());
        }
        return o;
    }
}
