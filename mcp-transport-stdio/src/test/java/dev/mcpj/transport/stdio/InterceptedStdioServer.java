package dev.mcpj.transport.stdio;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
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
        server.addTool(Tool.builder("add").build(), (a, ctx) -> CallToolResult.text("3"));
        server.addTool(Tool.builder("forbidden").build(), (a, ctx) -> CallToolResult.text("ran"));
        server.addTool(Tool.builder("admin_secret").build(), (a, ctx) -> CallToolResult.text("secret"));
        server.addTool(Tool.builder("install").build(), (a, ctx) -> {
            server.addTool(Tool.builder("admin_extra").build(), (x, c) -> CallToolResult.text("extra"));
            server.addTool(Tool.builder("public_extra").build(), (x, c) -> CallToolResult.text("extra"));
            return CallToolResult.text("installed");
        });
        String user = System.getenv("MCP_USER");
        Connection connection = server.connect(StdioTransport.forProcess(StdioTransport.DEFAULT_MAX_LINE_BYTES),
                user == null ? Map.of() : Map.of("principal", user));
        connection.awaitClosed();
    }
}
