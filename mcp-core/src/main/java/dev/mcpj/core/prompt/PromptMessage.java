package dev.mcpj.core.prompt;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;
import java.util.Objects;

/** One message of a rendered prompt. */
public record PromptMessage(Role role, Content content) {
    public PromptMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static PromptMessage user(String text) {
        return new PromptMessage(Role.USER, Content.text(text));
    }

    public static PromptMessage assistant(String text) {
        return new PromptMessage(Role.ASSISTANT, Content.text(text));
    }
}
