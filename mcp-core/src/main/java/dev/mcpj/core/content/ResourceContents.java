package dev.mcpj.core.content;

import java.util.Base64;
import org.jspecify.annotations.Nullable;

/** The contents of a resource: text or binary. */
public sealed interface ResourceContents permits TextResourceContents, BlobResourceContents {
    String uri();

    /** The MIME type, or {@code null}. */
    @Nullable String mimeType();

    static TextResourceContents text(String uri, @Nullable String mimeType, String text) {
        return new TextResourceContents(uri, mimeType, text, null);
    }

    static BlobResourceContents blob(String uri, @Nullable String mimeType, byte[] data) {
        return new BlobResourceContents(uri, mimeType, Base64.getEncoder().encodeToString(data), null);
    }
}
