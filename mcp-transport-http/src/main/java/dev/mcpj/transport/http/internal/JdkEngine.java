package dev.mcpj.transport.http.internal;

import com.sun.net.httpserver.HttpServer;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
        BearerAuthorization authorization = core.options().authorization();
        if (authorization != null) {
            serveMetadata(server, authorization.metadata(), path);
        }
        server.setExecutor(executor);
        server.start();
        return new JdkEngine(server);
    }

    /**
     * Publishes the protected resource metadata at the root well-known path, at the one suffixed
     * with the endpoint's path, and at the one the resource URI gives (RFC 9728 section 3.1).
     */
    private static void serveMetadata(HttpServer server, ProtectedResourceMetadata metadata, String path) {
        Set<String> paths = new HashSet<>(List.of(ProtectedResourceMetadata.WELL_KNOWN_PATH,
                ProtectedResourceMetadata.WELL_KNOWN_PATH + path, metadata.wellKnownPath()));
        ResourceMetadataEndpoint endpoint = new ResourceMetadataEndpoint(metadata);
        server.createContext(ProtectedResourceMetadata.WELL_KNOWN_PATH, exchange -> {
            JdkExchange ex = new JdkExchange(exchange);
            if (paths.contains(exchange.getRequestURI().getPath())) {
                endpoint.serve(ex);
            } else {
                ex.respond(404, Map.of(), new byte[0]);
            }
        });
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
