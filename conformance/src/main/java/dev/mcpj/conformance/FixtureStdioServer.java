package dev.mcpj.conformance;

import dev.mcpj.transport.stdio.StdioTransport;

/**
 * Serves the {@link FixtureServer} over stdio (newline-delimited JSON-RPC) until standard input
 * ends. The official suite tests servers over HTTP only; this main is for other clients, such as
 * the MCP Inspector or a stdio-to-HTTP bridge.
 */
public final class FixtureStdioServer {
    private FixtureStdioServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(FixtureServer.create());
    }
}
