package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.client.MissingClientCapabilityException;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Multi-round-trip requests of protocol 2026-07-28 ({@code tools/call}, {@code prompts/get},
 * {@code resources/read}): what a retry already knows, and the {@code input_required} result that
 * asks for the rest.
 */
final class InputRounds {
    private final RequestStates states;

    InputRounds(RequestStates states) {
        this.states = states;
    }

    /**
     * Starts a round for a modern call. The answers it has are those sealed in its requestState
     * plus the client's inputResponses to the questions that state left open; a call without a
     * state takes its inputResponses as they come. Keys no question uses are simply never read.
     */
    void open(Call call, String target, JsonNode arguments) {
        if (!call.profile().modern()) {
            return;
        }
        ObjectNode params = call.params();
        JsonNode responses = params.path("inputResponses");
        JsonNode token = params.get("requestState");
        ObjectNode answers = Json.object();
        if (token == null || token.isNull()) {
            if (responses.isObject()) {
                responses.properties().forEach(e -> {
                    if (e.getValue().isObject()) {
                        answers.set(e.getKey(), e.getValue());
                    }
                });
            }
        } else {
            if (!token.isString()) {
                throw new McpException(ErrorCode.INVALID_PARAMS, "requestState must be a string");
            }
            ObjectNode state = states.open(token.stringValue(), target, arguments);
            if (state.get("answers") instanceof ObjectNode sealed) {
                answers.setAll(sealed);
            }
            for (JsonNode key : state.path("pending")) {
                JsonNode answer = responses.get(key.asString());
                if (answer != null && answer.isObject()) {
                    answers.set(key.asString(), answer);
                }
            }
        }
        call.inputs(new Inputs(target, arguments, answers));
    }

    /**
     * Answers a call whose handler asked the client something, needed a capability the request
     * did not declare, or threw {@link UrlElicitationRequiredException}; returns whether it did.
     * The last becomes error {@code -32042} in 2025-11-25 and an {@code input_required} result in
     * 2026-07-28, or, when the client cannot open URLs, a missing-capability failure as for any
     * other question.
     */
    boolean answered(Call call, Throwable error) {
        Throwable thrown = unwrap(error);
        if (thrown instanceof UrlElicitationRequiredException required) {
            String missing = ClientRequests.missing(call.profile().clientCapabilities(), ClientRequests.URL_ELICITATION);
            if (missing != null) {
                error = new MissingClientCapabilityException(missing, required.getMessage()
                        + "; but the client cannot open a URL for the user: it did not declare the '" + missing
                        + "' capability");
                if (!call.profile().modern() && !"tools/call".equals(call.request().method())) {
                    call.fail(ErrorCode.INTERNAL_ERROR, error.getMessage(), null);
                    return true;
                }
            } else if (!call.profile().modern()) {
                required.elicitations().forEach(u -> call.session().urlElicitationSent(u.elicitationId()));
                call.fail(ErrorCode.URL_ELICITATION_REQUIRED, required.getMessage(),
                        ClientRequests.urlRequiredData(required));
                return true;
            } else if (call.inputs() != null) {
                Inputs inputs = call.inputs();
                for (UrlElicitation u : required.elicitations()) {
                    inputs.ask(u.key() != null ? u.key() : inputs.nextKey(), "elicitation/create",
                            ClientRequests.urlParams(u, false));
                }
            }
        }
        Inputs inputs = call.inputs();
        if (inputs != null && inputs.hasQuestions()) {
            ObjectNode asked = inputs.asked();
            ObjectNode result = Json.object();
            result.put("resultType", "input_required");
            result.set("inputRequests", asked);
            result.put("requestState", states.seal(inputs.target(), inputs.arguments(), inputs.answers(),
                    asked.propertyNames()));
            call.complete(result);
            return true;
        }
        Throwable cause = unwrap(error);
        if (call.profile().modern() && cause instanceof MissingClientCapabilityException m) {
            ObjectNode data = Json.object();
            ObjectNode required = data.putObject("requiredCapabilities");
            for (String name : m.capability().split("\\.")) {
                required = required.putObject(name);
            }
            call.fail(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY, m.getMessage(), data);
            return true;
        }
        if (cause instanceof MissingClientCapabilityException m && thrown instanceof UrlElicitationRequiredException) {
            call.complete(Wire.callToolResult(CallToolResult.error(m.getMessage())));
            return true;
        }
        return false;
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
