package dev.mcpj.bench.stdio;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.stdio.StdioTransport;

/**
 * Our server for the stdio benchmark: {@code add} and {@code echo} over stdio, with the semantics
 * every server in the benchmark shares: the sum printed as Java and JavaScript print numbers (no
 * decimal point for a whole number), and the text back unchanged. The tools are declared as the
 * examples' {@code Basics} declares them, so {@code tools/list} answers the same bytes as before
 * the server moved here.
 */
public final class StdioBenchServer {
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

    private StdioBenchServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        McpServer server = McpServer.builder("mcpj-bench", "0.1.0").build();
        server.registerTool(ServerTool.of(ADD,
                (arguments, ctx) -> CallToolResult.text(plain(arguments.number("a") + arguments.number("b")))));
        server.registerTool(ServerTool.of(ECHO, (arguments, ctx) -> CallToolResult.text(arguments.string("text"))));
        StdioTransport.serve(server);
    }

    /** {@code 3} rather than {@code 3.0}; other values as {@link Double#toString(double)} writes them. */
    static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
