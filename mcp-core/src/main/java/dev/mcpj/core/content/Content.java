package dev.mcpj.core.content;

import java.util.Base64;
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

    /** Optional usage hints, or {@code null}. */
    @Nullable Annotations annotations();

    static TextContent text(String text) {
        return new TextContent(text, null, null);
    }

    static ImageContent image(byte[] data, String mimeType) {
        return new ImageContent(Base64.getEncoder().encodeToString(data), mimeType, null, null);
    }

    static AudioContent audio(byte[] data, String mimeType) {
        return new AudioContent(Base64.getEncoder().encodeToString(data), mimeType, null, null);
    }

    static ResourceLink resourceLink(String uri, String name) {
        return ResourceLink.builder(uri, name).build();
    }

    static EmbeddedResource embedded(ResourceContents resource) {
        return new EmbeddedResource(resource, null, null);
    }
}
