package com.example.tools;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;

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
        server.registerTool(ServerTool.builder("greet")
                        .description("Greet someone").inputSchema("""
                                {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}""").handler((args, ctx) -> CallToolResult.text("Hello, " + args.string("name") + "!")).build());
        return server;
    }
}
