package dev.mcpj.transport.http.internal;

import com.sun.net.httpserver.HttpServer;
import dev.mcpj.core.ErrorCode;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serves an {@link HttpCore} on the JDK's built-in HTTP server, at exactly one path.
 *
 * <p>That server takes its connection settings from system properties, read once per JVM when
 * the first server starts. Unless the application set them, this engine sets them first to the
 * safest values the server allows:
 * <ul>
 *   <li>{@code sun.net.httpserver.nodelay=true}: the server writes a response's headers and body
 *       separately, and without {@code TCP_NODELAY} the second write waits for the client's
 *       delayed acknowledgement, about 40 ms, on every request of a kept-alive connection;</li>
 *   <li>{@code sun.net.httpserver.maxReqTime}: a connection that has not sent a whole request
 *       (headers and body) within this many seconds is closed, so quiet clients cannot hold the
 *       server's threads forever;</li>
 *   <li>{@code sun.net.httpserver.maxConnections} (honoured from JDK 18 on): further connections
 *       are closed at once;</li>
 *   <li>{@code sun.net.httpserver.maxIdleConnections}, as many: by default the server closes a
 *       kept-alive connection as it goes idle between requests once 200 others are idle, so with
 *       more clients than that a client's next request finds its connection closed, and a POST
 *       cannot safely be sent again. Idle connections still close after the server's idle
 *       interval.</li>
 * </ul>
 */
public final class JdkEngine {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    static final String NODELAY = "sun.net.httpserver.nodelay";
    static final String MAX_REQUEST_SECONDS = "sun.net.httpserver.maxReqTime";
    static final String MAX_CONNECTIONS = "sun.net.httpserver.maxConnections";
    static final String MAX_IDLE_CONNECTIONS = "sun.net.httpserver.maxIdleConnections";

    private final HttpServer server;

    private JdkEngine(HttpServer server) {
        this.server = server;
    }

    /**
     * Binds and starts serving; the executor reads requests and runs the exchanges. An exchange
     * holds its thread until it is answered (see {@link JdkExchange}), and responses are written
     * on the same executor, so it should not be bounded below the requests in flight plus the
     * responses being written.
     */
    public static JdkEngine start(HttpCore core, String host, int port, String path, Executor executor,
                                  Duration requestTimeout, int maxConnections) throws IOException {
        if (core.probePaths().contains(path)) {
            throw new IllegalStateException("A probe path must differ from the endpoint path " + path);
        }
        configure(requestTimeout, maxConnections);
        // The queue of connections not yet accepted: the JDK's default (50) overflows when many
        // clients connect at once, and each refused one waits a second or more to try again.
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), maxConnections);
        server.createContext(path, exchange -> {
            JdkExchange ex = new JdkExchange(exchange);
            if (!exchange.getRequestURI().getPath().equals(path)) {
                notFound(ex, path);
                return;
            }
            core.handle(ex);
            ex.awaitEnd(); // throws if the client went away: the server then forgets the connection
        });
        for (String probe : core.probePaths()) {
            server.createContext(probe, exchange -> {
                JdkExchange ex = new JdkExchange(exchange);
                if (!core.probe(ex, exchange.getRequestURI().getPath())) {
                    notFound(ex, path);
                }
            });
        }
        if (!path.equals("/")) {
            // Every other path, so that the server's own HTML page never answers.
            server.createContext("/", exchange -> notFound(new JdkExchange(exchange), path));
        }
        BearerAuthorization authorization = core.options().authorization();
        if (authorization != null) {
            serveMetadata(server, new ResourceMetadataEndpoint(authorization, core.server()), authorization.metadata(), path);
        }
        server.setExecutor(executor);
        server.start();
        return new JdkEngine(server);
    }

    /**
     * Publishes the protected resource metadata at the root well-known path, at the one suffixed
     * with the endpoint's path, and at the one the resource URI gives (RFC 9728 section 3.1).
     */
    private static void serveMetadata(HttpServer server, ResourceMetadataEndpoint endpoint,
                                      ProtectedResourceMetadata metadata, String path) {
        Set<String> paths = new HashSet<>(List.of(ProtectedResourceMetadata.WELL_KNOWN_PATH,
                ProtectedResourceMetadata.WELL_KNOWN_PATH + path, metadata.wellKnownPath()));
        server.createContext(ProtectedResourceMetadata.WELL_KNOWN_PATH, exchange -> {
            JdkExchange ex = new JdkExchange(exchange);
            if (paths.contains(exchange.getRequestURI().getPath())) {
                endpoint.serve(ex);
            } else {
                notFound(ex, path);
            }
        });
    }

    private static void notFound(JdkExchange ex, String path) {
        Replies.error(ex, 404, ErrorCode.INVALID_REQUEST, "Not Found: the MCP endpoint is " + path, null);
    }

    /** Sets the server's system properties that the application left unset. */
    private static synchronized void configure(Duration requestTimeout, int maxConnections) {
        setIfAbsent(NODELAY, "true");
        setIfAbsent(MAX_REQUEST_SECONDS, Long.toString(Math.max(1, requestTimeout.toSeconds())));
        setIfAbsent(MAX_CONNECTIONS, Integer.toString(maxConnections));
        setIfAbsent(MAX_IDLE_CONNECTIONS, Integer.toString(maxConnections));
    }

    private static void setIfAbsent(String property, String value) {
        String set = System.getProperty(property);
        if (set == null) {
            System.setProperty(property, value);
        } else if (!set.equals(value)) {
            LOG.debug("The JDK HTTP server uses {}={} as set for this JVM", property, set);
        }
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
