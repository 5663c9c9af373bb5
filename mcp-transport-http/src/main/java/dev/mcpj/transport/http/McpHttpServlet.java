package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.Threads;
import dev.mcpj.transport.http.internal.HttpCore;
import dev.mcpj.transport.http.internal.ServletExchange;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Objects;
import java.util.concurrent.ExecutorService;

/**
 * An {@link McpServer} served over Streamable HTTP by a Jakarta Servlet 6 container (Jetty,
 * Tomcat, Undertow ...), at whatever path the servlet is mapped to. Register it with async
 * support so that event streams do not hold a container thread each; without it, the servlet
 * still works but blocks a thread per open request.
 *
 * {@snippet :
 * // Jetty 12, ee10
 * ServletContextHandler context = new ServletContextHandler();
 * ServletHolder holder = new ServletHolder(new McpHttpServlet(server));
 * holder.setAsyncSupported(true);
 * context.addServlet(holder, "/mcp");
 * }
 *
 * <p>The default {@link HttpTransportOptions} accept only loopback {@code Host} and
 * {@code Origin} values at the port the request arrived on; behind a proxy or on a public
 * interface, configure {@link HttpTransportOptions.Builder#allowedHosts allowed hosts}.
 * {@link #shutdown()} (or {@link #destroy()}) ends the sessions. With {@link BearerAuthorization}, the protected resource
 * metadata lies outside this servlet's mapping: map a {@link ProtectedResourceMetadataServlet}
 * at its well-known path. To answer the {@linkplain HttpTransportOptions#livenessPath() liveness}
 * and {@linkplain HttpTransportOptions#readinessPath() readiness} probes, map this servlet at their
 * paths as well; readiness answers {@code 503} from the moment {@link #shutdown()} or
 * {@link #destroy()} begins.
 *
 * <p>A container that shuts down gracefully waits for the requests in progress before it destroys
 * its servlets, and an open event stream (the standalone stream a client opens with a GET, or a
 * call's stream) is a request that does not end by itself: call {@link #shutdown()} before the
 * container drains, so that the streams end and the drain takes no longer than the calls in
 * flight.
 */
public final class McpHttpServlet extends HttpServlet {
    /** The most platform threads writing event streams at once before JDK 21 (then, virtual threads). */
    private static final int WRITER_THREADS = 1024;
    /** Serves the requests: sessions, event streams, and the hand-off to the server. */
    private final HttpCore core;
    /** The threads that write event streams. */
    private final ExecutorService io;
    /** Whether {@link #shutdown()} ran; guarded by this servlet. */
    private boolean shutDown;

    /**
     * Serves {@code server} with {@link HttpTransportOptions#defaults()}.
     *
     * @param server the server to serve
     */
    public McpHttpServlet(McpServer server) {
        this(server, HttpTransportOptions.defaults());
    }

    /**
     * Serves {@code server} with {@code options}.
     *
     * @param server  the server to serve
     * @param options security, session and stream settings
     */
    public McpHttpServlet(McpServer server, HttpTransportOptions options) {
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(options, "options");
        this.io = Threads.elastic("mcp-http", WRITER_THREADS);
        this.core = new HttpCore(server, options, io);
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) {
        ServletExchange exchange = new ServletExchange(request, response);
        String pathInfo = request.getPathInfo();
        if (!core.probe(exchange, request.getServletPath() + (pathInfo == null ? "" : pathInfo))) {
            core.handle(exchange);
        }
        try {
            exchange.awaitEnd();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@return the number of sessions (of clients that began with {@code initialize}) open now} */
    public int sessionCount() {
        return core.sessionCount();
    }

    /**
     * Stops serving MCP and returns when it has: new requests get {@code 503} (readiness too);
     * calls in flight get the server's
     * {@linkplain dev.mcpj.server.ServerLimits#shutdownGrace() shutdown grace} to finish, then an
     * error answer; every event stream ends, cleanly, as a stream the client may reconnect from
     * (behind a load balancer, to another process); then every session ends. The container keeps
     * running, so that the last answers leave on open connections; the {@link McpServer} stays
     * open. Calling it again does nothing; {@link #destroy()} calls it if nobody did.
     */
    public synchronized void shutdown() {
        if (!shutDown) {
            shutDown = true;
            core.close();
        }
    }

    /**
     * Ends every session and stateless request as {@link #shutdown()} does, if it has not run yet,
     * and releases the threads that write event streams. The {@link McpServer} stays open.
     */
    @Override
    public void destroy() {
        shutdown();
        io.shutdownNow();
    }
}
