package dev.mcpj.examples.boot;

import static dev.mcpj.test.McpAssertions.assertThat;

import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpTestClient;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The notes application as its tests would be written: the whole application started, its
 * {@link McpServer} bean driven by the test kit's client in memory.
 */
@SpringBootTest
class NotesApplicationTest {

    @Autowired
    McpServer server;

    @Test
    void theNotesBeanIsTheServersTools() {
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.listTools()).extracting(Tool::name).containsExactlyInAnyOrder("add_note", "find_notes");
            assertThat(client.callTool("add_note", Map.of("text", "Buy oat milk"))).isNotError().hasText("Saved note 1.");
            assertThat(client.callTool("find_notes", Map.of("word", "MILK"))).isNotError()
                    .hasTextContaining("1: Buy oat milk");
            assertThat(client.callTool("add_note", Map.of("text", ""))).isError();
            assertThat(client.readResource("notes://all")).singleElement()
                    .extracting(c -> ((TextResourceContents) c).text()).isEqualTo("1: Buy oat milk");
            assertThat(client.listPrompts()).extracting(Prompt::name).containsExactly("summarize_notes");
        }
    }
}
