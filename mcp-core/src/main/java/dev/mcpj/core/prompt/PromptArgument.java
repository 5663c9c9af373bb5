package dev.mcpj.core.prompt;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An argument a prompt accepts.
 *
 * @param name        the argument's name
 * @param title       display name, or {@code null}
 * @param description what the argument means, or {@code null}
 * @param required    whether {@code prompts/get} must give it
 */
public record PromptArgument(String name, @Nullable String title, @Nullable String description, boolean required) {
    /**
     * Checks the name.
     *
     * @throws NullPointerException if {@code name} is {@code null}
     */
    public PromptArgument {
        Objects.requireNonNull(name, "name");
    }

    /**
     * A required argument.
     *
     * @param name        the argument's name
     * @param description what it means, for people and the model
     * @return the argument
     */
    public static PromptArgument required(String name, String description) {
        return new PromptArgument(name, null, description, true);
    }

    /**
     * An optional argument.
     *
     * @param name        the argument's name
     * @param description what it means, for people and the model
     * @return the argument
     */
    public static PromptArgument optional(String name, String description) {
        return new PromptArgument(name, null, description, false);
    }
}
