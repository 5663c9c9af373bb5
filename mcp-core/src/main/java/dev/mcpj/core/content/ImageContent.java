package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** An image; {@code data} is base64. {@code annotations} and {@code meta} may be {@code null}. */
public record ImageContent(String data, String mimeType, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content, SamplingContent {
    public ImageContent {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(mimeType, "mimeType");
        meta = Json.copyOf(meta);
    }

    public ImageContent withAnnotations(Annotations annotations) {
        return new ImageContent(data, mimeType, annotations, meta);
    }
}
