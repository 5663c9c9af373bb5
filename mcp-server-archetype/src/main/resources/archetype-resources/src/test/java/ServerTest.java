package ${package};

import static dev.mcpj.test.McpAssertions.assertThat;

import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpServerUnderTest;
import dev.mcpj.test.McpTest;
import dev.mcpj.test.McpTestClient;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tools, called through an in-memory client: no process, no port. */
@McpTest
class ServerTest {
    @McpServerUnderTest
    static McpServer server() {
        return Server.create();
    }

    @Test
    void listsBothTools(McpTestClient client) {
        assertThat(client.listTools()).extracting(Tool::name).containsExactlyInAnyOrder("greet", "add");
    }

    @Test
    void greets(McpTestClient client) {
        assertThat(client.callTool("greet", Map.of("name", "Ada"))).isNotError().hasText("Hello, Ada!");
    }

    @Test
    void adds(McpTestClient client) {
        assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5.0");
    }
}
