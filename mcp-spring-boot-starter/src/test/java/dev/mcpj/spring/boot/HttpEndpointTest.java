package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The library application on a random port of its own servlet server, Tomcat, driven by the
 * official TypeScript SDK client and by plain HTTP. {@link JettyHttpEndpointTest} runs the same on
 * Jetty. Both are on the test class path, so each test chooses its engine.
 */
@SpringBootTest(classes = {LibraryApplication.class, HttpEndpointTest.Tomcat.class}, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "mcpj.http.allowed-origins=https://app.example.com")
class HttpEndpointTest {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext context;

    /** The engine this class expects to serve. */
    String expectedEngine() {
        return "Tomcat";
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    @Test
    void servesOnTheExpectedEngine() {
        WebServer server = context.getWebServer();
        assertThat(server.getClass().getSimpleName()).startsWith(expectedEngine());
    }

    @Test
    void theTypeScriptClientListsAndCallsWhatTheBeansOffer() {
        JsonNode s = TypeScriptClient.run(url("/mcp"), null);
        assertThat(s.path("sessionId").asString()).isNotBlank();
        assertThat(s.path("serverInfo").path("name").asString()).isEqualTo("library");
        assertThat(s.path("instructions").asString()).isEqualTo("Search the library's catalog.");
        assertThat(s.path("tools").valueStream().map(JsonNode::asString).toList())
                .containsExactly("count_tools", "search_books", "shout");
        assertThat(s.path("search").path("isError").asBoolean(false)).isFalse();
        assertThat(s.path("search").path("content").path(0).path("text").asString()).isEqualTo("Dune\nDune Messiah");
        assertThat(s.path("count").path("content").path(0).path("text").asString()).isEqualTo("3");
        assertThat(s.path("shout").path("content").path(0).path("text").asString()).isEqualTo("QUIET");
        assertThat(s.path("prompts").valueStream().map(JsonNode::asString).toList()).containsExactly("review");
        assertThat(s.path("resources").valueStream().map(JsonNode::asString).toList()).contains("library://hours");
        assertThat(s.path("hours").path("contents").path(0).path("text").asString()).isEqualTo("Open 9 to 5");
        assertThat(s.path("templates").valueStream().map(JsonNode::asString).toList()).containsExactly("shelf://{name}");
        assertThat(s.path("shelf").path("contents").path(0).path("text").asString()).isEqualTo("Shelf fiction");
    }

    @Test
    void originsOutsideThePropertiesAreRefused() throws Exception {
        assertThat(initialize("https://app.example.com").statusCode()).isEqualTo(200);
        HttpResponse<String> refused = initialize("https://evil.example.com");
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(JSON.readTree(refused.body()).path("error").path("code").isInt()).isTrue();
    }

    @Test
    void actuatorReportsTheServer() throws Exception {
        JsonNode health = JSON.readTree(get("/actuator/health").body());
        assertThat(health.path("components").path("mcp").path("status").asString()).isEqualTo("UP");
        assertThat(health.path("components").path("mcp").path("details").path("tools").asInt()).isEqualTo(3);
        assertThat(health.path("components").path("mcp").path("details").path("path").asString()).isEqualTo("/mcp");
        JsonNode info = JSON.readTree(get("/actuator/info").body()).path("mcp");
        assertThat(info.path("transport").asString()).isEqualTo("http");
        assertThat(info.path("tools").valueStream().map(JsonNode::asString).toList())
                .containsExactly("count_tools", "search_books", "shout");
        assertThat(info.path("sessions").isInt()).as("%s", info).isTrue();
    }

    /** Chooses Tomcat, the engine of Boot's web starter. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Tomcat {
        @Bean
        TomcatServletWebServerFactory tomcatServletWebServerFactory() {
            return new TomcatServletWebServerFactory();
        }
    }

    HttpResponse<String> initialize(String origin) throws Exception {
        String body = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
             "capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}""";
        HttpRequest request = HttpRequest.newBuilder(URI.create(url("/mcp")))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Origin", origin)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> get(String path) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url(path))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("%s: %s", path, response.body()).isEqualTo(200);
        return response;
    }
}
