package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ToolsCallTest {
    private final McpServer server = McpServer.builder("t", "1").build();
    private final Set<String> handlerThreads = java.util.concurrent.ConcurrentHashMap.newKeySet();

    @BeforeEach
    void tools() {
        server.registerTool(ServerTool.builder("add").inputSchema("""
                        {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number","maximum":100}},
                         "required":["a","b"]}""").handler((args, ctx) -> {
                    handlerThreads.add(Thread.currentThread().getName());
                    return CallToolResult.text(String.valueOf((long) (args.number("a") + args.number("b"))));
                }).build());
        server.registerTool(ServerTool.builder("noargs").handler((args, ctx) -> CallToolResult.text("no args: " + args)).build());
        server.registerTool(ServerTool.builder("boom").handler((args, ctx) -> {
            throw new IllegalStateException("secret internals at /etc/passwd");
        }).build());
        server.registerTool(ServerTool.builder("refuse").handler((args, ctx) -> {
            throw new ToolException("Say please");
        }).build());
        server.registerTool(ServerTool.builder("liar").outputSchema("{\"type\":\"object\",\"required\":[\"n\"]}").handler((args, ctx) -> CallToolResult.structured(json("{\"m\":1}"))).build());
        server.registerTool(ServerTool.builder("honest").outputSchema("{\"type\":\"object\",\"required\":[\"n\"]}").handler((args, ctx) -> CallToolResult.structured(json("{\"n\":1}"))).build());
        server.registerTool(ServerTool.builder("later").asyncHandler((args, ctx) -> CompletableFuture.supplyAsync(() -> CallToolResult.text("async done"))).build());
    }

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void callReachesTheHandlerOffTheTransportThread() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("add", json("{\"a\":2,\"b\":40}"));
            SpecSchema.LEGACY.assertValid("CallToolResult", result);
            assertThat(result.at("/content/0/text").asString()).isEqualTo("42");
            assertThat(result.has("isError")).isFalse();
            assertThat(handlerThreads).noneMatch(n -> n.startsWith("mcp-in-memory"));
        }
    }

    @Test
    void unknownToolIsInvalidParams() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("tools/call", TestClient.toolParams("nope", null));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(r.at("/error/message").asString()).isEqualTo("Unknown tool: 'nope'");
        }
    }

    @Test
    void argumentsMayBeAbsentButMustBeAnObject() {
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.callTool("noargs", null).at("/content/0/text").asString()).isEqualTo("no args: {}");
            JsonNode r = client.request("tools/call", json("{\"name\":\"noargs\",\"arguments\":[1]}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32602);
            JsonNode r2 = client.request("tools/call", json("{\"arguments\":{}}"));
            assertThat(r2.at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void invalidArgumentsAreAToolErrorNamingFieldRuleAndValue() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("add", json("{\"a\":\"two\",\"b\":101}"));
            assertThat(result.get("isError").asBoolean()).isTrue();
            String text = result.at("/content/0/text").asString();
            assertThat(text).startsWith("Invalid arguments for tool 'add': ")
                    .contains("a: ").contains("\"two\"").contains("b: ").contains("100").contains("101");
            JsonNode missing = client.callTool("add", json("{\"a\":1}"));
            assertThat(missing.at("/content/0/text").asString()).contains("b");
        }
    }

    @Test
    void handlerExceptionsBecomeToolErrorsWithoutInternals() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode boom = client.callTool("boom", null);
            assertThat(boom.get("isError").asBoolean()).isTrue();
            assertThat(boom.at("/content/0/text").asString()).isEqualTo("Tool 'boom' failed with an internal error")
                    .doesNotContain("passwd").doesNotContain("IllegalState");
            JsonNode refuse = client.callTool("refuse", null);
            assertThat(refuse.at("/content/0/text").asString()).isEqualTo("Say please");
        }
    }

    @Test
    void structuredOutputIsCheckedAgainstTheOutputSchema() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode liar = client.callTool("liar", null);
            assertThat(liar.get("isError").asBoolean()).isTrue();
            assertThat(liar.has("structuredContent")).isFalse();
            JsonNode honest = client.callTool("honest", null);
            assertThat(honest.at("/structuredContent/n").asInt()).isEqualTo(1);
        }
    }

    @Test
    void asyncHandlersAreServed() {
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.callTool("later", null).at("/content/0/text").asString()).isEqualTo("async done");
        }
    }

    @Test
    void manyPipelinedCallsAreEachAnsweredOnceWithTheirOwnResult() {
        try (TestClient client = TestClient.initialized(server)) {
            List<CompletableFuture<JsonNode>> calls = new ArrayList<>();
            for (int i = 0; i < 1000; i++) {
                calls.add(client.requestAsync("tools/call", TestClient.toolParams("add", json("{\"a\":" + i + ",\"b\":1}"))));
            }
            for (int i = 0; i < calls.size(); i++) {
                JsonNode r = TestClient.await(calls.get(i));
                assertThat(r.at("/result/content/0/text").asString()).isEqualTo(String.valueOf(i + 1));
            }
            client.request("ping", null);
            Set<String> ids = new HashSet<>();
            client.received().stream().filter(n -> n.has("id")).forEach(n -> assertThat(ids.add(n.get("id").toString()))
                    .as("duplicate answer %s", n).isTrue());
            assertThat(ids).hasSize(1000 + 2);
        }
    }
}
