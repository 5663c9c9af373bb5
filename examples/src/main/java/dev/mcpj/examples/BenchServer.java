package dev.mcpj.examples;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.stdio.StdioTransport;

/**
 * The benchmark server: only {@link Basics}' {@code add} and {@code echo}, over stdio, with the
 * semantics every server in the benchmark shares: the sum printed as Java and JavaScript print
 * numbers (no decimal point for a whole number, where {@code Basics} rounds to six places), and
 * the text back unchanged.
 */
public final class BenchServer {
    private BenchServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        McpServer server = McpServer.builder("mcpj-bench", "0.1.0").build();
        server.registerTool(ServerTool.of(Basics.ADD,
                (arguments, ctx) -> CallToolResult.text(plain(arguments.number("a") + arguments.number("b")))));
        server.registerTool(ServerTool.of(Basics.ECHO, (arguments, ctx) -> CallToolResult.text(arguments.string("text"))));
        StdioTransport.serve(server);
    }

    /** {@code 3} rather than {@code 3.0}; other values as {@link Double#toString(double)} writes them. */
    static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
