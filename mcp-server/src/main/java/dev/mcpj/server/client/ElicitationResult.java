package dev.mcpj.server.client;

import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * The user's answer to an elicitation.
 *
 * @param action  what the user did
 * @param content the submitted values when accepted (already checked against the requested
 *                schema), otherwise {@code null}
 */
public record ElicitationResult(Action action, ObjectNode content) {
    public ElicitationResult {
        Objects.requireNonNull(action, "action");
    }

    /** What the user did with the form. */
    public enum Action {
        /** Submitted the form. */
        ACCEPT,
        /** Explicitly refused. */
        DECLINE,
        /** Dismissed without choosing. */
        CANCEL
    }

    public boolean accepted() {
        return action == Action.ACCEPT;
    }
}
