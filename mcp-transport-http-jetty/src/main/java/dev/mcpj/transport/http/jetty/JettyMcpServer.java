package dev.mcpj.transport.http.jetty;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpEndpoint;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.McpHttpServlet;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.ProtectedResourceMetadataServlet;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link McpServer} served over Streamable HTTP by embedded Jetty 12: the engine for a server
 * that other machines, or many clients, reach. It serves the same endpoint as
 * {@link dev.mcpj.transport.http.HttpMcpServer} (the same {@link HttpTransportOptions}, the same
 * protocol behaviour) and adds what the JDK's built-in server lacks:
 * <ul>
 *   <li>reading a request holds no thread, so quiet or slow clients hold up no one else;</li>
 *   <li>an {@linkplain Builder#idleTimeout idle timeout}: a connection that sends and receives
 *       nothing for that long is closed, be it between requests, in the middle of the headers or
 *       of a body;</li>
 *   <li>a {@linkplain Builder#minRequestDataRate minimum request data rate}: a body sent slower
 *       than that is refused;</li>
 *   <li>a {@linkplain HttpEndpoint.Builder#maxConnections connection limit}: beyond it, Jetty
 *       stops accepting until connections close;</li>
 *   <li>{@code TCP_NODELAY} on every connection, virtual threads on JDK 21 and later, and errors
 *       of the HTTP layer itself (a malformed request, a wrong path) answered as JSON-RPC errors.</li>
 * </ul>
 *
 * {@snippet :
 * McpServer server = McpServer.builder("calculator", "1.0.0").build();
 * // register tools ...
 * JettyMcpServer http = JettyMcpServer.builder(server).port(8080).start();   // http://127.0.0.1:8080/mcp
 * Runtime.getRuntime().addShutdownHook(new Thread(http::close));
 * http.awaitClosed();
 * }
 */
public final class JettyMcpServer extends HttpEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private final Server jetty;
    private final McpHttpServlet servlet;

    private JettyMcpServer(Server jetty, McpHttpServlet servlet, URI url, int port) {
        super(url, port);
        this.jetty = jetty;
        this.servlet = servlet;
    }

    /**
     * Starts describing an endpoint for {@code server}.
     *
     * @param server the server the endpoint serves
     * @return a builder with the defaults
     */
    public static Builder builder(McpServer server) {
        return new Builder(server);
    }

    @Override
    public int sessionCount() {
        return servlet.sessionCount();
    }

    @Override
    protected void stop() {
        // The answers go out on the open connections first; Jetty's stop would close them.
        servlet.destroy();
        try {
            jetty.stop();
        } catch (Exception e) {
            LOG.warn("Jetty did not stop cleanly: {}", e.toString());
        }
    }

    /**
     * Configures and starts a {@link JettyMcpServer}: the settings every engine has, and those of
     * Jetty. Beyond {@link #maxConnections maxConnections} Jetty stops accepting until
     * connections close.
     */
    public static final class Builder extends HttpEndpoint.Builder<Builder> {
        private Duration idleTimeout = Duration.ofSeconds(30);
        private long minRequestDataRate = 1024;
        private int maxThreads = 256;

        private Builder(McpServer server) {
            super(server);
        }

        /**
         * How long a connection may send and receive nothing before it is closed: between
         * requests, within a request's headers or body, or while a response waits to be read. 30
         * seconds by default. Keep it above {@link HttpTransportOptions#keepAliveInterval()}, which
         * keeps event streams busy.
         *
         * @param timeout the idle time allowed, positive
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is zero or negative
         */
        public Builder idleTimeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("idleTimeout must be positive");
            }
            this.idleTimeout = timeout;
            return this;
        }

        /**
         * The slowest a request body may arrive, in bytes per second, averaged over the body so
         * far; a slower one is refused. 1024 by default; 0 turns the check off.
         *
         * @param bytesPerSecond the minimum rate, or 0 for none
         * @return this builder
         * @throws IllegalArgumentException if {@code bytesPerSecond} is negative
         */
        public Builder minRequestDataRate(long bytesPerSecond) {
            if (bytesPerSecond < 0) {
                throw new IllegalArgumentException("minRequestDataRate must not be negative");
            }
            this.minRequestDataRate = bytesPerSecond;
            return this;
        }

        /**
         * The most platform threads Jetty's pool runs (selectors, and before JDK 21 the requests
         * themselves); 256 by default. On JDK 21 and later requests run on virtual threads.
         *
         * @param max the pool's size, at least 8
         * @return this builder
         * @throws IllegalArgumentException if {@code max} is less than 8
         */
        public Builder maxThreads(int max) {
            if (max < 8) {
                throw new IllegalArgumentException("maxThreads must be at least 8, not " + max);
            }
            this.maxThreads = max;
            return this;
        }

        @Override
        public JettyMcpServer start() throws Exception {
            String path = endpointPath();
            if (path.length() < 2) {
                throw new IllegalStateException("The Jetty engine needs a path that names something, not " + path);
            }
            QueuedThreadPool threads = new QueuedThreadPool(maxThreads);
            threads.setName("mcp-jetty");
            threads.setDaemon(true);
            if (VirtualThreads.areSupported()) {
                threads.setVirtualThreadsExecutor(VirtualThreads.getNamedVirtualThreadsExecutor("mcp-jetty-request"));
            }
            Server jetty = new Server(threads);
            HttpConfiguration http = new HttpConfiguration();
            http.setSendServerVersion(false);
            http.setSendDateHeader(false);
            http.setMinRequestDataRate(minRequestDataRate);
            ServerConnector connector = new ServerConnector(jetty, new HttpConnectionFactory(http));
            connector.setHost(hostToBind());
            connector.setPort(portToBind());
            connector.setIdleTimeout(idleTimeout.toMillis());
            connector.setAcceptedTcpNoDelay(true);
            jetty.addConnector(connector);
            jetty.addBean(new NetworkConnectionLimit(connectionLimit(), connector));
            jetty.setErrorHandler(new JsonErrors());

            McpHttpServlet servlet = new McpHttpServlet(server(), transportOptions());
            ServletContextHandler context = new ServletContextHandler();
            context.setContextPath("/");
            ServletHolder holder = new ServletHolder(servlet);
            holder.setAsyncSupported(true);
            context.addServlet(holder, path);
            Set<String> served = new HashSet<>(Set.of(path));
            for (String probe : Arrays.asList(transportOptions().livenessPath(), transportOptions().readinessPath())) {
                if (probe == null) {
                    continue;
                }
                if (!served.add(probe)) {
                    throw new IllegalStateException("A probe path must differ from the endpoint path " + path);
                }
                context.addServlet(holder, probe);
            }
            BearerAuthorization authorization = transportOptions().authorization();
            if (authorization != null) {
                // RFC 9728: the metadata at the root well-known path, at the one suffixed with the
                // endpoint's path, and at the one the resource URI gives.
                ServletHolder metadata = new ServletHolder(new ProtectedResourceMetadataServlet(authorization, server()));
                for (String at : List.of(ProtectedResourceMetadata.WELL_KNOWN_PATH,
                        ProtectedResourceMetadata.WELL_KNOWN_PATH + path, authorization.metadata().wellKnownPath())) {
                    if (served.add(at)) {
                        context.addServlet(metadata, at);
                    }
                }
            }
            jetty.setHandler(new EndpointOnly(served, context));
            try {
                jetty.start();
            } catch (Exception e) {
                jetty.stop();
                throw e;
            }
            int bound = connector.getLocalPort();
            return new JettyMcpServer(jetty, servlet, endpointUrl(bound), bound);
        }
    }

    /** Passes on requests for the endpoint's paths only; others get a JSON 404 without touching the servlet layer. */
    private static final class EndpointOnly extends Handler.Wrapper {
        private final Set<String> paths;

        EndpointOnly(Set<String> paths, Handler endpoint) {
            super(endpoint);
            this.paths = Set.copyOf(paths);
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            if (paths.contains(Request.getPathInContext(request))) {
                return super.handle(request, response, callback);
            }
            response.setStatus(404);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.write(true, ByteBuffer.wrap(JsonErrors.body(404)), callback);
            return true;
        }
    }
}
