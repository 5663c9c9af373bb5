package dev.mcpj.server.client;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * The user's answer to an elicitation.
 *
 * @param action  what the user did
 * @param content the submitted values when a form was accepted (already checked against the
 *                requested schema), otherwise {@code null}; a copy of the tree given
 */
public record ElicitationResult(Action action, @Nullable ObjectNode content) {
    /**
     * Checks the action and copies the content.
     *
     * @throws NullPointerException if {@code action} is {@code null}
     */
    public ElicitationResult {
        Objects.requireNonNull(action, "action");
        content = content == null ? null : content.deepCopy();
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

    /** {@return whether the user submitted the form} ({@link Action#ACCEPT}) */
    public boolean accepted() {
        return action == Action.ACCEPT;
    }
}
