package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;

/** The probes on the JDK's built-in server, where they are contexts beside the endpoint. */
class JdkProbesTest extends ProbesContract {
    private HttpMcpServer http;

    @Override
    URI start(McpServer server, HttpTransportOptions options) throws Exception {
        http = HttpMcpServer.builder(server).port(0).options(options).start();
        return http.url();
    }

    @Override
    void close() {
        if (http != null) {
            http.close();
        }
    }
}
