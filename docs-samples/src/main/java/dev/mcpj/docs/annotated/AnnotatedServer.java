package dev.mcpj.docs.annotated;

import dev.mcpj.server.McpServer;

/** The annotated calculator, registered through the class the processor generates. */
public final class AnnotatedServer {
    private AnnotatedServer() {
    }

    /**
     * The annotated calculator's server.
     *
     * @return a server with the tools {@code add} and {@code multiples}
     */
    public static McpServer server() {
        McpServer server = McpServer.builder("calculator", "1.0.0").build();
        // region register-annotated
        CalculatorTools.register(server, new Calculator());   // generated from Calculator at compile time
        // endregion
        return server;
    }
}
