package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Stopping the application while a client holds the standalone GET event stream: the stream ends,
 * and the web server's graceful shutdown completes instead of waiting out its timeout (shortened
 * here to 10 s, so that a regression fails in 10 s and not 30).
 */
@ExtendWith(OutputCaptureExtension.class)
class GracefulShutdownTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Test
    void aConnectedClientsEventStreamEndsAndTheGracefulShutdownCompletes(CapturedOutput output) throws Exception {
        ConfigurableApplicationContext app = new SpringApplicationBuilder(LibraryApplication.class,
                HttpEndpointTest.Tomcat.class)
                .properties("server.port=0", "server.shutdown=graceful",
                        "spring.lifecycle.timeout-per-shutdown-phase=10s")
                .run();
        int port = ((WebServerApplicationContext) app).getWebServer().getPort();
        URI mcp = URI.create("http://127.0.0.1:" + port + "/mcp");
        HttpResponse<String> init = HTTP.send(HttpRequest.newBuilder(mcp)
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("""
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
                     "capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}""")).build(),
                HttpResponse.BodyHandlers.ofString());
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        HttpResponse<InputStream> get = HTTP.send(HttpRequest.newBuilder(mcp).header("Accept", "text/event-stream")
                .header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25").GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertThat(get.statusCode()).isEqualTo(200);
        BufferedReader stream = new BufferedReader(new InputStreamReader(get.body(), StandardCharsets.UTF_8));
        assertThat(stream.readLine()).as("the priming event").startsWith("id:");

        long start = System.nanoTime();
        app.close();
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        System.out.println("The application stopped in " + took.toMillis() + " ms with a client's stream open");

        String rest;
        do {
            rest = stream.readLine();
        } while (rest != null); // the stream ended: the server closed it
        assertThat(output.getOut() + output.getErr())
                .contains("Graceful shutdown complete")
                .doesNotContain("Graceful shutdown aborted")
                .doesNotContain("still running after timeout");
    }
}
