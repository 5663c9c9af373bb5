package dev.mcpj.examples;

import dev.mcpj.server.McpServer;
import dev.mcpj.skills.Skills;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.stdio.StdioTransport;
import java.io.IOException;
import java.net.URI;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Serves every builder-style example tool over stdio or Streamable HTTP: the bookshop, the unit converter, media,
 * basics, and the tools that use the request context; and three extensions: a skill (the {@code skills}
 * folder), an MCP App ({@link WeatherApp}) and one of the project's own ({@link LibraryExtension}).
 */
public final class ExamplesServer {
    private ExamplesServer() {
    }

    /** The example server, ready to connect. */
    public static McpServer create() {
        return create(builder -> { });
    }

    /** The example server, built after {@code configure} set more on its builder (interceptors, say). */
    public static McpServer create(Consumer<McpServer.Builder> configure) {
        McpServer.Builder builder = McpServer.builder("mcpj-examples", "0.1.0")
                .instructions("A bookshop catalog, a unit converter, and a few demonstration tools.")
                .extension(skills().extension())
                .extension(WeatherApp.apps().extension())
                .extension(LibraryExtension.create());
        configure.accept(builder);
        McpServer server = builder.build();
        new Bookshop().register(server);
        new UnitConverter().register(server);
        new MediaTools().register(server);
        new Basics().register(server);
        new ContextTools().register(server);
        return server;
    }

    /** The skills the server serves: those in the {@code skills} folder of the class path. */
    public static Skills skills() {
        return Skills.builder().classPath(ExamplesServer.class.getClassLoader(), "skills").directoryRead(true).build();
    }

    /**
     * Serves over stdio, or with {@code --http PORT} over Streamable HTTP at
     * {@code http://127.0.0.1:PORT/mcp}; {@code --authorization-server URL} then requires access
     * tokens that authorization server issued for that URL; with {@code --trace}, every request is
     * traced and measured by the OpenTelemetry SDK, which prints its spans and (every 10 s) its
     * metrics to standard error.
     */
    public static void main(String[] args) throws InterruptedException {
        serve(args, ExamplesServer::create);
    }

    /**
     * Serves the server {@code create} makes as {@link #main} describes, with the options in
     * {@code args}; shared by the annotated example server.
     */
    public static void serve(String[] args, Function<Consumer<McpServer.Builder>, McpServer> create)
            throws InterruptedException {
        Integer port = null;
        URI issuer = null;
        boolean trace = false;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--http" -> port = Integer.parseInt(value(args, ++i));
                    case "--authorization-server" -> issuer = URI.create(value(args, ++i));
                    case "--trace" -> trace = true;
                    default -> throw new IllegalArgumentException("Unknown option " + args[i]);
                }
            }
            if (issuer != null && port == null) {
                throw new IllegalArgumentException("--authorization-server needs --http");
            }
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("Usage: examples [--http PORT [--authorization-server URL]] [--trace]");
            System.exit(2);
            return;
        }
        ConsoleTelemetry telemetry = trace ? ConsoleTelemetry.start() : null;
        Consumer<McpServer.Builder> configure = telemetry == null ? builder -> { } : telemetry::register;
        try {
            serve(create.apply(configure), port, issuer);
        } finally {
            if (telemetry != null) {
                telemetry.close();
            }
        }
    }

    private static void serve(McpServer server, Integer port, URI issuer) throws InterruptedException {
        if (port == null) {
            StdioTransport.serve(server);
            return;
        }
        HttpMcpServer http;
        try {
            http = HttpExamplesServer.start(server, port, issuer);
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("Cannot serve over HTTP: " + e.getMessage());
            System.exit(1);
            return;
        }
        System.err.println("MCP endpoint: " + http.url() + (issuer == null ? "" : " (tokens of " + issuer + ")"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            http.close();
            server.close();
        }));
        http.awaitClosed();
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }
}
