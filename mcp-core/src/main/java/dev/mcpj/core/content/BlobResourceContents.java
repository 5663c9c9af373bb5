package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Binary contents of a resource.
 *
 * @param uri      the resource's URI
 * @param mimeType its type, or {@code null}
 * @param blob     the bytes, base64-encoded
 * @param meta     {@code _meta}, or {@code null} (kept as a copy)
 */
public record BlobResourceContents(String uri, @Nullable String mimeType, String blob, @Nullable ObjectNode meta) implements ResourceContents {
    /**
     * Checks the required components and copies {@code meta}.
     *
     * @throws NullPointerException if {@code uri} or {@code blob} is {@code null}
     */
    public BlobResourceContents {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(blob, "blob");
        meta = Json.copyOf(meta);
    }
}
