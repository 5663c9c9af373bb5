package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.internal.ResourceMetadataEndpoint;
import dev.mcpj.transport.http.internal.ServletExchange;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Objects;

/**
 * Publishes {@link ProtectedResourceMetadata} in a servlet container, next to an
 * {@link McpHttpServlet} configured with {@link BearerAuthorization}. RFC 9728 puts the document
 * at the root of the host, outside the MCP servlet's mapping, so it is mapped on its own, in the
 * root context, at {@link ProtectedResourceMetadata#wellKnownPath()} (and, for clients that look
 * there first, at {@value ProtectedResourceMetadata#WELL_KNOWN_PATH}):
 *
 * {@snippet :
 * // Jetty 12, ee10; the MCP endpoint at https://mcp.example.com/mcp
 * context.addServlet(new ServletHolder(new McpHttpServlet(server, options)), "/mcp");
 * ServletHolder metadata = new ServletHolder(new ProtectedResourceMetadataServlet(options.authorization(), server));
 * context.addServlet(metadata, "/.well-known/oauth-protected-resource/mcp");
 * context.addServlet(metadata, "/.well-known/oauth-protected-resource");
 * }
 *
 * <p>When the application lives under a context path, or the host's root belongs to something
 * else, publish the document where the root is served (a proxy can serve this servlet's answer
 * there) and point challenges at it with {@link BearerAuthorization.Builder#metadataUri}.
 */
public final class ProtectedResourceMetadataServlet extends HttpServlet {
    private final transient ResourceMetadataEndpoint endpoint;

    /**
     * Serves the metadata of {@code authorization}, as the user wrote it.
     *
     * @param authorization the authorization whose metadata is served
     */
    public ProtectedResourceMetadataServlet(BearerAuthorization authorization) {
        this.endpoint = new ResourceMetadataEndpoint(Objects.requireNonNull(authorization, "authorization"), null);
    }

    /**
     * Serves the metadata of {@code authorization} for {@code server}: when the metadata names no
     * {@link ProtectedResourceMetadata.Builder#scopesSupported scopes_supported}, the document lists
     * the {@linkplain BearerAuthorization#requiredScopes() required} scopes and those the server's
     * tools, resources, resource templates and prompts declare (their {@code scopes()}).
     *
     * @param authorization the authorization whose metadata is served
     * @param server        the server whose declared scopes are listed
     */
    public ProtectedResourceMetadataServlet(BearerAuthorization authorization, McpServer server) {
        this.endpoint = new ResourceMetadataEndpoint(Objects.requireNonNull(authorization, "authorization"),
                Objects.requireNonNull(server, "server"));
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) {
        ServletExchange exchange = new ServletExchange(request, response);
        endpoint.serve(exchange);
        try {
            exchange.awaitEnd();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
