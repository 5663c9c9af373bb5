package dev.mcpj.examples.annotated;

import dev.mcpj.examples.ExamplesServer;
import dev.mcpj.server.McpServer;
import java.util.function.Consumer;

/**
 * Serves the annotated examples over stdio: the bookshop (tools, resources and a prompt), the unit
 * converter, {@code add} and {@code echo}. Each class registers in one line through the class the
 * processor generated for it.
 */
public final class AnnotatedExamplesServer {
    private AnnotatedExamplesServer() {
    }

    /** The server, with every annotated example registered. */
    public static McpServer create() {
        return create(builder -> { });
    }

    /** The server, built after {@code configure} set more on its builder (interceptors, say). */
    public static McpServer create(Consumer<McpServer.Builder> configure) {
        McpServer.Builder builder = McpServer.builder("mcpj-annotated-examples", "0.1.0")
                .instructions("A bookshop catalog (search it, add to it, read its books as resources, or ask "
                        + "for recommendations), a unit converter, and two demonstration tools.");
        configure.accept(builder);
        McpServer server = builder.build();
        BookshopTools.register(server, new Bookshop());
        UnitConverterTools.register(server, new UnitConverter());
        BasicsTools.register(server);
        return server;
    }

    /**
     * Serves over stdio, or with {@code --http PORT} over Streamable HTTP, and with
     * {@code --authorization-server URL} as an OAuth-protected resource, as the builder example
     * server does; the annotated bookshop's items declare the scopes they need besides
     * {@code books:read}; {@code --trace} traces it as the builder example server does.
     */
    public static void main(String[] args) throws InterruptedException {
        ExamplesServer.serve(args, AnnotatedExamplesServer::create);
    }
}
