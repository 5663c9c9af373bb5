package dev.mcpj.transport.http;

import dev.mcpj.server.McpServer;
import java.net.URI;

class JdkBearerAuthorizationTest extends BearerAuthorizationContract {
    private HttpMcpServer http;

    @Override
    URI start(McpServer server, HttpTransportOptions options) throws Exception {
        http = HttpMcpServer.builder(server).port(0).options(options).start();
        return http.url();
    }

    @Override
    void stop() {
        if (http != null) {
            http.close();
        }
    }
}
