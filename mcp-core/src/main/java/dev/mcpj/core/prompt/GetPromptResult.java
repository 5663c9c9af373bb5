package dev.mcpj.core.prompt;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A rendered prompt.
 *
 * @param description a description of this rendering, or {@code null}
 */
public record GetPromptResult(@Nullable String description, List<PromptMessage> messages) {
    public GetPromptResult {
        messages = List.copyOf(Objects.requireNonNull(messages, "messages"));
    }

    public static GetPromptResult of(PromptMessage... messages) {
        return new GetPromptResult(null, List.of(messages));
    }
}
