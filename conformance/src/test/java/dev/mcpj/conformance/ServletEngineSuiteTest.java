package dev.mcpj.conformance;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.McpHttpServlet;
import java.net.URI;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** The official suites against the fixture served by the servlet adapter in embedded Jetty 12. */
class ServletEngineSuiteTest extends OfficialSuiteTest {
    private Server jetty;

    @Override
    URI start(McpServer server) throws Exception {
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        ServletHolder holder = new ServletHolder(new McpHttpServlet(server));
        holder.setAsyncSupported(true);
        context.addServlet(holder, "/mcp");
        jetty.setHandler(context);
        jetty.start();
        return URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
    }

    @Override
    void stop() throws Exception {
        if (jetty != null) {
            jetty.stop();
        }
    }

    @Override
    String engine() {
        return "servlet";
    }
}
