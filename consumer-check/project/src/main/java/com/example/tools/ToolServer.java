package com.example.tools;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;

/** A server with one annotated tool and one built with the builder. */
public final class ToolServer {
    private ToolServer() {
    }

    /**
     * The server, with its tools registered.
     *
     * @return a new server
     */
    public static McpServer create() {
        McpServer server = McpServer.builder("consumer", "1.0").build();
        CalculatorTools.register(server, new Calculator());
        server.addTool(Tool.builder("greet")
                        .description("Greet someone")
                        .inputSchema("""
                                {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}""")
                        .build(),
                (args, ctx) -> CallToolResult.text("Hello, " + args.string("name") + "!"));
        return server;
    }
}
