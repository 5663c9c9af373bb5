package dev.mcpj.docs;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.assertThatThrownBy;

import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpServerUnderTest;
import dev.mcpj.test.McpTest;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.test.ProtocolVersion;
import java.util.Map;
import org.junit.jupiter.api.Test;

// region mcp-test
@McpTest
class CalculatorTest {
    @McpServerUnderTest
    static McpServer server() {               // called for each test; a field works too
        return QuickStart.server();
    }

    @Test
    void adds(McpTestClient client) {
        assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5.0");
    }

    @Test
    void refusesMissingArguments(McpTestClient client) {
        assertThat(client.callTool("add", Map.of("a", 2))).isError().hasTextContaining("b");
    }

    @Test
    void unknownToolIsAnError(McpTestClient client) {
        assertThatThrownBy(() -> client.callTool("subtract", Map.of()))
                .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602));
    }

    @Test
    void worksStatelessToo(@ProtocolVersion("2026-07-28") McpTestClient client) {
        assertThat(client.listTools()).extracting(Tool::name).containsExactly("add");
    }
}
// endregion
