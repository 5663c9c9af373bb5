package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running Streamable HTTP endpoint serving an {@link McpServer}, whichever engine serves it:
 * {@link HttpMcpServer} (the JDK's built-in server) or an embedded server such as the Jetty
 * engine. Code that starts an endpoint and later stops it can hold this type and leave the choice
 * of engine to configuration.
 *
 * {@snippet :
 * HttpEndpoint http = HttpMcpServer.builder(server).port(8080).start();
 * System.err.println("MCP endpoint: " + http.url());
 * Runtime.getRuntime().addShutdownHook(new Thread(http::close));
 * http.awaitClosed();
 * }
 */
public abstract class HttpEndpoint implements AutoCloseable {
    private final URI url;
    private final int port;
    private final AtomicBoolean closing = new AtomicBoolean();
    private final CountDownLatch closed = new CountDownLatch(1);

    /**
     * For the engines: an endpoint listening on {@code port} at {@code url}.
     *
     * @param url  the endpoint's URL
     * @param port the port it listens on
     */
    protected HttpEndpoint(URI url, int port) {
        this.url = Objects.requireNonNull(url, "url");
        this.port = port;
    }

    /** {@return the port it listens on (the one chosen when configured with port 0)} */
    public final int port() {
        return port;
    }

    /** {@return the endpoint's URL, e.g. {@code http://127.0.0.1:8080/mcp}} */
    public final URI url() {
        return url;
    }

    /** {@return the number of sessions (of clients that began with {@code initialize}) open now} */
    public abstract int sessionCount();

    /**
     * Waits until {@link #close()} has been called and has finished.
     *
     * @throws InterruptedException if this thread is interrupted while waiting
     */
    public final void awaitClosed() throws InterruptedException {
        closed.await();
    }

    /**
     * Stops taking requests (new ones get {@code 503}), lets calls in flight finish within the
     * server's {@linkplain dev.mcpj.server.ServerLimits#shutdownGrace() shutdown grace} and answers
     * the rest with an error saying the server is shutting down, ends every session, then stops
     * listening. From its start the {@linkplain HttpTransportOptions#readinessPath() readiness
     * probe}, if configured, answers {@code 503}. The {@link McpServer} itself stays open for its
     * other connections. Calling it again does nothing.
     */
    @Override
    public final void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        try {
            stop();
        } finally {
            closed.countDown();
        }
    }

    /** For the engines: answers what is in flight, ends the sessions and stops listening; called once. */
    protected abstract void stop();

    /**
     * What every engine's builder configures: where the endpoint listens, its path, the
     * transport's {@link HttpTransportOptions}, and how many connections it serves at once. An
     * engine's builder adds the settings only that engine has.
     *
     * @param <B> the engine's builder, returned by each setter so that calls chain
     */
    public abstract static class Builder<B extends Builder<B>> {
        private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
        private final McpServer server;
        private String host = "127.0.0.1";
        private int port;
        private String path = "/mcp";
        private HttpTransportOptions options = HttpTransportOptions.defaults();
        private int maxConnections = 2048;

        /**
         * For the engines' builders.
         *
         * @param server the server the endpoint serves
         */
        protected Builder(McpServer server) {
            this.server = Objects.requireNonNull(server, "server");
        }

        /**
         * The address to bind; {@code 127.0.0.1} by default.
         *
         * @param host a host name or address
         * @return this builder
         */
        public final B host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return self();
        }

        /**
         * The port; 0 (the default) picks a free one, see {@link HttpEndpoint#port()}.
         *
         * @param port 0 to 65535
         * @return this builder
         * @throws IllegalArgumentException if it is not a port
         */
        public final B port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("Not a port: " + port);
            }
            this.port = port;
            return self();
        }

        /**
         * The endpoint path; {@code /mcp} by default. Other paths get a JSON {@code 404}.
         *
         * @param path the path, starting with {@code /}
         * @return this builder
         * @throws IllegalArgumentException if it does not start with {@code /}
         */
        public final B path(String path) {
            Objects.requireNonNull(path, "path");
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("The path must start with '/': " + path);
            }
            this.path = path;
            return self();
        }

        /**
         * Security, session and stream settings; {@link HttpTransportOptions#defaults()} otherwise.
         *
         * @param options the options
         * @return this builder
         */
        public final B options(HttpTransportOptions options) {
            this.options = Objects.requireNonNull(options, "options");
            return self();
        }

        /**
         * The most connections served at once; 2048 by default. What happens beyond it depends
         * on the engine (see its class documentation).
         *
         * @param max the limit, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public final B maxConnections(int max) {
            if (max <= 0) {
                throw new IllegalArgumentException("maxConnections must be positive, not " + max);
            }
            this.maxConnections = max;
            return self();
        }

        /**
         * Binds and starts serving.
         *
         * @return the endpoint, serving
         * @throws Exception if the engine cannot bind or start
         */
        public abstract HttpEndpoint start() throws Exception;

        /** This builder, as the engine's type. */
        @SuppressWarnings("unchecked")
        private B self() {
            return (B) this;
        }

        /** {@return the server to serve}, for the engines */
        protected final McpServer server() {
            return server;
        }

        /** {@return the address to bind}, for the engines */
        protected final String hostToBind() {
            return host;
        }

        /** {@return the port to bind, 0 for any}, for the engines */
        protected final int portToBind() {
            return port;
        }

        /** {@return the endpoint path}, for the engines */
        protected final String endpointPath() {
            return path;
        }

        /** {@return the transport options}, for the engines */
        protected final HttpTransportOptions transportOptions() {
            return options;
        }

        /** {@return the connection limit}, for the engines */
        protected final int connectionLimit() {
            return maxConnections;
        }

        /**
         * For the engines, once bound: the endpoint's URL at {@code boundPort}. Warns when it
         * listens beyond loopback while accepting only loopback {@code Host} headers.
         *
         * @param boundPort the port the engine bound
         * @return the URL
         * @throws UnknownHostException if the configured host cannot be resolved
         */
        protected final URI endpointUrl(int boundPort) throws UnknownHostException {
            InetAddress address = InetAddress.getByName(host);
            if (!address.isLoopbackAddress() && options.allowedHosts().isEmpty()) {
                LOG.warn("Listening on {} but accepting only loopback Host headers; configure allowedHosts "
                        + "in HttpTransportOptions to serve other hosts", host);
            }
            String hostPart = address.isAnyLocalAddress() ? "localhost"
                    : host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host;
            return URI.create("http://" + hostPart + ":" + boundPort + path);
        }
    }
}
