package dev.mcpj.examples;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.catchThrowableOfType;

import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The example server's extensions as a client that declares extensions sees them, on the
 * stateless protocol: the skill, the weather App, and the library extension with its own method
 * and its capability check.
 */
class ExtensionsExampleTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final McpServer server = ExamplesServer.create();

    @AfterEach
    void close() {
        server.close();
    }

    private McpTestClient.Builder client() {
        return McpTestClient.builder(server).stateless();
    }

    private static ObjectNode params(String json) {
        return (ObjectNode) JSON.readTree(json);
    }

    @Test
    void theServerAdvertisesItsThreeExtensions() {
        try (McpTestClient client = client().connect()) {
            JsonNode extensions = client.request("server/discover", null).at("/capabilities/extensions");
            assertThat(extensions.get("io.modelcontextprotocol/skills")).isEqualTo(JSON.readTree("{\"directoryRead\":true}"));
            assertThat(extensions.get("io.modelcontextprotocol/ui")).isEqualTo(JSON.readTree("{}"));
            assertThat(extensions.get(LibraryExtension.ID)).isEqualTo(JSON.readTree("{\"maxResults\":5}"));
        }
    }

    @Test
    void theSkillIsListedAndItsFilesRead() {
        try (McpTestClient client = client().connect()) {
            JsonNode skills = client.request("skills/list", null).path("skills");
            assertThat(skills).hasSize(1);
            assertThat(skills.at("/0/uri").asString()).isEqualTo("skill://unit-conversion/SKILL.md");
            assertThat(skills.at("/0/resources")).hasSize(2);
            TextResourceContents units = (TextResourceContents) client
                    .readResource("skill://unit-conversion/references/UNITS.md").get(0);
            assertThat(units.text()).contains("temperature | C, F, K");
        }
    }

    @Test
    void theAppToolAnswersInTextAndLinksItsDashboard() {
        ObjectNode ui = params("{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}");
        try (McpTestClient plain = client().connect();
             McpTestClient apps = client().extension("io.modelcontextprotocol/ui", ui).connect()) {
            Tool show = plain.listTools().stream().filter(t -> t.name().equals("show_weather")).findFirst()
                    .orElseThrow();
            assertThat(show.meta().at("/ui/resourceUri").asString()).isEqualTo(WeatherApp.URI);
            Map<String, String> lisbon = Map.of("city", "Lisbon");
            String text = "Lisbon: " + WeatherApp.forecast("Lisbon");
            assertThat(plain.callTool("show_weather", lisbon)).hasText(text);
            assertThat(apps.callTool("show_weather", lisbon))
                    .hasText(text + " (see the dashboard)");
            TextResourceContents html = (TextResourceContents) plain.readResource(WeatherApp.URI).get(0);
            assertThat(html.mimeType()).isEqualTo("text/html;profile=mcp-app");
            assertThat(html.text()).startsWith("<!doctype html>");
        }
    }

    @Test
    void theLibraryMethodNeedsTheDeclarationAndTheToolChecksIt() {
        try (McpTestClient plain = client().connect();
             McpTestClient library = client().extension(LibraryExtension.ID).connect()) {
            McpErrorException refused = catchThrowableOfType(McpErrorException.class,
                    () -> plain.request(LibraryExtension.LOOKUP, params("{\"text\":\"the\"}")));
            assertThat(refused.code()).isEqualTo(-32021);
            assertThat(refused.data().at("/requiredCapabilities/extensions").has(LibraryExtension.ID)).isTrue();
            assertThat(library.request(LibraryExtension.LOOKUP, params("{\"text\":\"the\"}")).path("titles"))
                    .isEqualTo(JSON.readTree("[\"The Dispossessed\",\"The Left Hand of Darkness\"]"));
            McpErrorException empty = catchThrowableOfType(McpErrorException.class,
                    () -> library.request(LibraryExtension.LOOKUP, params("{\"text\":\"\"}")));
            assertThat(empty.code()).isEqualTo(-32602);
            assertThat(plain.callTool("book_of_the_day")).hasText("Neuromancer");
            assertThat(library.callTool("book_of_the_day"))
                    .hasText("Neuromancer (look up more with library/lookup)");
        }
    }
}
