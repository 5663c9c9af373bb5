package dev.mcpj.transport.stdio;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.RateLimit;
import dev.mcpj.server.intercept.Visibility;
import java.time.Duration;
import java.util.Map;

/**
 * A stdio server process with interceptors and a visibility, whose user comes from the
 * environment ({@code MCP_USER}), as a desktop client's launcher would set it: only {@code root}
 * sees the tools named {@code admin_}; {@code add} may be called twice an hour; {@code forbidden}
 * is answered by an interceptor; every outcome is written to standard error; {@code install}
 * registers one hidden and one public tool.
 */
final class InterceptedStdioServer {
    private InterceptedStdioServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        McpServer server = McpServer.builder("intercepted-stdio", "1.0.0")
                .intercept(invocation -> Decision.observe(outcome -> System.err.println(
                        "outcome " + invocation.method() + " " + invocation.target() + " " + invocation.principal()
                                + " " + outcome.status())))
                .intercept(RateLimit.builder(2, Duration.ofHours(1)).methods("tools/call")
                        .key(invocation -> String.valueOf(invocation.target())).build())
                .intercept(invocation -> "forbidden".equals(invocation.target())
                        ? Decision.answer(CallToolResult.error("not for you")) : Decision.proceed())
                .visibility(Visibility.tools((request, tool) ->
                        !tool.tool().name().startsWith("admin_") || "root".equals(request.principal())))
                .build();
        server.registerTool(ServerTool.builder("add").handler((a, ctx) -> CallToolResult.text("3")).build());
        server.registerTool(ServerTool.builder("forbidden").handler((a, ctx) -> CallToolResult.text("ran")).build());
        server.registerTool(ServerTool.builder("admin_secret").handler((a, ctx) -> CallToolResult.text("secret")).build());
        server.registerTool(ServerTool.builder("install").handler((a, ctx) -> {
            server.registerTool(ServerTool.builder("admin_extra").handler((x, c) -> CallToolResult.text("extra")).build());
            server.registerTool(ServerTool.builder("public_extra").handler((x, c) -> CallToolResult.text("extra")).build());
            return CallToolResult.text("installed");
        }).build());
        String user = System.getenv("MCP_USER");
        StdioTransport.serve(server, user == null ? Attributes.empty() : Attributes.of(AttributeKey.PRINCIPAL, user));
    }
}
