package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** A resource's contents embedded in a result. {@code annotations} and {@code meta} may be {@code null}. */
public record EmbeddedResource(ResourceContents resource, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content {
    public EmbeddedResource {
        Objects.requireNonNull(resource, "resource");
        meta = Json.copyOf(meta);
    }

    public EmbeddedResource withAnnotations(Annotations annotations) {
        return new EmbeddedResource(resource, annotations, meta);
    }
}
