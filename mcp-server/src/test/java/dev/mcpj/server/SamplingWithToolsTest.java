package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.IncludeContext;
import dev.mcpj.server.client.ModelPreferences;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.ToolChoice;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Sampling with tools and the common parameters, and a result that asks to use tools. */
class SamplingWithToolsTest {
    private static final Tool WEATHER = Tool.builder("get_weather").description("Weather in a city")
            .inputSchema("{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}},\"required\":[\"city\"]}")
            .build();
    private static final String TOOL_USE_ANSWER = "{\"role\":\"assistant\",\"model\":\"m1\",\"stopReason\":\"toolUse\","
            + "\"content\":[{\"type\":\"tool_use\",\"id\":\"use-1\",\"name\":\"get_weather\",\"input\":{\"city\":\"Oslo\"}}]}";
    private static final String TEXT_ANSWER = "{\"role\":\"assistant\",\"model\":\"m1\",\"stopReason\":\"endTurn\","
            + "\"content\":{\"type\":\"text\",\"text\":\"Sunny in Oslo\"}}";
    private final McpServer server = McpServer.builder("agent", "1.0").build();

    @BeforeEach
    void tools() {
        server.registerTool(ServerTool.builder("forecast").handler((args, ctx) -> {
            List<SamplingMessage> conversation = new ArrayList<>(List.of(SamplingMessage.user("Weather in Oslo?")));
            SamplingResult first = ctx.sample(request(conversation));
            if (!first.wantsToolUse()) {
                return CallToolResult.text("no tool use: " + first.stopReason());
            }
            ToolUseContent use = first.toolUses().get(0);
            conversation.add(SamplingMessage.assistant(first.contents()));
            conversation.add(SamplingMessage.user(List.of(ToolResultContent.text(use.id(),
                    "18 degrees in " + use.input().get("city").asString()))));
            SamplingResult second = ctx.sample(request(conversation));
            return CallToolResult.text(use.name() + " -> " + ((TextContent) second.content()).text());
        }).build());
    }

    private static SamplingRequest request(List<SamplingMessage> conversation) {
        ObjectNode metadata = json("{\"com.example/tenant\":\"t1\"}");
        return SamplingRequest.builder(300)
                .messages(conversation)
                .systemPrompt("Use tools")
                .tools(List.of(WEATHER))
                .toolChoice(ToolChoice.AUTO)
                .temperature(0.25)
                .stopSequences(List.of("END"))
                .includeContext(IncludeContext.NONE)
                .metadata(metadata)
                .modelPreferences(new ModelPreferences(List.of("claude"), null, 0.5, null))
                .build();
    }

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void theModelUsesAToolAndGetsItsResultBack() {
        try (TestClient client = new TestClient(server)) {
            client.initialize("2025-11-25", json("{\"sampling\":{\"tools\":{}}}"));
            client.respondWith(req -> json(client.serverRequests.size() == 1 ? TOOL_USE_ANSWER : TEXT_ANSWER));
            assertThat(client.callTool("forecast", null).at("/content/0/text").asString())
                    .isEqualTo("get_weather -> Sunny in Oslo");

            JsonNode first = client.serverRequests.get(0);
            SpecSchema.LEGACY.assertValid("CreateMessageRequest", first);
            JsonNode p = first.get("params");
            assertThat(p.at("/tools/0/name").asString()).isEqualTo("get_weather");
            assertThat(p.at("/tools/0/inputSchema/required/0").asString()).isEqualTo("city");
            assertThat(p.at("/toolChoice/mode").asString()).isEqualTo("auto");
            assertThat(p.get("temperature").asDouble()).isEqualTo(0.25);
            assertThat(p.at("/stopSequences/0").asString()).isEqualTo("END");
            assertThat(p.get("includeContext").asString()).isEqualTo("none");
            assertThat(p.at("/metadata/com.example~1tenant").asString()).isEqualTo("t1");
            assertThat(p.get("maxTokens").asInt()).isEqualTo(300);
            assertThat(p.get("systemPrompt").asString()).isEqualTo("Use tools");
            assertThat(p.at("/modelPreferences/speedPriority").asDouble()).isEqualTo(0.5);

            JsonNode second = client.serverRequests.get(1);
            SpecSchema.LEGACY.assertValid("CreateMessageRequest", second);
            assertThat(second.at("/params/messages/1/role").asString()).isEqualTo("assistant");
            assertThat(second.at("/params/messages/1/content/type").asString()).isEqualTo("tool_use");
            assertThat(second.at("/params/messages/1/content/input/city").asString()).isEqualTo("Oslo");
            assertThat(second.at("/params/messages/2/content").toString()).isEqualTo("{\"type\":\"tool_result\","
                    + "\"toolUseId\":\"use-1\",\"content\":[{\"type\":\"text\",\"text\":\"18 degrees in Oslo\"}]}");
        }
    }

    @Test
    void toolsNeedTheClientsSamplingToolsCapability() {
        try (TestClient client = new TestClient(server)) {
            client.initialize("2025-11-25", json("{\"sampling\":{}}"));
            JsonNode result = client.callTool("forecast", null);
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).isEqualTo(
                    "Cannot ask the client's model (sampling): the client did not declare the 'sampling.tools' capability");
            assertThat(client.serverRequests).isEmpty();
        }
    }

    @Test
    void otherServersContextNeedsTheSamplingContextCapability() {
        server.registerTool(ServerTool.builder("with_context").handler((args, ctx) -> CallToolResult.text(
                ctx.sample(SamplingRequest.builder(10).message(SamplingMessage.user("hi"))
                        .includeContext(IncludeContext.THIS_SERVER).build()).model())).build());
        try (TestClient client = new TestClient(server)) {
            client.initialize("2025-11-25", json("{\"sampling\":{}}"));
            assertThat(client.callTool("with_context", null).at("/content/0/text").asString())
                    .contains("'sampling.context' capability");
        }
    }

    @Test
    void inTheStatelessEraToolUseTravelsThroughInputRequired() {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{\"sampling\":{\"tools\":{}}}}";
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode first = client.request("tools/call", json("{" + meta + ",\"name\":\"forecast\"}")).get("result");
            SpecSchema.MODERN.assertValid("InputRequiredResult", first);
            assertThat(first.at("/inputRequests/input-1/params/tools/0/name").asString()).isEqualTo("get_weather");

            ObjectNode retry = json("{" + meta + ",\"name\":\"forecast\"}");
            retry.put("requestState", first.get("requestState").asString());
            retry.set("inputResponses", json("{\"input-1\":" + TOOL_USE_ANSWER + "}"));
            JsonNode second = client.request("tools/call", retry).get("result");
            assertThat(second.at("/inputRequests/input-2/params/messages/2/content/type").asString()).isEqualTo("tool_result");

            ObjectNode last = json("{" + meta + ",\"name\":\"forecast\"}");
            last.put("requestState", second.get("requestState").asString());
            last.set("inputResponses", json("{\"input-2\":" + TEXT_ANSWER + "}"));
            assertThat(client.request("tools/call", last).at("/result/content/0/text").asString())
                    .isEqualTo("get_weather -> Sunny in Oslo");
        }
    }
}
