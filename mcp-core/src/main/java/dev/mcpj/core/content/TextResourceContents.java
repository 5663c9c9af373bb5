package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** Text contents of a resource. {@code mimeType} and {@code meta} may be {@code null}. */
public record TextResourceContents(String uri, @Nullable String mimeType, String text, @Nullable ObjectNode meta) implements ResourceContents {
    public TextResourceContents {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(text, "text");
        meta = Json.copyOf(meta);
    }
}
