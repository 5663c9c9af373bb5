package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.internal.thread.ThreadSupport;
import dev.mcpj.transport.http.internal.HttpCore;
import dev.mcpj.transport.http.internal.JdkEngine;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link McpServer} served over Streamable HTTP by the JDK's built-in HTTP server: no
 * dependency beyond the JDK. One endpoint takes {@code POST} (messages of both protocol eras),
 * and, for sessions of 2025-11-25 and earlier clients, {@code GET} (the standalone event stream,
 * and resumption) and {@code DELETE} (ending a session).
 *
 * <p>By default it listens on {@code 127.0.0.1} and accepts only loopback {@code Host} and
 * {@code Origin} values, which protects a local server from DNS rebinding. Serving other hosts
 * takes an explicit {@link #builder builder}{@code .host(...)} and
 * {@link HttpTransportOptions.Builder#allowedHosts allowed hosts}.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("calculator", "1.0.0").build();
 * // register tools ...
 * HttpMcpServer http = HttpMcpServer.builder(server)
 *         .port(8080)
 *         .options(HttpTransportOptions.builder()
 *                 .authenticator(headers -> headers.firstValue("Authorization").isPresent()
 *                         ? Authentication.allow() : Authentication.reject("Bearer"))
 *                 .build())
 *         .start();
 * System.err.println("MCP endpoint: " + http.url());   // http://127.0.0.1:8080/mcp
 * Runtime.getRuntime().addShutdownHook(new Thread(http::close));
 * http.awaitClosed();
 * }
 *
 * <p>The same {@code McpServer} may serve stdio and other HTTP endpoints at the same time.
 */
public final class HttpMcpServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private final HttpCore core;
    private final JdkEngine engine;
    private final ExecutorService ownedExecutor;
    private final URI url;
    private final Object closeLock = new Object();
    private boolean closed;

    private HttpMcpServer(HttpCore core, JdkEngine engine, ExecutorService ownedExecutor, URI url) {
        this.core = core;
        this.engine = engine;
        this.ownedExecutor = ownedExecutor;
        this.url = url;
    }

    /** Starts describing an endpoint for {@code server}. */
    public static Builder builder(McpServer server) {
        return new Builder(server);
    }

    /** The port it listens on (the one chosen when configured with port 0). */
    public int port() {
        return engine.port();
    }

    /** The endpoint's URL, e.g. {@code http://127.0.0.1:8080/mcp}. */
    public URI url() {
        return url;
    }

    /** The number of sessions (of clients that began with {@code initialize}) open now. */
    public int sessionCount() {
        return core.sessionCount();
    }

    /** Waits until {@link #close()} has been called. */
    public void awaitClosed() throws InterruptedException {
        synchronized (closeLock) {
            while (!closed) {
                closeLock.wait();
            }
        }
    }

    /**
     * Stops taking requests (new ones get {@code 503}), lets calls in flight finish within the
     * server's {@linkplain dev.mcpj.server.ServerLimits#shutdownGrace() shutdown grace} and answers
     * the rest with an error saying the server is shutting down, ends every session, then stops
     * listening. The {@link McpServer} itself stays open for its other connections.
     */
    @Override
    public void close() {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
            closeLock.notifyAll();
        }
        core.close();
        engine.stop();
        if (ownedExecutor != null) {
            ownedExecutor.shutdownNow();
        }
    }

    /** Configures and starts an {@link HttpMcpServer}. */
    public static final class Builder {
        private final McpServer server;
        private String host = "127.0.0.1";
        private int port;
        private String path = "/mcp";
        private HttpTransportOptions options = HttpTransportOptions.defaults();
        private Executor executor;
        private Duration requestTimeout = Duration.ofSeconds(30);
        private int maxConnections = 2048;

        private Builder(McpServer server) {
            this.server = Objects.requireNonNull(server, "server");
        }

        /** The address to bind; {@code 127.0.0.1} by default. */
        public Builder host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /** The port; 0 (the default) picks a free one, see {@link HttpMcpServer#port()}. */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("Not a port: " + port);
            }
            this.port = port;
            return this;
        }

        /** The endpoint path; {@code /mcp} by default. Other paths get 404. */
        public Builder path(String path) {
            Objects.requireNonNull(path, "path");
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("The path must start with '/': " + path);
            }
            this.path = path;
            return this;
        }

        /** Security, session and stream settings; {@link HttpTransportOptions#defaults()} otherwise. */
        public Builder options(HttpTransportOptions options) {
            this.options = Objects.requireNonNull(options, "options");
            return this;
        }

        /**
         * How long a client may take to send a whole request, headers and body; its connection is
         * closed after that. 30 seconds by default; whole seconds. The JDK server reads this once
         * per JVM (system property {@code sun.net.httpserver.maxReqTime}, which an application may
         * also set itself): the first endpoint started sets it for all.
         */
        public Builder requestTimeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.toSeconds() < 1) {
                throw new IllegalArgumentException("requestTimeout must be at least one second");
            }
            this.requestTimeout = timeout;
            return this;
        }

        /**
         * The most connections served at once; 2048 by default. On JDK 18 and later further
         * connections are closed at once (per JVM, as for {@link #requestTimeout}); on every JDK
         * twice this bounds the platform threads the default executor starts before JDK 21.
         */
        public Builder maxConnections(int max) {
            if (max <= 0) {
                throw new IllegalArgumentException("maxConnections must be positive, not " + max);
            }
            this.maxConnections = max;
            return this;
        }

        /**
         * Where HTTP exchanges are served and responses written. By default: a virtual thread per
         * task on JDK 21 and later, before that a pool of daemon threads that grows up to twice
         * {@link #maxConnections}. Each request in flight holds a thread until it is answered
         * (its streamed response included: only a failing handler makes JDK 17's server forget
         * the connection of a client that went away), and writing responses takes others, so a
         * bound below the requests in flight plus the responses being written stalls the endpoint.
         * An executor given here is not shut down by {@link HttpMcpServer#close()}.
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /** Binds and starts serving. */
        public HttpMcpServer start() throws IOException {
            ExecutorService owned = executor == null ? ThreadSupport.newExecutor("mcp-http",
                    maxConnections > Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : 2 * maxConnections) : null;
            Executor exec = owned != null ? owned : executor;
            HttpCore core = new HttpCore(server, options, exec);
            JdkEngine engine;
            try {
                engine = JdkEngine.start(core, host, port, path, exec, requestTimeout, maxConnections);
            } catch (IOException | RuntimeException e) {
                core.close();
                if (owned != null) {
                    owned.shutdownNow();
                }
                throw e;
            }
            InetAddress address = InetAddress.getByName(host);
            if (!address.isLoopbackAddress() && options.allowedHosts().isEmpty()) {
                LOG.warn("Listening on {} but accepting only loopback Host headers; configure allowedHosts "
                        + "in HttpTransportOptions to serve other hosts", host);
            }
            String hostPart = address.isAnyLocalAddress() ? "localhost"
                    : host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host;
            URI url = URI.create("http://" + hostPart + ":" + engine.port() + path);
            return new HttpMcpServer(core, engine, owned, url);
        }
    }
}
