package dev.mcpj.conformance;

import static dev.mcpj.conformance.RawClient.JSON;
import static dev.mcpj.conformance.RawClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.client.Root;
import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Every fixture as a 2025-11-25 client sees it, with the exact texts of the suite's reference
 * server: the suite's own checks are weaker (a "tool not found" error passes some of them).
 */
class LegacyFixturesTest {
    private static final String PNG = Media.PNG_BASE64;
    private final McpServer server = FixtureServer.create();
    private final RawClient client = RawClient.initialized(server, "{\"sampling\":{},\"elicitation\":{}}");

    @AfterEach
    void close() {
        client.close();
        server.close();
    }

    /** Compares JSON by value, whatever the key order and number representation (0 equals 0.0). */
    static void assertJson(JsonNode actual, String expected) {
        JsonNode want = JSON.readTree(expected);
        Comparator<JsonNode> numbersByValue = (a, b) -> a.isNumber() && b.isNumber()
                ? a.decimalValue().compareTo(b.decimalValue())
                : a.equals(b) ? 0 : 1;
        assertThat(actual.equals(numbersByValue, want)).as("JSON %s%nexpected %s", actual, want).isTrue();
    }

    @Test
    void initializeDeclaresWhatTheReferenceDeclares() {
        try (RawClient other = RawClient.stateless(server)) {
            JsonNode result = other.result("initialize", json("{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"x\",\"version\":\"1\"}}"));
            assertThat(result.at("/serverInfo/name").asString()).isEqualTo("mcp-conformance-test-server");
            JsonNode caps = result.get("capabilities");
            assertThat(caps.at("/tools/listChanged").asBoolean()).isTrue();
            assertThat(caps.at("/resources/subscribe").asBoolean()).isTrue();
            assertThat(caps.at("/resources/listChanged").asBoolean()).isTrue();
            assertThat(caps.at("/prompts/listChanged").asBoolean()).isTrue();
            assertThat(caps.has("logging")).isTrue();
            assertThat(caps.has("completions")).isTrue();
        }
    }

    @Test
    void pingAndSetLevelAnswerEmptyResults() {
        assertJson(client.result("ping", null), "{}");
        assertJson(client.result("logging/setLevel", json("{\"level\":\"info\"}")), "{}");
    }

    @Test
    void everyToolAndPromptTheSuiteCallsIsListedWithADescription() {
        JsonNode tools = client.result("tools/list", null).get("tools");
        List<String> names = StreamSupport.stream(tools.spliterator(), false).map(t -> t.get("name").asString()).toList();
        assertThat(names).contains("test_simple_text", "test_image_content", "test_audio_content",
                "test_embedded_resource", "test_multiple_content_types", "test_tool_with_logging",
                "test_tool_with_progress", "test_error_handling", "test_sampling", "test_elicitation",
                "test_elicitation_sep1034_defaults", "test_elicitation_sep1330_enums", "json_schema_2020_12_tool",
                "test_reconnection");
        assertThat(tools).allSatisfy(t -> {
            assertThat(t.path("description").asString("")).as("description of %s", t.get("name")).isNotBlank();
            assertThat(t.at("/inputSchema/type").asString()).isEqualTo("object");
        });
        JsonNode prompts = client.result("prompts/list", null).get("prompts");
        assertThat(prompts).extracting(p -> p.get("name").asString()).contains("test_simple_prompt",
                "test_prompt_with_arguments", "test_prompt_with_embedded_resource", "test_prompt_with_image");
        assertThat(prompts).allSatisfy(p -> assertThat(p.path("description").asString("")).isNotBlank());
    }

    @Test
    void theJsonSchema2020ToolKeepsItsSchemaVerbatim() {
        JsonNode tools = client.result("tools/list", null).get("tools");
        JsonNode tool = StreamSupport.stream(tools.spliterator(), false)
                .filter(t -> t.get("name").asString().equals("json_schema_2020_12_tool")).findFirst().orElseThrow();
        assertJson(tool.get("inputSchema"), DiagnosticTools.JSON_SCHEMA_2020_12);
        assertThat(tool.at("/inputSchema/$schema").asString()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(tool.at("/inputSchema/$defs/address/$anchor").asString()).isEqualTo("addressDef");
        assertThat(tool.at("/inputSchema/additionalProperties").asBoolean(true)).isFalse();
        assertThat(client.call("json_schema_2020_12_tool", "{\"name\":\"Ada\",\"email\":\"ada@example.com\"}")
                .at("/content/0/text").asString())
                .isEqualTo("JSON Schema 2020-12 tool called with: {\"name\":\"Ada\",\"email\":\"ada@example.com\"}");
    }

    @Test
    void simpleTextAnswersWithoutArguments() {
        JsonNode result = client.result("tools/call", json("{\"name\":\"test_simple_text\"}"));
        assertJson(result, "{\"content\":[{\"type\":\"text\",\"text\":\"This is a simple text response for testing.\"}]"
                + "}");
    }

    @Test
    void contentToolsAnswerWithTheReferenceContent() {
        assertJson(client.call("test_image_content", "{}").get("content"),
                "[{\"type\":\"image\",\"data\":\"" + PNG + "\",\"mimeType\":\"image/png\"}]");
        assertJson(client.call("test_audio_content", "{}").get("content"),
                "[{\"type\":\"audio\",\"data\":\"" + Media.WAV_BASE64 + "\",\"mimeType\":\"audio/wav\"}]");
        assertJson(client.call("test_embedded_resource", "{}").get("content"),
                "[{\"type\":\"resource\",\"resource\":{\"uri\":\"test://embedded-resource\",\"mimeType\":\"text/plain\","
                        + "\"text\":\"This is an embedded resource content.\"}}]");
        assertJson(client.call("test_multiple_content_types", "{}").get("content"),
                "[{\"type\":\"text\",\"text\":\"Multiple content types test:\"},"
                        + "{\"type\":\"image\",\"data\":\"" + PNG + "\",\"mimeType\":\"image/png\"},"
                        + "{\"type\":\"resource\",\"resource\":{\"uri\":\"test://mixed-content-resource\","
                        + "\"mimeType\":\"application/json\",\"text\":\"{\\\"test\\\":\\\"data\\\",\\\"value\\\":123}\"}}]");
    }

    @Test
    void errorHandlingIsAnIsErrorResultNotAProtocolError() {
        assertJson(client.call("test_error_handling", "{}"), "{\"isError\":true,\"content\":[{\"type\":\"text\","
                + "\"text\":\"This tool intentionally returns an error for testing\"}]}");
    }

    @Test
    void loggingToolSendsThreeInfoMessagesAtTheSetLevel() {
        client.result("logging/setLevel", json("{\"level\":\"debug\"}"));
        JsonNode result = client.call("test_tool_with_logging", "{}");
        assertThat(result.at("/content/0/text").asString()).isEqualTo("Tool with logging executed successfully");
        List<JsonNode> messages = client.notifications("notifications/message");
        assertThat(messages).extracting(m -> m.at("/params/data").asString())
                .containsExactly("Tool execution started", "Tool processing data", "Tool execution completed");
        assertThat(messages).allSatisfy(m -> assertThat(m.at("/params/level").asString()).isEqualTo("info"));
    }

    @Test
    void progressToolReportsThreeStepsWithTheRequestsNumericToken() {
        JsonNode result = client.result("tools/call",
                json("{\"name\":\"test_tool_with_progress\",\"arguments\":{},\"_meta\":{\"progressToken\":7}}"));
        assertThat(result.at("/content/0/text").asString()).isEqualTo("7");
        List<JsonNode> progress = client.notifications("notifications/progress");
        assertThat(progress).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertJson(progress.get(i).get("params"), "{\"progressToken\":7,\"progress\":" + (i * 50)
                    + ",\"total\":100,\"message\":\"Completed step " + (i * 50) + " of 100\"}");
        }
    }

    @Test
    void progressToolEchoesAStringToken() {
        JsonNode result = client.result("tools/call",
                json("{\"name\":\"test_tool_with_progress\",\"arguments\":{},\"_meta\":{\"progressToken\":\"progress-test-1\"}}"));
        assertThat(result.at("/content/0/text").asString()).isEqualTo("progress-test-1");
        assertThat(client.notifications("notifications/progress"))
                .allSatisfy(n -> assertThat(n.at("/params/progressToken").asString()).isEqualTo("progress-test-1"));
    }

    @Test
    void samplingAsksTheClientsModelWithThePrompt() {
        client.respondWith(method -> json("{\"role\":\"assistant\",\"content\":{\"type\":\"text\","
                + "\"text\":\"This is a test response from the client\"},\"model\":\"test-model\",\"stopReason\":\"endTurn\"}"));
        JsonNode result = client.call("test_sampling", "{\"prompt\":\"Test prompt for sampling\"}");
        assertThat(result.at("/content/0/text").asString()).isEqualTo("LLM response: This is a test response from the client");
        assertThat(client.serverRequests()).hasSize(1);
        assertThat(client.serverRequests().get(0).get("method").asString()).isEqualTo("sampling/createMessage");
        assertJson(client.serverRequests().get(0).get("params"), "{\"messages\":[{\"role\":\"user\","
                + "\"content\":{\"type\":\"text\",\"text\":\"Test prompt for sampling\"}}],\"maxTokens\":100}");
    }

    @Test
    void elicitationAsksForUsernameAndEmail() {
        client.respondWith(method -> json("{\"action\":\"accept\",\"content\":{\"username\":\"testuser\",\"email\":\"test@example.com\"}}"));
        JsonNode result = client.call("test_elicitation", "{\"message\":\"Please provide your information\"}");
        assertThat(result.at("/content/0/text").asString())
                .isEqualTo("User response: action=accept, content={\"username\":\"testuser\",\"email\":\"test@example.com\"}");
        JsonNode params = client.serverRequests().get(0).get("params");
        assertThat(params.get("message").asString()).isEqualTo("Please provide your information");
        assertJson(params.get("requestedSchema"), "{\"type\":\"object\",\"properties\":{"
                + "\"username\":{\"type\":\"string\",\"description\":\"User's response\"},"
                + "\"email\":{\"type\":\"string\",\"description\":\"User's email address\"}},"
                + "\"required\":[\"username\",\"email\"]}");
    }

    @Test
    void elicitationDefaultsCoverEveryPrimitiveType() {
        client.respondWith(method -> json("{\"action\":\"accept\",\"content\":{\"name\":\"Jane Smith\",\"age\":25,"
                + "\"score\":88.0,\"status\":\"inactive\",\"verified\":false}}"));
        JsonNode result = client.call("test_elicitation_sep1034_defaults", "{}");
        assertThat(result.at("/content/0/text").asString()).isEqualTo("Elicitation completed: action=accept, "
                + "content={\"name\":\"Jane Smith\",\"age\":25,\"score\":88.0,\"status\":\"inactive\",\"verified\":false}");
        JsonNode params = client.serverRequests().get(0).get("params");
        assertThat(params.get("message").asString()).isEqualTo("Please review and update the form fields with defaults");
        assertJson(params.at("/requestedSchema/properties"), """
                {"name":{"type":"string","description":"User name","default":"John Doe"},
                 "age":{"type":"integer","description":"User age","default":30},
                 "score":{"type":"number","description":"User score","default":95.5},
                 "status":{"type":"string","description":"User status","enum":["active","inactive","pending"],
                           "default":"active"},
                 "verified":{"type":"boolean","description":"Verification status","default":true}}""");
        assertThat(params.at("/requestedSchema/properties/age/default").isIntegralNumber()).isTrue();
    }

    @Test
    void elicitationEnumsCoverAllFiveShapes() {
        client.respondWith(method -> json("{\"action\":\"accept\",\"content\":{\"untitledSingle\":\"option1\","
                + "\"titledSingle\":\"value1\",\"legacyEnum\":\"opt1\",\"untitledMulti\":[\"option1\",\"option2\"],"
                + "\"titledMulti\":[\"value1\",\"value2\"]}}"));
        JsonNode result = client.call("test_elicitation_sep1330_enums", "{}");
        assertThat(result.at("/content/0/text").asString()).startsWith("Elicitation completed: action=accept, content=");
        JsonNode params = client.serverRequests().get(0).get("params");
        assertThat(params.get("message").asString()).isEqualTo("Please select options from the enum fields");
        assertJson(params.at("/requestedSchema/properties"), """
                {"untitledSingle":{"type":"string","description":"Select one option",
                                   "enum":["option1","option2","option3"]},
                 "titledSingle":{"type":"string","description":"Select one option with titles",
                                 "oneOf":[{"const":"value1","title":"First Option"},
                                          {"const":"value2","title":"Second Option"},
                                          {"const":"value3","title":"Third Option"}]},
                 "legacyEnum":{"type":"string","description":"Select one option (legacy)",
                               "enum":["opt1","opt2","opt3"],
                               "enumNames":["Option One","Option Two","Option Three"]},
                 "untitledMulti":{"type":"array","description":"Select multiple options",
                                  "items":{"type":"string","enum":["option1","option2","option3"]}},
                 "titledMulti":{"type":"array","description":"Select multiple options with titles",
                                "items":{"anyOf":[{"const":"value1","title":"First Choice"},
                                                  {"const":"value2","title":"Second Choice"},
                                                  {"const":"value3","title":"Third Choice"}]}}}""");
    }

    @Test
    void multiRoundTripToolsAskByRequestsInThisEra() {
        RawClient c = RawClient.initialized(server, "{\"sampling\":{},\"elicitation\":{},\"roots\":{}}",
                List.of(new Root("file:///test/root", null)));
        try (c) {
            c.respondWith(method -> method.equals("elicitation/create")
                    ? json("{\"action\":\"accept\",\"content\":{\"name\":\"Alice\"}}")
                    : json("{\"role\":\"assistant\",\"content\":{\"type\":\"text\","
                            + "\"text\":\"Hello there!\"},\"model\":\"m\"}"));
            assertThat(c.call("test_input_required_result_multiple_inputs", "{}").at("/content/0/text").asString())
                    .isEqualTo("Name: Alice; Greeting: Hello there!; Roots: 1");
            assertThat(c.serverRequests()).extracting(r -> r.get("method").asString())
                    .containsExactlyInAnyOrder("elicitation/create", "sampling/createMessage", "roots/list");
        }
    }

    @Test
    void reconnectionToolCompletes() {
        assertThat(client.call("test_reconnection", "{}").at("/content/0/text").asString())
                .isEqualTo("Reconnection test completed successfully. If you received this, the client properly "
                        + "reconnected after stream closure.");
    }

    @Test
    void resourcesAreListedAndRead() {
        JsonNode resources = client.result("resources/list", null).get("resources");
        assertThat(resources).extracting(r -> r.get("uri").asString()).contains("test://static-text",
                "test://static-binary", "test://watched-resource");
        assertThat(resources).allSatisfy(r -> assertThat(r.path("name").asString("")).isNotBlank());
        assertJson(client.result("resources/read", json("{\"uri\":\"test://static-text\"}")),
                "{\"contents\":[{\"uri\":\"test://static-text\",\"mimeType\":\"text/plain\","
                        + "\"text\":\"This is the content of the static text resource.\"}]}");
        assertJson(client.result("resources/read", json("{\"uri\":\"test://static-binary\"}")),
                "{\"contents\":[{\"uri\":\"test://static-binary\",\"mimeType\":\"image/png\",\"blob\":\"" + PNG + "\"}]}");
        assertJson(client.result("resources/read", json("{\"uri\":\"test://watched-resource\"}")),
                "{\"contents\":[{\"uri\":\"test://watched-resource\",\"mimeType\":\"text/plain\","
                        + "\"text\":\"Watched resource content\"}]}");
    }

    @Test
    void theTemplateSubstitutesItsId() {
        JsonNode templates = client.result("resources/templates/list", null).get("resourceTemplates");
        assertThat(templates).extracting(t -> t.get("uriTemplate").asString()).contains("test://template/{id}/data");
        JsonNode content = client.result("resources/read", json("{\"uri\":\"test://template/123/data\"}")).at("/contents/0");
        assertThat(content.get("uri").asString()).isEqualTo("test://template/123/data");
        assertThat(content.get("mimeType").asString()).isEqualTo("application/json");
        assertThat(content.get("text").asString()).isEqualTo("{\"id\":\"123\",\"templateTest\":true,\"data\":\"Data for ID: 123\"}");
    }

    @Test
    void subscribingToTheWatchedResourceDeliversUpdates() {
        assertJson(client.result("resources/subscribe", json("{\"uri\":\"test://watched-resource\"}")), "{}");
        server.notifyResourceUpdated("test://watched-resource");
        client.result("ping", null);
        assertThat(client.notifications("notifications/resources/updated"))
                .extracting(n -> n.at("/params/uri").asString()).containsExactly("test://watched-resource");
        assertJson(client.result("resources/unsubscribe", json("{\"uri\":\"test://watched-resource\"}")), "{}");
    }

    @Test
    void promptsRenderTheReferenceMessages() {
        assertJson(client.result("prompts/get", json("{\"name\":\"test_simple_prompt\"}")).get("messages"),
                "[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"This is a simple prompt for testing.\"}}]");
        assertJson(client.result("prompts/get", json("{\"name\":\"test_prompt_with_arguments\","
                        + "\"arguments\":{\"arg1\":\"testValue1\",\"arg2\":\"testValue2\"}}")).get("messages"),
                "[{\"role\":\"user\",\"content\":{\"type\":\"text\","
                        + "\"text\":\"Prompt with arguments: arg1='testValue1', arg2='testValue2'\"}}]");
        assertJson(client.result("prompts/get", json("{\"name\":\"test_prompt_with_embedded_resource\","
                        + "\"arguments\":{\"resourceUri\":\"test://example-resource\"}}")).get("messages"),
                "[{\"role\":\"user\",\"content\":{\"type\":\"resource\",\"resource\":{\"uri\":\"test://example-resource\","
                        + "\"mimeType\":\"text/plain\",\"text\":\"Embedded resource content for testing.\"}}},"
                        + "{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Please process the embedded resource above.\"}}]");
        assertJson(client.result("prompts/get", json("{\"name\":\"test_prompt_with_image\"}")).get("messages"),
                "[{\"role\":\"user\",\"content\":{\"type\":\"image\",\"data\":\"" + PNG + "\",\"mimeType\":\"image/png\"}},"
                        + "{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Please analyze the image above.\"}}]");
    }

    @Test
    void promptArgumentsAreRequired() {
        JsonNode answer = client.request("prompts/get", json("{\"name\":\"test_prompt_with_arguments\",\"arguments\":{\"arg1\":\"x\"}}"));
        assertThat(answer.at("/error/code").asInt()).isEqualTo(-32602);
    }

    @Test
    void arg1IsCompleted() {
        JsonNode completion = client.result("completion/complete", json("{\"ref\":{\"type\":\"ref/prompt\","
                + "\"name\":\"test_prompt_with_arguments\"},\"argument\":{\"name\":\"arg1\",\"value\":\"test\"}}")).get("completion");
        assertJson(completion.get("values"), "[\"testValue1\",\"testValue2\"]");
        assertThat(completion.get("total").asInt()).isEqualTo(2);
        assertThat(completion.get("hasMore").asBoolean()).isFalse();
    }

    @Test
    void triggersToggleADynamicToolAndPromptAndTellTheClient() {
        assertThat(client.call("test_trigger_tool_change", "{}").at("/content/0/text").asString())
                .isEqualTo("Mutation triggered: test_dynamic_tool added");
        assertThat(client.call("test_dynamic_tool", "{}").at("/content/0/text").asString())
                .isEqualTo("This is a dynamically registered tool.");
        assertThat(client.call("test_trigger_tool_change", "{}").at("/content/0/text").asString())
                .isEqualTo("Mutation triggered: test_dynamic_tool removed");
        assertThat(client.call("test_trigger_prompt_change", "{}").at("/content/0/text").asString())
                .isEqualTo("Mutation triggered: test_dynamic_prompt added");
        client.result("ping", null);
        assertThat(client.notifications("notifications/tools/list_changed")).hasSize(2);
        assertThat(client.notifications("notifications/prompts/list_changed")).hasSize(1);
    }
}
