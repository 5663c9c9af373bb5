package dev.mcpj.core.prompt;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A rendered prompt.
 *
 * @param description a description of this rendering, or {@code null}
 * @param messages    the messages, in order
 */
public record GetPromptResult(@Nullable String description, List<PromptMessage> messages) {
    /**
     * Checks and copies the messages.
     *
     * @throws NullPointerException if {@code messages} is {@code null}
     */
    public GetPromptResult {
        messages = List.copyOf(Objects.requireNonNull(messages, "messages"));
    }

    /**
     * A rendering without a description.
     *
     * @param messages the messages, in order
     * @return the result
     */
    public static GetPromptResult of(PromptMessage... messages) {
        return new GetPromptResult(null, List.of(messages));
    }
}
