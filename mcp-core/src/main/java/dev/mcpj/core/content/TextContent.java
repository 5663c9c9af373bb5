package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** Plain text. {@code annotations} and {@code meta} may be {@code null}. */
public record TextContent(String text, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content, SamplingContent {
    public TextContent {
        Objects.requireNonNull(text, "text");
        meta = Json.copyOf(meta);
    }

    public TextContent withAnnotations(Annotations annotations) {
        return new TextContent(text, annotations, meta);
    }
}
