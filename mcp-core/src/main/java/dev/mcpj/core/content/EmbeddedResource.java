package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A resource's contents embedded in a result.
 *
 * @param resource    the contents, text or binary
 * @param annotations usage hints for the client, or {@code null}
 * @param meta        {@code _meta}, or {@code null} (the block keeps a copy)
 */
public record EmbeddedResource(ResourceContents resource, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content {
    /**
     * Checks the contents and copies {@code meta}.
     *
     * @throws NullPointerException if {@code resource} is {@code null}
     */
    public EmbeddedResource {
        Objects.requireNonNull(resource, "resource");
        meta = Json.copyOf(meta);
    }

    /**
     * A copy of this block with other usage hints.
     *
     * @param annotations the hints, or {@code null} for none
     * @return the copy
     */
    public EmbeddedResource withAnnotations(Annotations annotations) {
        return new EmbeddedResource(resource, annotations, meta);
    }
}
