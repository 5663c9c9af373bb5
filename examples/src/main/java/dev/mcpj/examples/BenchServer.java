package dev.mcpj.examples;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.stdio.StdioTransport;

/** The benchmark server: only {@code add} and {@code echo}, over stdio. */
public final class BenchServer {
    private BenchServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        McpServer server = McpServer.builder("mcpj-bench", "0.1.0").build();
        new Basics().register(server);
        StdioTransport.serve(server);
    }
}
