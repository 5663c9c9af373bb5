package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Serves a {@link ProtectedResourceMetadata} document (RFC 9728): {@code GET} and {@code HEAD}
 * get it as JSON, readable from any origin (it is public, and browser-based clients fetch it
 * across origins); {@code OPTIONS} gets the CORS preflight answer; other methods get {@code 405}.
 */
public final class ResourceMetadataEndpoint {
    private final byte[] document;

    public ResourceMetadataEndpoint(ProtectedResourceMetadata metadata) {
        this.document = metadata.toJson().getBytes(StandardCharsets.UTF_8);
    }

    /** Answers one exchange. */
    public void serve(HttpExchangeAdapter ex) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Access-Control-Allow-Origin", "*");
        switch (ex.method()) {
            case "GET", "HEAD" -> {
                headers.put("Content-Type", MediaTypes.JSON);
                headers.put("Cache-Control", "max-age=300");
                ex.respond(200, headers, ex.method().equals("HEAD") ? new byte[0] : document);
            }
            case "OPTIONS" -> {
                headers.put("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
                headers.put("Access-Control-Allow-Headers", "MCP-Protocol-Version");
                headers.put("Allow", "GET, HEAD, OPTIONS");
                ex.respond(204, headers, new byte[0]);
            }
            default -> {
                headers.put("Allow", "GET, HEAD, OPTIONS");
                Replies.error(ex, 405, ErrorCode.INVALID_REQUEST, "Method Not Allowed: use GET", null, headers);
            }
        }
    }
}
