package dev.mcpj.examples;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;

/** The two smallest tools: {@code add} and {@code echo}. */
public final class Basics {
    static final Tool ADD = Tool.builder("add")
            .description("Add two numbers.")
            .annotations(ToolAnnotations.builder().readOnly(true).build())
            .inputSchema("""
                    {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},
                     "required":["a","b"]}""")
            .build();

    static final Tool ECHO = Tool.builder("echo")
            .description("Return the text unchanged.")
            .inputSchema("""
                    {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""")
            .build();

    public void register(McpServer server) {
        server.registerTool(ServerTool.of(ADD, (args, ctx) -> CallToolResult.text(UnitConverter.format(args.number("a") + args.number("b")))));
        server.registerTool(ServerTool.of(ECHO, (args, ctx) -> CallToolResult.text(args.string("text"))));
    }
}
