package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.JSON;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A server sends only what it declared: a kind registered after a client connected is announced
 * to that client only if the server declared it up front, and the builder lets it do so.
 */
class DeclaredCapabilitiesTest {
    private static final String MODERN = "{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{}}%s}";
    private McpServer server;

    @AfterEach
    void close() {
        server.close();
    }

    private static ObjectNode modern(String rest) {
        return json(String.format(MODERN, rest.isEmpty() ? "" : "," + rest));
    }

    private void registerResourceAndPrompt() {
        server.registerResource(ServerResource.of(Resource.builder("file:///late.txt", "late").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "late"))));
        server.registerPrompt(ServerPrompt.of(Prompt.builder("late").build(), (args, ctx) -> GetPromptResult.of(PromptMessage.user("hi"))));
    }

    private static List<String> methods(List<JsonNode> notifications) {
        return notifications.stream().map(n -> n.get("method").asString()).toList();
    }

    @Test
    void kindsRegisteredAfterInitializeAreNotAnnouncedUnlessDeclared() {
        server = McpServer.builder("late", "1.0").build();
        try (TestClient client = TestClient.initialized(server)) {
            registerResourceAndPrompt();
            server.registerTool(ServerTool.builder("late_tool").handler((args, ctx) -> CallToolResult.text("ok")).build());
            client.request("ping", null); // anything sent before this answer has arrived
            assertThat(methods(client.notifications())).containsExactly("notifications/tools/list_changed");
            assertThat(client.request("resources/subscribe", json("{\"uri\":\"file:///late.txt\"}")).at("/error/code").asInt())
                    .as("resources.subscribe was not declared to this client").isEqualTo(-32601);
        }
        try (TestClient later = new TestClient(server)) {
            JsonNode caps = later.initialize("2025-11-25", JSON.createObjectNode()).at("/result/capabilities");
            assertThat(caps.toString()).isEqualTo("{\"tools\":{\"listChanged\":true},\"logging\":{},"
                    + "\"resources\":{\"subscribe\":true,\"listChanged\":true},\"prompts\":{\"listChanged\":true},"
                    + "\"completions\":{}}");
        }
    }

    @Test
    void declaredKindsAreAnnouncedBeforeAnythingIsRegistered() {
        server = McpServer.builder("declared", "1.0")
                .capabilities(ServerCapabilities.defaults().toBuilder().resourceSubscriptions().prompts().completions().build())
                .build();
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.received().get(0).at("/result/capabilities").toString()).isEqualTo(
                    "{\"tools\":{\"listChanged\":true},\"logging\":{},\"resources\":{\"subscribe\":true,\"listChanged\":true},"
                            + "\"prompts\":{\"listChanged\":true},\"completions\":{}}");
            registerResourceAndPrompt();
            client.request("ping", null);
            assertThat(methods(client.notifications()))
                    .containsExactly("notifications/resources/list_changed", "notifications/prompts/list_changed");
        }
        try (TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode discovered = modern.request("server/discover", modern("")).at("/result/capabilities");
            assertThat(discovered.has("resources") && discovered.has("prompts") && discovered.has("completions")).isTrue();
        }
    }

    @Test
    void resourcesDeclaredWithoutSubscriptionsRefuseSubscribe() {
        server = McpServer.builder("no-subscribe", "1.0")
                .capabilities(ServerCapabilities.builder().tools().resources().build())
                .build();
        registerResourceAndPrompt();
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode caps = client.received().get(0).at("/result/capabilities");
            assertThat(caps.get("resources").toString()).isEqualTo("{\"listChanged\":true}");
            assertThat(caps.has("logging")).isFalse();
            JsonNode refused = client.request("resources/subscribe", json("{\"uri\":\"file:///late.txt\"}"));
            assertThat(refused.at("/error/code").asInt()).isEqualTo(-32601);
            assertThat(refused.at("/error/message").asString()).contains("resources.subscribe");
        }
    }

    @Test
    void aServerThatDoesNotDeclareLoggingSendsNoLogMessages() {
        server = McpServer.builder("quiet", "1.0").capabilities(ServerCapabilities.builder().tools().build()).build();
        server.registerTool(ServerTool.builder("chatty").handler((args, ctx) -> {
            ctx.log(LoggingLevel.ERROR, "something to say");
            return CallToolResult.text("done");
        }).build());
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.received().get(0).at("/result/capabilities").toString())
                    .isEqualTo("{\"tools\":{\"listChanged\":true}}");
            assertThat(client.request("logging/setLevel", json("{\"level\":\"debug\"}")).at("/error/code").asInt())
                    .isEqualTo(-32601);
            assertThat(client.callTool("chatty", null).at("/content/0/text").asString()).isEqualTo("done");
            assertThat(client.notifications("notifications/message")).isEmpty();
        }
        try (TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
            ObjectNode call = modern("\"name\":\"chatty\"");
            ((ObjectNode) call.get("_meta")).put("io.modelcontextprotocol/logLevel", "debug");
            assertThat(modern.request("tools/call", call).at("/result/content/0/text").asString()).isEqualTo("done");
            assertThat(modern.notifications("notifications/message")).isEmpty();
        }
    }

    @Test
    void aListenStreamIsAcknowledgedOnlyForWhatTheServerDeclares() {
        server = McpServer.builder("listen", "1.0").build();
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode id = JSON.getNodeFactory().stringNode("listen-1");
            CompletableFuture<JsonNode> closing = client.requestWithId(id, "subscriptions/listen", modern(
                    "\"notifications\":{\"toolsListChanged\":true,\"resourcesListChanged\":true,\"promptsListChanged\":true,"
                            + "\"resourceSubscriptions\":[\"file:///late.txt\"]}"));
            client.request("server/discover", modern(""));
            registerResourceAndPrompt();
            server.notifyResourceUpdated("file:///late.txt");
            client.request("server/discover", modern(""));
            List<JsonNode> n = client.notifications();
            assertThat(methods(n)).containsExactly("notifications/subscriptions/acknowledged");
            assertThat(n.get(0).at("/params/notifications").toString()).isEqualTo("{\"toolsListChanged\":true}");
            client.connection().shutdown(Duration.ofSeconds(5));
            TestClient.await(closing);
        }
    }
}
