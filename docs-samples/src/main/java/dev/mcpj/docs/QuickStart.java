package dev.mcpj.docs;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.transport.stdio.StdioTransport;

/** The README's quick start: a calculator with one tool, served over stdio. */
public final class QuickStart {
    private QuickStart() {
    }

    /**
     * The calculator server.
     *
     * @return a server with the tool {@code add}
     */
    public static McpServer server() {
        // region quick-start
        McpServer server = McpServer.builder("calculator", "1.0.0").build();

        server.registerTool(ServerTool.builder("add")
                .description("Add two numbers")
                .parameter(ToolParameter.number("a").description("The first addend"))
                .parameter(ToolParameter.number("b").description("The second addend"))
                .handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))))
                .build());
        // endregion
        return server;
    }

    /**
     * Serves the calculator over stdio until the client closes standard input.
     *
     * @param args ignored
     * @throws InterruptedException if interrupted while serving
     */
    public static void main(String[] args) throws InterruptedException {
        McpServer server = server();
        // region serve-stdio
        StdioTransport.serve(server);   // returns when the client closes stdin
        // endregion
    }
}
