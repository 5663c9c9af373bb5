package dev.mcpj.transport.http.internal;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.Executor;

/** Serves an {@link HttpCore} on the JDK's built-in HTTP server, at exactly one path. */
public final class JdkEngine {
    private final HttpServer server;

    private JdkEngine(HttpServer server) {
        this.server = server;
    }

    /** Binds and starts serving; the executor runs the exchanges. */
    public static JdkEngine start(HttpCore core, String host, int port, String path, Executor executor)
            throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 0);
        server.createContext(path, exchange -> {
            JdkExchange ex = new JdkExchange(exchange);
            if (!exchange.getRequestURI().getPath().equals(path)) {
                ex.respond(404, Map.of(), new byte[0]);
                return;
            }
            core.handle(ex);
        });
        server.setExecutor(executor);
        server.start();
        return new JdkEngine(server);
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Stops listening and closes the connections at once. */
    public void stop() {
        server.stop(0);
    }
}
