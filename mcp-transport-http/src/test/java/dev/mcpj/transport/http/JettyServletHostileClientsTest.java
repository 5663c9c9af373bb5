package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;

/** Hostile clients against the servlet adapter, hosted by embedded Jetty 12 (ee10). */
class JettyServletHostileClientsTest extends HostileClientsContract {
    private final TestEngine.Jetty engine = new TestEngine.Jetty();

    @Override
    protected URI start(McpServer server, HttpTransportOptions options) throws Exception {
        return engine.start(server, options);
    }

    @Override
    protected void stop() throws Exception {
        engine.stop();
    }

    /** Jetty reads headers without holding a thread. */
    @Override
    protected int quietConnections() {
        return 500;
    }
}
