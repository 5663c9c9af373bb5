package dev.mcpj.core.content;

import java.util.Base64;
import org.jspecify.annotations.Nullable;

/** The contents of a resource: text or binary. */
public sealed interface ResourceContents permits TextResourceContents, BlobResourceContents {
    /** {@return the resource's URI} */
    String uri();

    /** {@return the MIME type, or {@code null}} */
    @Nullable String mimeType();

    /**
     * Text contents.
     *
     * @param uri      the resource's URI
     * @param mimeType its type, or {@code null}
     * @param text     the text
     * @return the contents, with no {@code _meta}
     */
    static TextResourceContents text(String uri, @Nullable String mimeType, String text) {
        return new TextResourceContents(uri, mimeType, text, null);
    }

    /**
     * Binary contents.
     *
     * @param uri      the resource's URI
     * @param mimeType its type, or {@code null}
     * @param data     the bytes, which the contents hold base64-encoded
     * @return the contents, with no {@code _meta}
     */
    static BlobResourceContents blob(String uri, @Nullable String mimeType, byte[] data) {
        return new BlobResourceContents(uri, mimeType, Base64.getEncoder().encodeToString(data), null);
    }
}
