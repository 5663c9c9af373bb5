package dev.mcpj.transport.stdio;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;

/**
 * The server the frame fuzzer talks to, in the test's JVM or as a process of its own (this
 * class's {@code main}, on stdio): tools that add, echo and fail, so that mutated calls reach
 * argument validation, handlers and error results.
 */
final class FuzzServer {
    private FuzzServer() {
    }

    static McpServer create() {
        McpServer server = McpServer.builder("fuzz", "1.0.0").build();
        server.registerTool(ServerTool.builder("add").description("Adds two numbers.").inputSchema("""
                        {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""").handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b")))).build());
        server.registerTool(ServerTool.builder("echo").description("Returns the text.").inputSchema("""
                        {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""").handler((args, ctx) -> CallToolResult.text(args.string("text"))).build());
        server.registerTool(ServerTool.builder("fail").description("Always fails.").handler((args, ctx) -> {
            throw new ToolException("failed on purpose");
        }).build());
        return server;
    }

    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(create());
    }
}
