package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Plain text.
 *
 * @param text        the text
 * @param annotations usage hints for the client, or {@code null}
 * @param meta        {@code _meta}, or {@code null} (the block keeps a copy)
 */
public record TextContent(String text, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content, SamplingContent {
    /**
     * Checks the text and copies {@code meta}.
     *
     * @throws NullPointerException if {@code text} is {@code null}
     */
    public TextContent {
        Objects.requireNonNull(text, "text");
        meta = Json.copyOf(meta);
    }

    /**
     * A copy of this text block with other usage hints.
     *
     * @param annotations the hints, or {@code null} for none
     * @return the copy
     */
    public TextContent withAnnotations(Annotations annotations) {
        return new TextContent(text, annotations, meta);
    }
}
