package dev.mcpj.test;

import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a server asked the user through form elicitation, as a scripted answer sees it.
 *
 * @param message         the question shown to the user
 * @param requestedSchema the form, as a JSON Schema object
 */
public record ElicitationRequest(String message, ObjectNode requestedSchema) {
    /** Checks that both parts are present. */
    public ElicitationRequest {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(requestedSchema, "requestedSchema");
    }
}
