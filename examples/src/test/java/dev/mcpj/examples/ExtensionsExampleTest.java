package dev.mcpj.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The example server's extensions as a client that declares extensions sees them: the skill,
 * the weather App, and the library extension with its own method and its capability check.
 */
class ExtensionsExampleTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":%s}";
    private static final String LIBRARY = "{\"extensions\":{\"dev.mcpj.examples/library\":{}}}";
    private static final String APPS = "{\"extensions\":{\"io.modelcontextprotocol/ui\":"
            + "{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}";
    private final McpServer server = ExamplesServer.create();
    private final InMemoryTransport transport = InMemoryTransport.create();
    private final AtomicInteger ids = new AtomicInteger();

    ExtensionsExampleTest() {
        server.connect(transport);
    }

    @AfterEach
    void close() {
        server.close();
    }

    /** Sends a stateless 2026-07-28 request declaring {@code capabilities}; returns the response. */
    private JsonNode request(String method, String params, String capabilities) throws InterruptedException {
        int id = ids.incrementAndGet();
        String body = params.isEmpty() ? "" : params + ",";
        transport.client().send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{"
                + body + META.formatted(capabilities) + "}}");
        while (true) {
            String frame = transport.client().receive(Duration.ofSeconds(20));
            assertThat(frame).as("an answer to " + method).isNotNull();
            JsonNode node = JSON.readTree(frame);
            if (node.path("id").asInt(-1) == id) {
                return node;
            }
        }
    }

    @Test
    void theServerAdvertisesItsThreeExtensions() throws Exception {
        JsonNode extensions = request("server/discover", "", "{}").at("/result/capabilities/extensions");
        assertThat(extensions.get("io.modelcontextprotocol/skills")).isEqualTo(JSON.readTree("{\"directoryRead\":true}"));
        assertThat(extensions.get("io.modelcontextprotocol/ui")).isEqualTo(JSON.readTree("{}"));
        assertThat(extensions.get(LibraryExtension.ID)).isEqualTo(JSON.readTree("{\"maxResults\":5}"));
    }

    @Test
    void theSkillIsListedAndItsFilesRead() throws Exception {
        JsonNode skills = request("skills/list", "", "{}").at("/result/skills");
        assertThat(skills).hasSize(1);
        assertThat(skills.at("/0/uri").asString()).isEqualTo("skill://unit-conversion/SKILL.md");
        assertThat(skills.at("/0/resources")).hasSize(2);
        JsonNode units = request("resources/read", "\"uri\":\"skill://unit-conversion/references/UNITS.md\"", "{}");
        assertThat(units.at("/result/contents/0/text").asString()).contains("temperature | C, F, K");
    }

    @Test
    void theAppToolAnswersInTextAndLinksItsDashboard() throws Exception {
        JsonNode tools = request("tools/list", "", "{}").at("/result/tools");
        JsonNode show = null;
        for (JsonNode t : tools) {
            if (t.get("name").asString().equals("show_weather")) {
                show = t;
            }
        }
        assertThat(show).isNotNull();
        assertThat(show.at("/_meta/ui/resourceUri").asString()).isEqualTo(WeatherApp.URI);
        String call = "\"name\":\"show_weather\",\"arguments\":{\"city\":\"Lisbon\"}";
        String plain = request("tools/call", call, "{}").at("/result/content/0/text").asString();
        assertThat(plain).isEqualTo("Lisbon: " + WeatherApp.forecast("Lisbon"));
        assertThat(request("tools/call", call, APPS).at("/result/content/0/text").asString())
                .isEqualTo(plain + " (see the dashboard)");
        JsonNode html = request("resources/read", "\"uri\":\"" + WeatherApp.URI + "\"", "{}").at("/result/contents/0");
        assertThat(html.get("mimeType").asString()).isEqualTo("text/html;profile=mcp-app");
        assertThat(html.get("text").asString()).startsWith("<!doctype html>");
    }

    @Test
    void theLibraryMethodNeedsTheDeclarationAndTheToolChecksIt() throws Exception {
        JsonNode refused = request(LibraryExtension.LOOKUP, "\"text\":\"the\"", "{}");
        assertThat(refused.at("/error/code").asInt()).isEqualTo(-32021);
        assertThat(refused.at("/error/data/requiredCapabilities/extensions").has(LibraryExtension.ID)).isTrue();
        JsonNode found = request(LibraryExtension.LOOKUP, "\"text\":\"the\"", LIBRARY);
        assertThat(found.at("/result/titles")).isEqualTo(JSON.readTree(
                "[\"The Dispossessed\",\"The Left Hand of Darkness\"]"));
        assertThat(request(LibraryExtension.LOOKUP, "\"text\":\"\"", LIBRARY).at("/error/code").asInt()).isEqualTo(-32602);
        String book = "\"name\":\"book_of_the_day\",\"arguments\":{}";
        assertThat(request("tools/call", book, "{}").at("/result/content/0/text").asString()).isEqualTo("Neuromancer");
        assertThat(request("tools/call", book, LIBRARY).at("/result/content/0/text").asString())
                .isEqualTo("Neuromancer (look up more with library/lookup)");
    }
}
