package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code mcpj.http.sessionless=true}: initialize-era clients are served without sessions. */
@SpringBootTest(classes = {LibraryApplication.class, HttpEndpointTest.Tomcat.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "mcpj.http.sessionless=true")
class SessionlessTest {
    @LocalServerPort
    int port;

    @Test
    void noSessionIsIssuedAndAToolIsCalledWithoutOne() throws Exception {
        HttpResponse<String> init = post("""
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
                 "capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}""");
        assertThat(init.statusCode()).as(init.body()).isEqualTo(200);
        assertThat(init.headers().firstValue("Mcp-Session-Id")).isEmpty();
        HttpResponse<String> call = post("""
                {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"shout","arguments":{"text":"quiet"}}}""");
        assertThat(call.statusCode()).as(call.body()).isEqualTo(200);
        assertThat(HttpEndpointTest.JSON.readTree(call.body()).at("/result/content/0/text").asString())
                .isEqualTo("QUIET");
        HttpResponse<String> get = HttpEndpointTest.HTTP.send(HttpRequest.newBuilder(uri())
                .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).as("no standalone stream without a session").isEqualTo(405);
    }

    private URI uri() {
        return URI.create("http://127.0.0.1:" + port + "/mcp");
    }

    private HttpResponse<String> post(String body) throws Exception {
        return HttpEndpointTest.HTTP.send(HttpRequest.newBuilder(uri())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2025-11-25")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
