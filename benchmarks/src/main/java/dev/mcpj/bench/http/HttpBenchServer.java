package dev.mcpj.bench.http;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.jetty.JettyMcpServer;

/**
 * Our server for the HTTP benchmark: {@code add} and {@code echo} (as in the stdio benchmark),
 * and {@code slow} (sleeps {@code ms} milliseconds, answers {@code slept}),
 * served over Streamable HTTP on the engine named by the first argument ({@code jdk} or
 * {@code jetty}), at the port given second, with default settings: what a user gets from the
 * README. Prints {@code READY <url>} on standard output once it listens, and runs until killed.
 */
public final class HttpBenchServer {
    private HttpBenchServer() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args[0];
        int port = Integer.parseInt(args[1]);
        McpServer server = newServer();
        String url = switch (engine) {
            case "jdk" -> HttpMcpServer.builder(server).port(port).start().url().toString();
            case "jetty" -> JettyMcpServer.builder(server).port(port).start().url().toString();
            default -> throw new IllegalArgumentException("engine: jdk or jetty, not " + engine);
        };
        System.out.println("READY " + url);
        System.out.flush();
        Thread.currentThread().join();
    }

    /** The server with the benchmark's tools. */
    public static McpServer newServer() {
        McpServer server = McpServer.builder("bench-mcpj", "0.1.0").build();
        server.registerTool(ServerTool.builder("add").description("Adds two numbers.").inputSchema("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},"
                                + "\"b\":{\"type\":\"number\"}},\"required\":[\"a\",\"b\"]}").handler((a, ctx) -> CallToolResult.text(number(a.number("a") + a.number("b")))).build());
        server.registerTool(ServerTool.builder("echo").description("Returns the given text.").inputSchema("{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}},"
                                + "\"required\":[\"text\"]}").handler((a, ctx) -> CallToolResult.text(a.string("text"))).build());
        server.registerTool(ServerTool.builder("slow").description("Sleeps for the given milliseconds.").inputSchema("{\"type\":\"object\",\"properties\":{\"ms\":{\"type\":\"integer\"}},"
                                + "\"required\":[\"ms\"]}").handler((a, ctx) -> {
                    Thread.sleep(a.integer("ms"));
                    return CallToolResult.text("slept");
                }).build());
        return server;
    }

    /** A whole number without a decimal point, as JavaScript prints it. */
    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
