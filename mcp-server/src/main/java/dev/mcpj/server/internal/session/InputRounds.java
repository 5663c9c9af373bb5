package dev.mcpj.server.internal.session;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.client.MissingClientCapabilityException;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.wire.ClientCapability;
import dev.mcpj.server.internal.wire.InputParams;
import dev.mcpj.server.internal.wire.StatelessResult;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Multi-round-trip requests of protocol 2026-07-28 ({@code tools/call}, {@code prompts/get},
 * {@code resources/read}): what a retry already knows, and the {@code input_required} result that
 * asks for the rest; and, in both eras, the answer to a handler that requires the user to open a URL.
 */
public final class InputRounds {
    private final RequestStates states;

    public InputRounds(RequestStates states) {
        this.states = states;
    }

    /**
     * Starts a round for a modern call. The answers it has are those sealed in its requestState
     * plus the client's inputResponses to the questions that state left open; a call without a
     * state takes its inputResponses as they come. Keys no question uses are simply never read.
     */
    public void open(Call call, String target, JsonNode arguments) {
        if (!call.profile().modern()) {
            return;
        }
        InputParams input = InputParams.read(call.request().params());
        JsonNode responses = input.inputResponses();
        ObjectNode answers = Json.object();
        if (input.requestState() == null) {
            if (responses.isObject()) {
                responses.properties().forEach(e -> {
                    if (e.getValue().isObject()) {
                        answers.set(e.getKey(), e.getValue());
                    }
                });
            }
        } else {
            RequestStates.Opened state = states.open(input.requestState(), target, arguments);
            answers.setAll(state.answers());
            for (String key : state.pending()) {
                JsonNode answer = responses.get(key);
                if (answer != null && answer.isObject()) {
                    answers.set(key, answer);
                }
            }
        }
        call.inputs(new Inputs(target, arguments, answers));
    }

    /**
     * Answers a call whose handler asked the client something, needed a capability the request
     * did not declare, or threw {@link UrlElicitationRequiredException}; returns whether it did.
     */
    public boolean answered(Call call, Throwable error) {
        Throwable cause = unwrap(error);
        if (cause instanceof UrlElicitationRequiredException required) {
            return urlElicitationRequired(call, required);
        }
        return askedTheClient(call) || missingCapability(call, cause);
    }

    /** Answers with an {@code input_required} result if the handler asked the client something. */
    private boolean askedTheClient(Call call) {
        Inputs inputs = call.inputs();
        if (inputs == null || !inputs.hasQuestions()) {
            return false;
        }
        ObjectNode asked = inputs.asked();
        call.complete(StatelessResult.inputRequired(asked, states.seal(inputs.target(), inputs.arguments(),
                inputs.answers(), asked.propertyNames())));
        return true;
    }

    /** In 2026-07-28, a capability the request did not declare is error -32021 naming it. */
    private static boolean missingCapability(Call call, Throwable cause) {
        if (!call.profile().modern() || !(cause instanceof MissingClientCapabilityException m)) {
            return false;
        }
        call.fail(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY, m.getMessage(),
                ClientCapability.requiredData(m.capability()));
        return true;
    }

    /**
     * A handler needs the user to open URLs first: error {@code -32042} with the elicitations in
     * 2025-11-25, an {@code input_required} result asking for them in 2026-07-28. A client that
     * cannot open URLs is told so as for any question it cannot answer: error {@code -32021} in
     * 2026-07-28, and before that an {@code isError} result of a tool, or an error of any other request.
     */
    private boolean urlElicitationRequired(Call call, UrlElicitationRequiredException required) {
        boolean modern = call.profile().modern();
        String missing = ClientCapability.missing(call.profile().clientCapabilities(), ClientCapability.URL_ELICITATION);
        if (missing != null) {
            MissingClientCapabilityException m = new MissingClientCapabilityException(missing, required.getMessage()
                    + "; but the client cannot open a URL for the user: it did not declare the '" + missing
                    + "' capability");
            if (modern) {
                return missingCapability(call, m);
            }
            if (McpMethods.TOOLS_CALL.equals(call.request().method())) {
                call.complete(McpJson.writeCallToolResult(CallToolResult.error(m.getMessage())));
            } else {
                call.fail(ErrorCode.INTERNAL_ERROR, m.getMessage(), null);
            }
            return true;
        }
        if (!modern) {
            required.elicitations().forEach(u -> call.session().urlElicitationSent(u.elicitationId()));
            call.fail(ErrorCode.URL_ELICITATION_REQUIRED, required.getMessage(), ClientRequests.urlRequiredData(required));
            return true;
        }
        Inputs inputs = call.inputs();
        if (inputs == null) {
            return false; // a request that cannot ask the client: it fails with the exception's own error
        }
        for (UrlElicitation u : required.elicitations()) {
            inputs.ask(u.key() != null ? u.key() : inputs.nextKey(), McpMethods.ELICIT,
                    ClientRequests.urlParams(u, false).toJson());
        }
        return askedTheClient(call);
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
