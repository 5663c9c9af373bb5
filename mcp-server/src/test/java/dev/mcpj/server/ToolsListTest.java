package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ToolsListTest {
    private final McpServer server = McpServer.builder("t", "1")
            .limits(ServerLimits.defaults().withPageSize(2)).build();

    @AfterEach
    void close() {
        server.close();
    }

    private void register(String... names) {
        for (String n : names) {
            server.registerTool(ServerTool.builder(n).description("tool " + n).handler((a, c) -> CallToolResult.text(n)).build());
        }
    }

    @Test
    void pagesWalkEveryToolInNameOrder() {
        register("delta", "alpha", "echo", "charlie", "bravo");
        try (TestClient client = TestClient.initialized(server)) {
            List<String> seen = new ArrayList<>();
            String cursor = null;
            int pages = 0;
            do {
                JsonNode result = client.request("tools/list",
                        cursor == null ? null : TestClient.json("{\"cursor\":\"" + cursor + "\"}")).get("result");
                SpecSchema.LEGACY.assertValid("ListToolsResult", result);
                result.get("tools").forEach(t -> seen.add(t.get("name").asString()));
                cursor = result.has("nextCursor") ? result.get("nextCursor").asString() : null;
                pages++;
            } while (cursor != null);
            assertThat(seen).containsExactly("alpha", "bravo", "charlie", "delta", "echo");
            assertThat(pages).isEqualTo(3);
        }
    }

    @Test
    void badCursorIsInvalidParams() {
        register("a");
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("tools/list", TestClient.json("{\"cursor\":\"%%%\"}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32602);
            JsonNode r2 = client.request("tools/list", TestClient.json("{\"cursor\":\"Zm9v\"}"));
            assertThat(r2.at("/error/code").asInt()).isEqualTo(-32602);
            JsonNode r3 = client.request("tools/list", TestClient.json("{\"cursor\":7}"));
            assertThat(r3.at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void addingAndRemovingToolsNotifiesInitializedClients() throws Exception {
        register("a");
        try (TestClient client = TestClient.initialized(server)) {
            register("b");
            Registration<ServerTool> a = server.tool("a").orElseThrow();
            a.remove();
            a.remove();
            assertThat(server.tool("a")).isEmpty();
            client.request("ping", null);
            assertThat(client.notifications("notifications/tools/list_changed")).hasSize(2);
            JsonNode tools = client.request("tools/list", null).at("/result/tools");
            assertThat(tools).hasSize(1);
            assertThat(tools.get(0).get("name").asString()).isEqualTo("b");
        }
    }

    @Test
    void duplicateNamesAndInvalidSchemasAreRefusedAtRegistration() {
        register("a");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> register("a"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already registered");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.registerTool(ServerTool.builder("bad").inputSchema("{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"nope\"}}}").handler((a, c) -> CallToolResult.text("")).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bad");
    }

    @Test
    void remoteReferencesAndUnknownDialectsAreRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.registerTool(ServerTool.builder("remote").inputSchema("{\"type\":\"object\",\"properties\":{\"x\":"
                                + "{\"$ref\":\"https://example.invalid/schema.json\"}}}").handler((a, c) -> CallToolResult.text("")).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("remote references are never fetched");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.registerTool(ServerTool.builder("dialect").inputSchema("{\"$schema\":\"https://example.invalid/x\",\"type\":\"object\"}").handler((a, c) -> CallToolResult.text("")).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unsupported JSON Schema dialect");
    }

    @Test
    void aSchemaThatOnlyTheMetaSchemaRejectsMakesTheToolUnavailable() {
        server.registerTool(ServerTool.builder("odd").inputSchema("{\"type\":\"object\",\"uniqueItems\":\"yes\"}").handler((a, c) -> CallToolResult.text("ran")).build());
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("odd", null);
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString())
                    .isEqualTo("Tool 'odd' is unavailable: its definition has an invalid schema");
        }
    }
}
