package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** The contract on the servlet adapter, hosted by embedded Jetty 12 (ee10). */
class JettyServletTest extends StreamableHttpContract {
    private Server jetty;
    private McpHttpServlet servlet;

    @Override
    protected URI start(McpServer server, HttpTransportOptions options) throws Exception {
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
        jetty.setHandler(context);
        jetty.start();
        return URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
    }

    @Override
    protected void stop() throws Exception {
        if (jetty != null) {
            jetty.stop();
        }
    }

    @Override
    protected int sessionCount() {
        return servlet.sessionCount();
    }
}
