package dev.mcpj.auth.oauth;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.TokenVerifier;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An MCP server over HTTP that requires tokens checked by a given verifier, with a tool that
 * counts its calls ({@code whoami}, scope {@code tools:read}), one that needs {@code tools:write}
 * ({@code write}), a resource that needs {@code ledger:read} ({@code notes://ledger}) and a prompt
 * that needs {@code audit:run} ({@code audit}); and a raw client for it.
 */
final class ProtectedServer implements AutoCloseable {
    static final URI RESOURCE = URI.create("https://mcp.example.test/mcp");
    static final JsonMapper JSON = JsonMapper.builder().build();

    final AtomicInteger handled = new AtomicInteger();
    private final McpServer server;
    private final HttpMcpServer http;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20)).build();

    ProtectedServer(TokenVerifier verifier, URI issuer) throws IOException {
        server = McpServer.builder("protected", "1.0").build();
        server.registerTool(ServerTool.builder("whoami").handler((args, ctx) -> {
            handled.incrementAndGet();
            AccessToken token = ctx.attributes().get(AccessToken.KEY).orElseThrow();
            return CallToolResult.text(ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null) + " " + token.clientId() + " "
                    + token.scopes());
        }).build());
        server.registerTool(ServerTool.builder("write").handler((args, ctx) -> {
            handled.incrementAndGet();
            return CallToolResult.text("written");
        }).build());
        server.registerResource(ServerResource.builder(Resource.builder("notes://ledger", "ledger").build())
                .handler((request, ctx) -> {
                    handled.incrementAndGet();
                    return List.of(ResourceContents.text(request.uri(), "text/plain", "the ledger"));
                })
                .scopes("ledger:read")
                .build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("audit").build())
                .handler((args, ctx) -> {
                    handled.incrementAndGet();
                    return GetPromptResult.of(PromptMessage.user("Audit the ledger"));
                })
                .scopes("audit:run")
                .build());
        BearerAuthorization authorization = BearerAuthorization.builder(verifier,
                        ProtectedResourceMetadata.builder(RESOURCE).authorizationServer(issuer)
                                .scopesSupported("tools:read", "tools:write").build())
                .requiredScopes("tools:read")
                .toolScopes("write", "tools:write")
                .build();
        http = HttpMcpServer.builder(server).port(0)
                .options(HttpTransportOptions.builder().authorization(authorization).build()).start();
    }

    /** A response, its body read. */
    record Reply(int status, String body, HttpResponse<String> response) {
        String challenge() {
            return response.headers().firstValue("WWW-Authenticate").orElse("");
        }

        String text() {
            JsonNode json = JSON.readTree(body);
            return json.at("/result/content/0/text").asString();
        }

        JsonNode json() {
            return JSON.readTree(body);
        }
    }

    /** Calls {@code tool} as a 2026-07-28 client, with {@code token} when not {@code null}. */
    Reply call(String tool, String token) throws IOException, InterruptedException {
        return call(tool, token, "");
    }

    Reply call(String tool, String token, String query) throws IOException, InterruptedException {
        return request("tools/call", tool, "\"name\":\"" + tool + "\",\"arguments\":{}", token, query);
    }

    /** Reads the resource at {@code uri} as a 2026-07-28 client. */
    Reply read(String uri, String token) throws IOException, InterruptedException {
        return request("resources/read", uri, "\"uri\":\"" + uri + "\"", token, "");
    }

    /** Gets the prompt {@code name} as a 2026-07-28 client. */
    Reply prompt(String name, String token) throws IOException, InterruptedException {
        return request("prompts/get", name, "\"name\":\"" + name + "\",\"arguments\":{}", token, "");
    }

    /**
     * Sends a 2026-07-28 request of {@code method} about {@code name} (its {@code Mcp-Name}),
     * whose params are {@code fields} and the {@code _meta} of this client.
     */
    private Reply request(String method, String name, String fields, String token, String query)
            throws IOException, InterruptedException {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":{" + fields
                + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}}";
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.url() + query))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2026-07-28")
                .header("Mcp-Method", method)
                .header("Mcp-Name", name)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body(), r);
    }

    URI url() {
        return http.url();
    }

    @Override
    public void close() {
        http.close();
        server.close();
    }
}
