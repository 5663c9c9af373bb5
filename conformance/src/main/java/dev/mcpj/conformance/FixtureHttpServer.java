package dev.mcpj.conformance;

import dev.mcpj.transport.http.HttpMcpServer;
import java.io.IOException;

/**
 * Serves the {@link FixtureServer} over Streamable HTTP on {@code 127.0.0.1}, at
 * {@code http://127.0.0.1:<port>/mcp}, until the process is stopped.
 *
 * <pre>
 * java dev.mcpj.conformance.FixtureHttpServer [port]    # default 3000; 0 picks a free port
 * </pre>
 *
 * The URL is printed on standard output once the server listens.
 */
public final class FixtureHttpServer {
    private FixtureHttpServer() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        int port = 3000;
        if (args.length > 0) {
            try {
                port = Integer.parseInt(args[0]);
            } catch (NumberFormatException e) {
                System.err.println("Usage: FixtureHttpServer [port]   (not a port: " + args[0] + ")");
                System.exit(2);
            }
        }
        HttpMcpServer http = HttpMcpServer.builder(FixtureServer.create()).host("127.0.0.1").port(port).start();
        Runtime.getRuntime().addShutdownHook(new Thread(http::close, "fixture-http-shutdown"));
        System.out.println(http.url());
        http.awaitClosed();
    }
}
