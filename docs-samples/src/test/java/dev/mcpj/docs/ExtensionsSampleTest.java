package dev.mcpj.docs;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.catchThrowableOfType;

import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The extensions page's samples do what the page says. */
class ExtensionsSampleTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final McpServer server = Extensions.server();

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void theLibraryMethodNeedsTheDeclarationAndTheToolChecksIt() {
        ObjectNode dune = JSON.createObjectNode().put("text", "du");
        try (McpTestClient plain = McpTestClient.builder(server).stateless().connect();
             McpTestClient declaring = McpTestClient.builder(server).stateless()
                     .extension(Extensions.LIBRARY).connect()) {
            assertThat(plain.request("server/discover", null)
                    .at("/capabilities/extensions/com.example~1library/maxResults").asInt()).isEqualTo(5);
            assertThat(catchThrowableOfType(McpErrorException.class,
                    () -> plain.request("library/lookup", dune)).code()).isEqualTo(-32021);
            assertThat(declaring.request("library/lookup", dune).path("titles").toString()).isEqualTo("[\"Dune\"]");
            assertThat(plain.callTool("book_of_the_day")).hasText("Neuromancer");
            assertThat(declaring.callTool("book_of_the_day")).hasText("Neuromancer (look up more with library/lookup)");
        }
    }

    @Test
    void theAppToolAnswersInTextForEveryClient() {
        ObjectNode ui = JSON.createObjectNode();
        ui.putArray("mimeTypes").add("text/html;profile=mcp-app");
        try (McpTestClient plain = McpTestClient.connect(server);
             McpTestClient apps = McpTestClient.builder(server).extension("io.modelcontextprotocol/ui", ui).connect()) {
            assertThat(plain.callTool("show_weather", Map.of("city", "Oslo"))).hasText("Oslo: sunny, 21 °C");
            assertThat(apps.callTool("show_weather", Map.of("city", "Oslo")))
                    .hasText("Oslo: sunny, 21 °C (see the dashboard)");
            assertThat(plain.readResource("ui://weather/dashboard").get(0).mimeType())
                    .isEqualTo("text/html;profile=mcp-app");
        }
    }
}
