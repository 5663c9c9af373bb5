package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** The servlet adapter, with the metadata servlet mapped as its javadoc shows. */
class JettyBearerAuthorizationTest extends BearerAuthorizationContract {
    private Server jetty;

    @Override
    URI start(McpServer server, HttpTransportOptions options) throws Exception {
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        ServletHolder mcp = new ServletHolder(new McpHttpServlet(server, options));
        mcp.setAsyncSupported(true);
        context.addServlet(mcp, "/mcp");
        ServletHolder metadata = new ServletHolder(new ProtectedResourceMetadataServlet(options.authorization(), server));
        context.addServlet(metadata, "/.well-known/oauth-protected-resource/mcp");
        context.addServlet(metadata, "/.well-known/oauth-protected-resource");
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
}
