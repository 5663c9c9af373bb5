package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** Binary contents of a resource; {@code blob} is base64. {@code mimeType} and {@code meta} may be {@code null}. */
public record BlobResourceContents(String uri, @Nullable String mimeType, String blob, @Nullable ObjectNode meta) implements ResourceContents {
    public BlobResourceContents {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(blob, "blob");
        meta = Json.copyOf(meta);
    }
}
