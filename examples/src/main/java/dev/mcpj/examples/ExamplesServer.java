package dev.mcpj.examples;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.stdio.StdioTransport;

/**
 * Serves every builder-style example tool over stdio: the bookshop, the unit converter, media,
 * basics, and the tools that use the request context.
 */
public final class ExamplesServer {
    private ExamplesServer() {
    }

    /** The example server, ready to connect. */
    public static McpServer create() {
        McpServer server = McpServer.builder("mcpj-examples", "0.1.0")
                .instructions("A bookshop catalog, a unit converter, and a few demonstration tools.")
                .build();
        new Bookshop().register(server);
        new UnitConverter().register(server);
        new MediaTools().register(server);
        new Basics().register(server);
        new ContextTools().register(server);
        return server;
    }

    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(create());
    }
}
