package dev.mcpj.examples;

import dev.mcpj.auth.oauth.JwtTokenVerifier;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.io.IOException;
import java.net.URI;

/**
 * Serves the example server over Streamable HTTP at {@code http://127.0.0.1:PORT/mcp}, optionally
 * as an OAuth-protected resource: with an authorization server, every request needs a JWT access
 * token that server issued for this endpoint (its audience is the endpoint's URL) with the scope
 * {@code books:read}; the bookshop's items declare what they need besides ({@code add_book}
 * {@code books:write}; in the annotated example also the catalog {@code catalog:read} and
 * {@code recommend_books} {@code books:recommend}), and the metadata lists them all.
 */
final class HttpExamplesServer {
    static final String READ_SCOPE = "books:read";

    private HttpExamplesServer() {
    }

    /** Starts serving; {@code authorizationServer} is the issuer, or {@code null} for no authorization. */
    static HttpMcpServer start(McpServer server, int port, URI authorizationServer) throws IOException {
        HttpTransportOptions.Builder options = HttpTransportOptions.builder();
        if (authorizationServer != null) {
            if (port == 0) {
                throw new IllegalArgumentException("With --authorization-server, give a port: tokens name the "
                        + "endpoint's URL as their audience");
            }
            URI resource = URI.create("http://127.0.0.1:" + port + "/mcp");
            options.authorization(BearerAuthorization.builder(
                            JwtTokenVerifier.builder(authorizationServer, resource).build(),
                            ProtectedResourceMetadata.builder(resource)
                                    .authorizationServer(authorizationServer)
                                    .field("resource_name", "mcpj examples")
                                    .build())
                    .requiredScopes(READ_SCOPE)
                    .build());
        }
        return HttpMcpServer.builder(server).port(port).options(options.build()).start();
    }
}
