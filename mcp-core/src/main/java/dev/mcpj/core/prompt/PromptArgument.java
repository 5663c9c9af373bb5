package dev.mcpj.core.prompt;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An argument a prompt accepts.
 *
 * @param title       display name, or {@code null}
 * @param description what the argument means, or {@code null}
 */
public record PromptArgument(String name, @Nullable String title, @Nullable String description, boolean required) {
    public PromptArgument {
        Objects.requireNonNull(name, "name");
    }

    public static PromptArgument required(String name, String description) {
        return new PromptArgument(name, null, description, true);
    }

    public static PromptArgument optional(String name, String description) {
        return new PromptArgument(name, null, description, false);
    }
}
