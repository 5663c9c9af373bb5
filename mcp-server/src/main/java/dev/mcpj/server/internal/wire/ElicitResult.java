package dev.mcpj.server.internal.wire;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client's answer to {@code elicitation/create}, as sent: whether the action is one the
 * protocol knows, and whether the content matches the form, are the server's to check.
 *
 * @param action  {@code accept}, {@code decline} or {@code cancel}; {@code ""} when absent
 * @param content the values the user entered, or {@code null} when none were sent as an object
 */
public record ElicitResult(String action, ObjectNode content) {

    /** Reads a client's answer; never throws. */
    public static ElicitResult read(JsonNode answer) {
        return new ElicitResult(answer.path("action").asString(""),
                answer.get("content") instanceof ObjectNode o ? o : null);
    }
}
