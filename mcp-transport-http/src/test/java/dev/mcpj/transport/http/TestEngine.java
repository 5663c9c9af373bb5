package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.lang.reflect.Field;
import java.net.URI;
import java.util.Set;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** An HTTP engine the contracts run against: the JDK's built-in server, or the servlet in Jetty. */
interface TestEngine {

    /** Starts serving {@code server}; returns the endpoint URL. */
    URI start(McpServer server, HttpTransportOptions options) throws Exception;

    /** Stops serving; may be called more than once. */
    void stop() throws Exception;

    /** The number of open HTTP sessions. */
    int sessionCount();

    /** The embedded engine ({@code com.sun.net.httpserver}). */
    final class Jdk implements TestEngine {
        private HttpMcpServer http;

        @Override
        public URI start(McpServer server, HttpTransportOptions options) throws Exception {
            http = HttpMcpServer.builder(server).port(0).options(options).start();
            return http.url();
        }

        @Override
        public void stop() {
            if (http != null) {
                http.close();
            }
        }

        @Override
        public int sessionCount() {
            return http.sessionCount();
        }

        HttpMcpServer http() {
            return http;
        }

        /**
         * The connections the JDK server holds on to, read from its internals (the tests open
         * {@code sun.net.httpserver}): a connection it never forgets is a leak.
         */
        int serverConnections() throws ReflectiveOperationException {
            Object engine = field(http, "engine");
            Object jdkServer = field(engine, "server");
            Object impl = field(jdkServer, "server");
            return ((Set<?>) field(impl, "allConnections")).size();
        }

        private static Object field(Object owner, String name) throws ReflectiveOperationException {
            Field f = owner.getClass().getDeclaredField(name);
            f.setAccessible(true);
            return f.get(owner);
        }
    }

    /** The servlet adapter, hosted by embedded Jetty 12 (ee10) with async support. */
    final class Jetty implements TestEngine {
        private Server jetty;
        private McpHttpServlet servlet;

        @Override
        public URI start(McpServer server, HttpTransportOptions options) throws Exception {
            jetty = new Server();
            ServerConnector connector = new ServerConnector(jetty);
            connector.setHost("127.0.0.1");
            connector.setPort(0);
            jetty.addConnector(connector);
            ServletContextHandler context = new ServletContextHandler();
            servlet = new McpHttpServlet(server, options);
            ServletHolder holder = new ServletHolder(servlet);
            holder.setAsyncSupported(true);
            context.addServlet(holder, "/mcp");
            for (String probe : java.util.Arrays.asList(options.livenessPath(), options.readinessPath())) {
                if (probe != null) {
                    context.addServlet(holder, probe); // as McpHttpServlet's documentation says
                }
            }
            jetty.setHandler(context);
            jetty.start();
            return URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
        }

        /**
         * Destroys the servlet first, as a container stopping gracefully does, so that the answers
         * to calls in flight leave on connections that are still open; then stops Jetty.
         */
        @Override
        public void stop() throws Exception {
            if (jetty != null && jetty.isStarted()) {
                servlet.destroy();
                jetty.stop();
            }
        }

        @Override
        public int sessionCount() {
            return servlet.sessionCount();
        }
    }
}
