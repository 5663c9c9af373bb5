package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.Threads;
import dev.mcpj.transport.http.internal.HttpCore;
import dev.mcpj.transport.http.internal.JdkEngine;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

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
 * <p>The JDK's server reads a request's headers on a thread of its executor, and the only limit
 * on a quiet client is the whole-request {@link Builder#requestTimeout requestTimeout}: until
 * then it holds that thread (a virtual one on JDK 21 and later). Beyond {@link Builder#maxConnections maxConnections} further
 * connections are closed at once (from JDK 18 on), and up to as many stay open while idle
 * between requests (the JDK's own default closes one as it goes idle once 200 others are). A request the JDK's server cannot parse at all
 * (a malformed request line, header name or {@code Content-Length}, or a {@code Transfer-Encoding}
 * other than {@code chunked}) is refused by the JDK's own code before any handler runs: it gets
 * {@code 400} (or {@code 501}) with a one-line HTML body written by the JDK, such as
 * {@code <h1>400 Bad Request</h1>NumberFormatException thrown}, and its connection is closed. The
 * JDK offers no hook for these answers; an embedded server such as the Jetty engine answers them
 * as JSON.
 *
 * <p>The same {@code McpServer} may serve stdio and other HTTP endpoints at the same time.
 */
public final class HttpMcpServer extends HttpEndpoint {
    private final HttpCore core;
    private final JdkEngine engine;
    private final ExecutorService ownedExecutor;

    private HttpMcpServer(HttpCore core, JdkEngine engine, ExecutorService ownedExecutor, URI url) {
        super(url, engine.port());
        this.core = core;
        this.engine = engine;
        this.ownedExecutor = ownedExecutor;
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
        return core.sessionCount();
    }

    @Override
    protected void stop() {
        core.close();
        engine.stop();
        if (ownedExecutor != null) {
            ownedExecutor.shutdownNow();
        }
    }

    /**
     * Configures and starts an {@link HttpMcpServer}: the settings every engine has, and those of
     * the JDK's server.
     */
    public static final class Builder extends HttpEndpoint.Builder<Builder> {
        private Executor executor;
        private Duration requestTimeout = Duration.ofSeconds(30);

        private Builder(McpServer server) {
            super(server);
        }

        /**
         * How long a client may take to send a whole request, headers and body; its connection is
         * closed after that. 30 seconds by default; whole seconds. The JDK server reads this once
         * per JVM (system property {@code sun.net.httpserver.maxReqTime}, which an application may
         * also set itself): the first endpoint started sets it for all. The JDK server reads
         * {@link #maxConnections maxConnections} the same way.
         *
         * @param timeout the time allowed, at least one second
         * @return this builder
         * @throws IllegalArgumentException if it is under one second
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
         * Where HTTP exchanges are served and responses written. By default: a virtual thread per
         * task on JDK 21 and later, before that a pool of daemon threads that grows up to twice
         * {@link #maxConnections maxConnections}. Each request in flight holds a thread until it
         * is answered (its streamed response included: only a failing handler makes JDK 17's
         * server forget the connection of a client that went away), and writing responses takes
         * others, so a bound below the requests in flight plus the responses being written stalls
         * the endpoint. An executor given here is not shut down by {@link HttpMcpServer#close()}.
         *
         * @param executor the executor
         * @return this builder
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        @Override
        public HttpMcpServer start() throws IOException {
            int maxConnections = connectionLimit();
            ExecutorService owned = executor == null ? Threads.elastic("mcp-http",
                    maxConnections > Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : 2 * maxConnections) : null;
            Executor exec = owned != null ? owned : executor;
            HttpCore core = new HttpCore(server(), transportOptions(), exec);
            JdkEngine engine;
            try {
                engine = JdkEngine.start(core, hostToBind(), portToBind(), endpointPath(), exec, requestTimeout,
                        maxConnections);
            } catch (IOException | RuntimeException e) {
                core.close();
                if (owned != null) {
                    owned.shutdownNow();
                }
                throw e;
            }
            return new HttpMcpServer(core, engine, owned, endpointUrl(engine.port()));
        }
    }
}
