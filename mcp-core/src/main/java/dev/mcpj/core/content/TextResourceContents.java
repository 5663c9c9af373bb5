package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Text contents of a resource.
 *
 * @param uri      the resource's URI
 * @param mimeType its type, or {@code null}
 * @param text     the text
 * @param meta     {@code _meta}, or {@code null} (kept as a copy)
 */
public record TextResourceContents(String uri, @Nullable String mimeType, String text, @Nullable ObjectNode meta) implements ResourceContents {
    /**
     * Checks the required components and copies {@code meta}.
     *
     * @throws NullPointerException if {@code uri} or {@code text} is {@code null}
     */
    public TextResourceContents {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(text, "text");
        meta = Json.copyOf(meta);
    }
}
