package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A result kept as a constant and returned by many concurrent calls is sent intact every time,
 * and neither it nor the trees the handler author built it from are ever written into.
 */
class SharedResultTest {
    private static final String MODERN_META = "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{}}";
    private final McpServer server = McpServer.builder("shared", "1.0").build();

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void aSharedResultConstantServesConcurrentModernCallsUnchanged() {
        ObjectNode resultMeta = json("{\"com.example/trace\":\"result\"}");
        ObjectNode linkMeta = json("{\"com.example/trace\":\"link\"}");
        CallToolResult constant = CallToolResult.of(Content.text("same"),
                        Resource.builder("file:///shared.txt", "shared").meta(linkMeta).build().link())
                .withMeta(resultMeta);
        String resultMetaBefore = resultMeta.toString();
        String linkMetaBefore = linkMeta.toString();
        server.registerTool(ServerTool.builder("constant").handler((args, ctx) -> constant).build());

        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            List<CompletableFuture<JsonNode>> answers = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                ObjectNode params = json("{\"name\":\"constant\",\"arguments\":{}}");
                params.set("_meta", json(MODERN_META));
                answers.add(client.requestAsync("tools/call", params));
            }
            for (CompletableFuture<JsonNode> answer : answers) {
                JsonNode result = TestClient.await(answer).get("result");
                assertThat(result.at("/content/0/text").asString()).isEqualTo("same");
                assertThat(result.at("/_meta/com.example~1trace").asString()).isEqualTo("result");
                assertThat(result.at("/_meta/io.modelcontextprotocol~1serverInfo/name").asString()).isEqualTo("shared");
                assertThat(result.at("/content/1/_meta").toString()).isEqualTo(linkMetaBefore);
            }
        }
        assertThat(resultMeta.toString()).as("the tree the result was built from").isEqualTo(resultMetaBefore);
        assertThat(linkMeta.toString()).as("the tree the link was built from").isEqualTo(linkMetaBefore);
        assertThat(constant.meta().toString()).as("the constant's own _meta").isEqualTo(resultMetaBefore);
        assertThat(((ResourceLink) constant.content().get(1)).meta().toString()).isEqualTo(linkMetaBefore);
    }

    @Test
    void anElicitationResultKeepsItsOwnCopyOfTheContent() {
        ObjectNode content = json("{\"name\":\"Ada\"}");
        ElicitationResult result = new ElicitationResult(ElicitationResult.Action.ACCEPT, content);
        content.put("name", "Grace");
        assertThat(result.content().get("name").asString()).isEqualTo("Ada");
    }

    @Test
    void aHandlerWritingIntoAnAbsentMetaChangesNoOtherRequest() {
        server.registerTool(ServerTool.builder("scribble").handler((args, ctx) -> {
            String before = ctx.meta().toString();
            ctx.meta().put("com.example/scribbled", true);
            return CallToolResult.text(before);
        }).build());
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.callTool("scribble", null).at("/content/0/text").asString()).isEqualTo("{}");
            assertThat(client.callTool("scribble", null).at("/content/0/text").asString()).isEqualTo("{}");
        }
    }
}
