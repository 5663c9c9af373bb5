package dev.mcpj.core.content;

import java.util.Base64;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A content block of a tool result or a prompt message. A block keeps a copy of the {@code meta}
 * tree it is given, never the caller's own. Create them with the factories:
 *
 * {@snippet :
 * Content hello = Content.text("Hello");
 * Content logo = Content.image(pngBytes, "image/png");
 * }
 */
public sealed interface Content permits TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource {

    /** {@return optional usage hints, or {@code null}} */
    @Nullable Annotations annotations();

    /**
     * A text block.
     *
     * @param text the text
     * @return the block, with no annotations or {@code _meta}
     */
    static TextContent text(String text) {
        return new TextContent(text, null, null);
    }

    /**
     * An image block.
     *
     * @param data     the image's bytes, which the block holds base64-encoded
     * @param mimeType the image's type, such as {@code image/png}
     * @return the block, with no annotations or {@code _meta}
     */
    static ImageContent image(byte[] data, String mimeType) {
        return new ImageContent(Base64.getEncoder().encodeToString(data), mimeType, null, null);
    }

    /**
     * An audio block.
     *
     * @param data     the audio's bytes, which the block holds base64-encoded
     * @param mimeType the audio's type, such as {@code audio/wav}
     * @return the block, with no annotations or {@code _meta}
     */
    static AudioContent audio(byte[] data, String mimeType) {
        return new AudioContent(Base64.getEncoder().encodeToString(data), mimeType, null, null);
    }

    /**
     * A link to a resource, with no optional fields; {@link dev.mcpj.core.resource.Resource#link()}
     * makes one with all of a resource's.
     *
     * @param uri  the resource's URI
     * @param name its name
     * @return the link
     */
    static ResourceLink resourceLink(String uri, String name) {
        return new ResourceLink(uri, name, null, null, null, null, List.of(), null, null);
    }

    /**
     * A resource's contents, embedded.
     *
     * @param resource the contents
     * @return the block, with no annotations or {@code _meta}
     */
    static EmbeddedResource embedded(ResourceContents resource) {
        return new EmbeddedResource(resource, null, null);
    }
}
