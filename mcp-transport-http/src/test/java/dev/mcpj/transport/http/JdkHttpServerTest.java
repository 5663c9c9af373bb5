package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** The contract on the embedded engine (the JDK's {@code com.sun.net.httpserver}). */
class JdkHttpServerTest extends StreamableHttpContract {
    private final TestEngine.Jdk engine = new TestEngine.Jdk();
    private HttpMcpServer http;

    @Override
    protected URI start(McpServer server, HttpTransportOptions options) throws Exception {
        URI url = engine.start(server, options);
        http = engine.http();
        return url;
    }

    @Override
    protected void stop() {
        engine.stop();
    }

    @Override
    protected int sessionCount() {
        return engine.sessionCount();
    }

    @Test
    void listensOnLoopbackAtTheConfiguredPath() {
        assertThat(http.url().toString()).isEqualTo("http://127.0.0.1:" + http.port() + "/mcp");
    }

    @Test
    void otherPathsGet404() throws Exception {
        HttpTestClient other = new HttpTestClient(http.url().resolve("/mcp/other"));
        assertThat(other.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}")).status()).isEqualTo(404);
        HttpTestClient prefix = new HttpTestClient(http.url().resolve("/mcpx"));
        assertThat(prefix.send(prefix.request(null).GET().build()).status()).isEqualTo(404);
    }

    @Test
    void closingEndsEverySession() throws Exception {
        client.initialize();
        client.initialize();
        assertThat(http.sessionCount()).isEqualTo(2);
        http.close();
        assertThat(http.sessionCount()).isZero();
        assertThat(server.tools()).isNotEmpty();
    }

    @Test
    void aSecondEndpointServesTheSameServer() throws Exception {
        try (HttpMcpServer second = HttpMcpServer.builder(server).path("/other").start()) {
            HttpTestClient c = new HttpTestClient(second.url());
            String session = c.initialize();
            assertThat(c.post(session, HttpTestClient.request(1, "tools/list", null)).status()).isEqualTo(200);
            assertThat(client.post(session, HttpTestClient.request(1, "tools/list", null)).status())
                    .as("sessions are per endpoint").isEqualTo(404);
        }
    }
}
