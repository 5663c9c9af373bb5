package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class AskingTheClientTest {
    /** Waits as long as a real server would: a client that answers is never timed out, however slow the machine. */
    private final McpServer server = McpServer.builder("t", "1").build();
    /** Waits only briefly, for the test of a client that never answers. */
    private final McpServer impatient = McpServer.builder("t", "1").clientRequestTimeout(Duration.ofMillis(500)).build();
    private static final ElicitationSchema FORM = ElicitationSchema.builder()
            .string("username", "User name", true)
            .integer("age", "Age", false, 30L)
            .enumeration("plan", "Plan", false, List.of("free", "pro"), "free")
            .build();

    @BeforeEach
    void tools() {
        tools(server);
        tools(impatient);
    }

    private static void tools(McpServer server) {
        server.registerTool(ServerTool.builder("signup").handler((args, ctx) -> {
            ElicitationResult r = ctx.elicit("Who are you?", FORM);
            return CallToolResult.text(r.action() + (r.accepted() ? " " + r.content().get("username").asString() : ""));
        }).build());
        server.registerTool(ServerTool.builder("summarise").handler((args, ctx) -> {
            var answer = ctx.sample(SamplingRequest.builder(100).systemPrompt("Be brief")
                    .message(SamplingMessage.user("Summarise this")).build());
            return CallToolResult.text("LLM said: " + ((TextContent) answer.content()).text() + " via " + answer.model());
        }).build());
        server.registerTool(ServerTool.builder("where").handler((args, ctx) ->
                CallToolResult.text(ctx.roots().stream().map(r -> r.uri() + "=" + r.name()).toList().toString())).build());
    }

    @AfterEach
    void close() {
        server.close();
        impatient.close();
    }

    private TestClient client(String capabilities) {
        return client(server, capabilities);
    }

    private static TestClient client(McpServer server, String capabilities) {
        TestClient client = new TestClient(server);
        client.initialize("2025-11-25", json(capabilities));
        return client;
    }

    @Test
    void elicitationSeesAcceptDeclineAndCancel() {
        AtomicReference<String> next = new AtomicReference<>();
        try (TestClient client = client("{\"elicitation\":{}}")) {
            client.respondWith(req -> json(next.get()));
            next.set("{\"action\":\"accept\",\"content\":{\"username\":\"ada\",\"age\":36}}");
            assertThat(client.callTool("signup", null).at("/content/0/text").asString()).isEqualTo("ACCEPT ada");
            next.set("{\"action\":\"decline\"}");
            assertThat(client.callTool("signup", null).at("/content/0/text").asString()).isEqualTo("DECLINE");
            next.set("{\"action\":\"cancel\"}");
            assertThat(client.callTool("signup", null).at("/content/0/text").asString()).isEqualTo("CANCEL");
            JsonNode request = client.serverRequests.get(0);
            SpecSchema.LEGACY.assertValid("ElicitRequest", request);
            assertThat(request.at("/params/requestedSchema/properties/age/default").asInt()).isEqualTo(30);
        }
    }

    @Test
    void acceptedContentIsCheckedAgainstTheForm() {
        try (TestClient client = client("{\"elicitation\":{}}")) {
            client.respondWith(req -> json("{\"action\":\"accept\",\"content\":{\"age\":\"old\"}}"));
            JsonNode result = client.callTool("signup", null);
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).contains("does not match the requested form")
                    .contains("username").contains("age");
        }
    }

    @Test
    void askingWithoutTheCapabilityIsAClearToolError() {
        try (TestClient client = client("{}")) {
            JsonNode result = client.callTool("signup", null);
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString())
                    .isEqualTo("Cannot ask the user (elicitation): the client did not declare the 'elicitation' capability");
            assertThat(client.serverRequests).isEmpty();
        }
    }

    @Test
    void samplingReturnsTheClientsMessage() {
        try (TestClient client = client("{\"sampling\":{}}")) {
            client.respondWith(req -> json("{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"short\"},"
                    + "\"model\":\"m1\",\"stopReason\":\"endTurn\"}"));
            assertThat(client.callTool("summarise", null).at("/content/0/text").asString()).isEqualTo("LLM said: short via m1");
            JsonNode request = client.serverRequests.get(0);
            SpecSchema.LEGACY.assertValid("CreateMessageRequest", request);
            assertThat(request.at("/params/systemPrompt").asString()).isEqualTo("Be brief");
        }
    }

    @Test
    void rootsAreListed() {
        try (TestClient client = client("{\"roots\":{}}")) {
            client.respondWith(req -> json("{\"roots\":[{\"uri\":\"file:///home/ada\",\"name\":\"home\"}]}"));
            assertThat(client.callTool("where", null).at("/content/0/text").asString()).isEqualTo("[file:///home/ada=home]");
            SpecSchema.LEGACY.assertValid("ListRootsRequest", client.serverRequests.get(0));
        }
    }

    @Test
    void clientErrorsBecomeClearToolErrors() {
        try (TestClient client = client("{\"roots\":{}}")) {
            client.respondWith(req -> json("{\"code\":-32601,\"message\":\"no roots here\"}"));
            assertThat(client.callTool("where", null).at("/content/0/text").asString())
                    .isEqualTo("The client answered with error -32601: no roots here");
        }
    }

    @Test
    void silenceBecomesAClearToolErrorAndTheRequestIsCancelled() {
        try (TestClient client = client(impatient, "{\"sampling\":{}}")) {
            client.respondWith(req -> null);
            JsonNode silent = client.callTool("summarise", null);
            assertThat(silent.at("/content/0/text").asString())
                    .isEqualTo("The client did not answer sampling/createMessage within 500 ms");
            client.request("ping", null);
            var cancelled = client.notifications("notifications/cancelled");
            assertThat(cancelled).hasSize(1);
            JsonNode sampling = client.serverRequests.stream()
                    .filter(r -> r.get("method").asString().equals("sampling/createMessage")).findFirst().orElseThrow();
            assertThat(cancelled.get(0).at("/params/requestId")).isEqualTo(sampling.get("id"));
        }
    }
}
