package dev.mcpj.conformance;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpMcpServer;
import java.net.URI;

/** The official suites against the fixture served by the JDK's built-in HTTP server. */
class JdkEngineSuiteTest extends OfficialSuiteTest {
    private HttpMcpServer http;

    @Override
    URI start(McpServer server) throws Exception {
        http = HttpMcpServer.builder(server).host("127.0.0.1").port(0).start();
        return http.url();
    }

    @Override
    void stop() {
        if (http != null) {
            http.close();
        }
    }

    @Override
    String engine() {
        return "jdk";
    }
}
