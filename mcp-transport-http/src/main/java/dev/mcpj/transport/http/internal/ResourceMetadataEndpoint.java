package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.server.JsonValues;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import tools.jackson.databind.node.ObjectNode;

/**
 * Serves a {@link ProtectedResourceMetadata} document (RFC 9728): {@code GET} and {@code HEAD}
 * get it as JSON, readable from any origin (it is public, and browser-based clients fetch it
 * across origins); {@code OPTIONS} gets the CORS preflight answer; other methods get {@code 405}.
 * When the metadata names no {@code scopes_supported} and a server is given, the document lists
 * the scopes the endpoint requires and those its tools, resources, templates and prompts declare,
 * as registered when the document is asked for.
 */
public final class ResourceMetadataEndpoint {
    private final byte[] document;
    private final BearerAuthorization authorization;
    private final McpServer server;

    /** Serves the metadata of {@code authorization}, with the scopes {@code server} declares (if not {@code null}). */
    public ResourceMetadataEndpoint(BearerAuthorization authorization, McpServer server) {
        this.authorization = authorization;
        this.document = authorization.metadata().toJson().getBytes(StandardCharsets.UTF_8);
        this.server = authorization.metadata().scopesSupported().isEmpty() ? server : null;
    }

    private byte[] document() {
        if (server == null) {
            return document;
        }
        Set<String> scopes = new TreeSet<>(authorization.requiredScopes());
        server.tools().forEach(t -> {
            scopes.addAll(t.definition().scopes());
            scopes.addAll(authorization.toolScopes(t.definition().tool().name()));
        });
        server.resources().forEach(r -> scopes.addAll(r.definition().scopes()));
        server.resourceTemplates().forEach(t -> scopes.addAll(t.definition().scopes()));
        server.prompts().forEach(p -> scopes.addAll(p.definition().scopes()));
        if (scopes.isEmpty()) {
            return document;
        }
        ObjectNode stored = (ObjectNode) JsonValues.mapper().readTree(document);
        ObjectNode doc = JsonValues.mapper().createObjectNode();
        stored.properties().forEach(field -> {
            doc.set(field.getKey(), field.getValue());
            if (field.getKey().equals("authorization_servers")) {
                scopes.forEach(doc.putArray("scopes_supported")::add);
            }
        });
        return JsonValues.mapper().writeValueAsBytes(doc);
    }

    /** Answers one exchange. */
    public void serve(HttpExchangeAdapter ex) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Access-Control-Allow-Origin", "*");
        switch (ex.method()) {
            case "GET", "HEAD" -> {
                headers.put("Content-Type", MediaTypes.JSON);
                headers.put("Cache-Control", "max-age=300");
                ex.respond(200, headers, ex.method().equals("HEAD") ? new byte[0] : document());
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
