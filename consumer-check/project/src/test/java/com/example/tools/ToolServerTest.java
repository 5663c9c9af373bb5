package com.example.tools;

import static dev.mcpj.test.McpAssertions.assertThat;

import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpTest;
import dev.mcpj.test.McpServerUnderTest;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.test.ProtocolVersion;
import java.util.Map;
import org.junit.jupiter.api.Test;

@McpTest
class ToolServerTest {
    @McpServerUnderTest
    static McpServer server() {
        return ToolServer.create();
    }

    @Test
    void runsWhereTheBuildSaid() {
        boolean named = McpServer.class.getModule().isNamed();
        assertThat(named ? "module path" : "class path").isEqualTo(System.getProperty("expected.path"));
        assertThat(ToolServer.class.getModule().isNamed()).isEqualTo(named);
    }

    @Test
    void listsBothTools(McpTestClient client) {
        assertThat(client.listTools()).extracting(Tool::name).containsExactlyInAnyOrder("multiply", "greet");
    }

    @Test
    void callsTheAnnotatedTool(McpTestClient client) {
        assertThat(client.callTool("multiply", Map.of("a", 6, "b", 7))).isNotError().hasText("42");
        assertThat(client.callTool("multiply", Map.of("a", 6, "b", 7000))).isError().hasTextContaining("b");
    }

    @Test
    void callsTheBuilderTool(@ProtocolVersion(McpTestClient.STATELESS_PROTOCOL_VERSION) McpTestClient client) {
        assertThat(client.callTool("greet", Map.of("name", "Ada"))).isNotError().hasText("Hello, Ada!");
    }
}
