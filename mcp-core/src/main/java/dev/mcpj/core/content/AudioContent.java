package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** Audio; {@code data} is base64. {@code annotations} and {@code meta} may be {@code null}. */
public record AudioContent(String data, String mimeType, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content, SamplingContent {
    public AudioContent {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(mimeType, "mimeType");
        meta = Json.copyOf(meta);
    }

    public AudioContent withAnnotations(Annotations annotations) {
        return new AudioContent(data, mimeType, annotations, meta);
    }
}
