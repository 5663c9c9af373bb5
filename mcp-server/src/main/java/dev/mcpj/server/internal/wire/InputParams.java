package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.internal.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a retried stateless request (protocol 2026-07-28) carries back after an
 * {@code input_required} result: the client's answers, and the state the server sealed.
 *
 * @param inputResponses the answers by question key ({@code missing} when none were sent)
 * @param requestState   the sealed state of the earlier round, or {@code null} for a first round
 */
public record InputParams(JsonNode inputResponses, String requestState) {

    /**
     * Reads the input fields of a request's params.
     *
     * @throws InvalidParamsException when the request state is not a string
     */
    public static InputParams read(ObjectNode params) {
        JsonNode responses = params == null ? Json.nodes().missingNode() : params.path("inputResponses");
        JsonNode token = params == null ? null : params.get("requestState");
        if (token == null || token.isNull()) {
            return new InputParams(responses, null);
        }
        if (!token.isString()) {
            throw new InvalidParamsException("requestState must be a string");
        }
        return new InputParams(responses, token.stringValue());
    }
}
