package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * An image.
 *
 * @param data        the image, base64-encoded
 * @param mimeType    its type, such as {@code image/png}
 * @param annotations usage hints for the client, or {@code null}
 * @param meta        {@code _meta}, or {@code null} (the block keeps a copy)
 */
public record ImageContent(String data, String mimeType, @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content, SamplingContent {
    /**
     * Checks the required components and copies {@code meta}.
     *
     * @throws NullPointerException if {@code data} or {@code mimeType} is {@code null}
     */
    public ImageContent {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(mimeType, "mimeType");
        meta = Json.copyOf(meta);
    }

    /**
     * A copy of this image block with other usage hints.
     *
     * @param annotations the hints, or {@code null} for none
     * @return the copy
     */
    public ImageContent withAnnotations(Annotations annotations) {
        return new ImageContent(data, mimeType, annotations, meta);
    }
}
