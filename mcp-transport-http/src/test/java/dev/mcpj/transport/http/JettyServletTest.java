package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;

/** The contract on the servlet adapter, hosted by embedded Jetty 12 (ee10). */
class JettyServletTest extends StreamableHttpContract {
    private final TestEngine.Jetty engine = new TestEngine.Jetty();

    @Override
    protected URI start(McpServer server, HttpTransportOptions options) throws Exception {
        return engine.start(server, options);
    }

    @Override
    protected void stop() throws Exception {
        engine.stop();
    }

    @Override
    protected int sessionCount() {
        return engine.sessionCount();
    }
}
