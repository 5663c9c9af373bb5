package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** The probes through {@link McpHttpServlet} in a servlet container, mapped at their paths as its documentation says. */
class JettyServletProbesTest extends ProbesContract {
    private Server jetty;
    private McpHttpServlet servlet;

    @Override
    URI start(McpServer server, HttpTransportOptions options) throws Exception {
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
        if (options.livenessPath() != null) {
            context.addServlet(holder, options.livenessPath());
        }
        if (options.readinessPath() != null) {
            context.addServlet(holder, options.readinessPath());
        }
        jetty.setHandler(context);
        jetty.start();
        return URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
    }

    /** As a container stopping gracefully: the servlet is destroyed first, then the connector stops. */
    @Override
    void close() throws Exception {
        if (jetty != null && jetty.isStarted()) {
            servlet.destroy();
            jetty.stop();
        }
    }
}
