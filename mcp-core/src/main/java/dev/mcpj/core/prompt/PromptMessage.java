package dev.mcpj.core.prompt;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;
import java.util.Objects;

/**
 * One message of a rendered prompt.
 *
 * @param role    who speaks
 * @param content what is said
 */
public record PromptMessage(Role role, Content content) {
    /**
     * Checks both components.
     *
     * @throws NullPointerException if {@code role} or {@code content} is {@code null}
     */
    public PromptMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    /**
     * A text message from the user.
     *
     * @param text the text
     * @return the message
     */
    public static PromptMessage user(String text) {
        return new PromptMessage(Role.USER, Content.text(text));
    }

    /**
     * A text message from the model.
     *
     * @param text the text
     * @return the message
     */
    public static PromptMessage assistant(String text) {
        return new PromptMessage(Role.ASSISTANT, Content.text(text));
    }
}
