package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

    @Test
    void closingTwiceIsHarmlessAndEndsTheWaitForClosing() throws Exception {
        HttpEndpoint second = HttpMcpServer.builder(server).path("/other").start();
        CompletableFuture<Void> waiting = CompletableFuture.runAsync(() -> {
            try {
                second.awaitClosed();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        second.close();
        second.close();
        waiting.get(30, TimeUnit.SECONDS);
        assertThat(second.sessionCount()).isZero();
    }

    /**
     * The requests the JDK's server refuses in its own code, before any handler or filter runs.
     * It offers no hook for them, so what it sends is pinned here: a status line, a one-line HTML
     * body naming the fault (no stack trace, no request data echoed), and a closed connection;
     * the endpoint goes on serving.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "POST /mcp HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Length: abc\\r\\n\\r\\n| 400| NumberFormatException thrown",
        "POST /mcp HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Length: -1\\r\\n\\r\\n| 400| Illegal Content-Length value",
        "POST /mcp HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nTransfer-Encoding: gzip\\r\\n\\r\\n| 501| Unsupported Transfer-Encoding value",
        "GARBAGE\\r\\n\\r\\n| 400| Bad request line",
    })
    void requestsTheJdkServerCannotParseGetItsShortRefusal(String request, int status, String reason) throws Exception {
        String sent = request.replace("\\r\\n", "\r\n");
        String answer;
        try (Socket socket = new Socket("127.0.0.1", http.port())) {
            socket.setSoTimeout(30_000);
            socket.getOutputStream().write(sent.getBytes(StandardCharsets.US_ASCII));
            answer = readUntilClosed(socket.getInputStream());
        }
        String[] parts = answer.split("\r\n\r\n", 2);
        assertThat(parts[0]).startsWith("HTTP/1.1 " + status + " ").containsIgnoringCase("Connection: close")
                .containsIgnoringCase("Content-Type: text/html");
        assertThat(parts[1]).matches("<h1>" + status + " [A-Za-z ]+</h1>" + reason)
                .doesNotContain("\n").doesNotContain("\tat ");
        assertThat(client.initialize()).as("the endpoint still serves").isNotBlank();
    }

    /** All the server sends until it closes the connection (the JDK's refusals always close it). */
    private static String readUntilClosed(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        return all.toString(StandardCharsets.ISO_8859_1);
    }
}
