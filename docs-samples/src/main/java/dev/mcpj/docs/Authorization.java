package dev.mcpj.docs;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.auth.oauth.JwtTokenVerifier;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpEndpoint;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.net.URI;
import java.util.List;

/** The samples of the guide's page on authorization. */
public final class Authorization {
    private Authorization() {
    }

    /**
     * Serves a bookshop as an OAuth 2.1 protected resource.
     *
     * @param server the server
     * @return the endpoint
     * @throws Exception if the endpoint cannot start
     */
    public static HttpEndpoint protectedBookshop(McpServer server) throws Exception {
        // region bearer
        URI resource = URI.create("https://mcp.example.com/mcp");          // this server's canonical URI
        URI issuer = URI.create("https://auth.example.com");
        BearerAuthorization authorization = BearerAuthorization.builder(
                        JwtTokenVerifier.builder(issuer, resource).build(),
                        ProtectedResourceMetadata.builder(resource)
                                .authorizationServer(issuer)
                                .build())
                .requiredScopes("books:read")                 // every request
                .build();
        server.registerTool(ServerTool.builder("add_book")
                .parameter(ToolParameter.string("title"))
                .scopes("books:write")                        // tools/call of add_book
                .handler((args, ctx) -> CallToolResult.text("added " + args.string("title")))
                .build());
        server.registerResource(ServerResource.builder("books://ledger", "ledger")
                .scopes("ledger:read")                        // resources/read of books://ledger
                .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", "...")))
                .build());
        HttpMcpServer http = HttpMcpServer.builder(server).port(8080)
                .options(HttpTransportOptions.builder().authorization(authorization).build())
                .start();
        // endregion
        return http;
    }

    /**
     * Reads who called, inside a handler.
     *
     * @param server the server
     */
    public static void whoCalled(McpServer server) {
        // region principal
        server.registerTool(ServerTool.builder("whoami")
                .handler((args, ctx) -> {
                    String subject = ctx.attributes().get(AttributeKey.PRINCIPAL).orElseThrow();
                    AccessToken token = ctx.attributes().get(AccessToken.KEY).orElseThrow();
                    return CallToolResult.text(subject + " with scopes " + token.scopes());
                })
                .build());
        // endregion
    }
}
