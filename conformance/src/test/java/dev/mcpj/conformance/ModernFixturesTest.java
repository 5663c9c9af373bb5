package dev.mcpj.conformance;

import static dev.mcpj.conformance.RawClient.json;
import static dev.mcpj.conformance.RawClient.modern;
import static dev.mcpj.conformance.LegacyFixturesTest.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The fixtures as a stateless 2026-07-28 client sees them: questions to the client come back as
 * {@code input_required} results, answered by retrying with {@code inputResponses}.
 */
class ModernFixturesTest {
    private static final String ALL = "{\"sampling\":{},\"elicitation\":{},\"roots\":{\"listChanged\":true}}";
    private final McpServer server = FixtureServer.create();
    private final RawClient client = RawClient.stateless(server);

    @AfterEach
    void close() {
        client.close();
        server.close();
    }

    /** Calls a tool without arguments, declaring {@code capabilities}; returns the response envelope. */
    private JsonNode call(String capabilities, String tool) {
        return client.request("tools/call", modern(capabilities, "{\"name\":\"" + tool + "\",\"arguments\":{}}"));
    }

    /** Retries a call with answers to the questions of {@code previous}, keyed as it asked. */
    private JsonNode retry(String tool, JsonNode previous, String... answers) {
        List<String> keys = new ArrayList<>();
        previous.get("inputRequests").propertyNames().forEach(keys::add);
        ObjectNode params = modern(ALL, "{\"name\":\"" + tool + "\",\"arguments\":{}}");
        ObjectNode responses = params.putObject("inputResponses");
        for (int i = 0; i < answers.length; i++) {
            responses.set(keys.get(i), json(answers[i]));
        }
        if (previous.has("requestState")) {
            params.put("requestState", previous.get("requestState").asString());
        }
        return client.request("tools/call", params);
    }

    private static String accept(String content) {
        return "{\"action\":\"accept\",\"content\":" + content + "}";
    }

    private static String sampled(String text) {
        return "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"" + text + "\"},"
                + "\"model\":\"test-model\",\"stopReason\":\"endTurn\"}";
    }

    @Test
    void discoverDeclaresTheListChangedCapabilitiesAndIdentifiesTheServer() {
        JsonNode r = client.result("server/discover", modern("{}", "{}"));
        assertThat(r.get("supportedVersions").toString()).contains("2026-07-28");
        assertThat(r.at("/capabilities/tools/listChanged").asBoolean()).isTrue();
        assertThat(r.at("/capabilities/prompts/listChanged").asBoolean()).isTrue();
        assertThat(r.at("/_meta/io.modelcontextprotocol~1serverInfo/name").asString())
                .isEqualTo("mcp-conformance-test-server");
    }

    @Test
    void metadataWithoutClientInfoIsServed() {
        ObjectNode params = json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}}");
        assertThat(client.request("server/discover", params).has("result")).isTrue();
    }

    @Test
    void anUnsupportedVersionIsNamedWithTheSupportedOnes() {
        JsonNode supported = client.result("server/discover", modern("{}", "{}")).get("supportedVersions");
        ObjectNode params = modern("{}", "{}");
        ((ObjectNode) params.get("_meta")).put("io.modelcontextprotocol/protocolVersion", "v999.0.0");
        JsonNode error = client.request("server/discover", params).get("error");
        assertThat(error.get("code").asInt()).isEqualTo(-32022);
        assertThat(error.at("/data/requested").asString()).isEqualTo("v999.0.0");
        assertThat(error.at("/data/supported")).isNotEmpty().allSatisfy(v -> assertThat(supported).contains(v));
    }

    @Test
    void removedAndUnknownMethodsAreNotFound() {
        for (String method : List.of("ping", "logging/setLevel", "resources/subscribe",
                "resources/unsubscribe", "unknown/method")) {
            JsonNode answer = client.request(method, modern("{}", "{}"));
            assertThat(answer.at("/error/code").asInt()).as("%s: %s", method, answer).isEqualTo(-32601);
            assertThat(answer.get("id").asInt()).isPositive();
        }
    }

    @Test
    void initializeIsARemovedMethodInThisRevision() {
        JsonNode answer = client.request("initialize", modern("{}", "{}"));
        assertThat(answer.at("/error/code").asInt()).as("answer %s", answer).isEqualTo(-32601);
    }

    @Test
    void listsAndReadsCarryCacheHints() {
        for (String method : List.of("tools/list", "prompts/list", "resources/list", "resources/templates/list")) {
            JsonNode r = client.result(method, modern("{}", "{}"));
            assertThat(r.get("ttlMs").isIntegralNumber()).as(method).isTrue();
            assertThat(r.get("cacheScope").asString()).as(method).isIn("public", "private");
        }
        JsonNode read = client.result("resources/read", modern("{}", "{\"uri\":\"test://static-text\"}"));
        assertThat(read.get("cacheScope").asString()).isIn("public", "private");
        assertThat(read.at("/contents/0/text").asString()).isEqualTo("This is the content of the static text resource.");
    }

    @Test
    void anUnknownResourceIsInvalidParamsNamingTheUri() {
        String uri = "test://nonexistent-resource-for-conformance-testing";
        JsonNode error = client.request("resources/read", modern("{}", "{\"uri\":\"" + uri + "\"}")).get("error");
        assertThat(error.get("code").asInt()).isEqualTo(-32602);
        assertThat(error.at("/data/uri").asString()).as("error %s", error).isEqualTo(uri);
    }

    @Test
    void contentToolsAnswerCompleteResults() {
        JsonNode r = call("{}", "test_simple_text").get("result");
        assertThat(r.get("resultType").asString()).isEqualTo("complete");
        assertThat(r.at("/content/0/text").asString()).isEqualTo("This is a simple text response for testing.");
        assertThat(call("{}", "test_error_handling").at("/result/isError").asBoolean()).isTrue();
    }

    @Test
    void elicitationRoundTrip() {
        JsonNode first = call(ALL, "test_input_required_result_elicitation").get("result");
        assertThat(first.get("resultType").asString()).isEqualTo("input_required");
        JsonNode question = first.get("inputRequests").iterator().next();
        assertThat(question.get("method").asString()).isEqualTo("elicitation/create");
        assertThat(question.at("/params/message").asString()).isEqualTo("What is your name?");
        assertJson(question.at("/params/requestedSchema"),
                "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}");
        JsonNode done = retry("test_input_required_result_elicitation", first, accept("{\"name\":\"Alice\"}"));
        assertThat(done.at("/result/resultType").asString()).isEqualTo("complete");
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Hello, Alice!");
    }

    @Test
    void samplingRoundTrip() {
        JsonNode first = call(ALL, "test_input_required_result_sampling").get("result");
        JsonNode question = first.get("inputRequests").iterator().next();
        assertThat(question.get("method").asString()).isEqualTo("sampling/createMessage");
        assertJson(question.get("params"), "{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\","
                + "\"text\":\"What is the capital of France?\"}}],\"maxTokens\":100}");
        JsonNode done = retry("test_input_required_result_sampling", first, sampled("The capital of France is Paris."));
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Sampling result: The capital of France is Paris.");
    }

    @Test
    void rootsRoundTrip() {
        JsonNode first = call(ALL, "test_input_required_result_list_roots").get("result");
        assertThat(first.get("inputRequests").iterator().next().get("method").asString()).isEqualTo("roots/list");
        JsonNode done = retry("test_input_required_result_list_roots", first,
                "{\"roots\":[{\"uri\":\"file:///test/root\",\"name\":\"Test Root\"}]}");
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Found 1 root(s)");
    }

    @Test
    void requestStateRoundTrip() {
        JsonNode first = call(ALL, "test_input_required_result_request_state").get("result");
        assertThat(first.get("requestState").isString()).isTrue();
        JsonNode done = retry("test_input_required_result_request_state", first, accept("{\"ok\":true}"));
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("state-ok: requestState validated");
    }

    @Test
    void multipleInputsAreAskedInOneRound() {
        JsonNode first = call(ALL, "test_input_required_result_multiple_inputs").get("result");
        List<String> methods = new ArrayList<>();
        first.get("inputRequests").forEach(q -> methods.add(q.get("method").asString()));
        assertThat(methods).containsExactly("elicitation/create", "sampling/createMessage", "roots/list");
        assertThat(first.has("requestState")).isTrue();
        JsonNode done = retry("test_input_required_result_multiple_inputs", first, accept("{\"name\":\"Alice\"}"),
                sampled("Hello there!"), "{\"roots\":[{\"uri\":\"file:///test/root\",\"name\":\"Test Root\"}]}");
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Name: Alice; Greeting: Hello there!; Roots: 1");
    }

    @Test
    void multiRoundAsksTwiceWithAFreshState() {
        JsonNode first = call(ALL, "test_input_required_result_multi_round").get("result");
        assertThat(first.get("inputRequests").iterator().next().at("/params/message").asString())
                .isEqualTo("Step 1: What is your name?");
        JsonNode second = retry("test_input_required_result_multi_round", first, accept("{\"name\":\"Alice\"}")).get("result");
        assertThat(second.get("resultType").asString()).isEqualTo("input_required");
        assertThat(second.get("requestState").asString()).isNotEqualTo(first.get("requestState").asString());
        assertThat(second.get("inputRequests").iterator().next().at("/params/message").asString())
                .isEqualTo("Step 2: What is your favorite color?");
        JsonNode done = retry("test_input_required_result_multi_round", second, accept("{\"color\":\"blue\"}"));
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Multi-round complete for Alice who likes blue");
    }

    @Test
    void aTamperedStateIsRejected() {
        JsonNode first = call(ALL, "test_input_required_result_tampered_state").get("result");
        ObjectNode tampered = (ObjectNode) first.deepCopy();
        tampered.put("requestState", first.get("requestState").asString() + "-TAMPERED");
        JsonNode answer = retry("test_input_required_result_tampered_state", tampered, accept("{\"ok\":true}"));
        assertThat(answer.at("/error/code").asInt()).isEqualTo(-32602);
        JsonNode good = retry("test_input_required_result_tampered_state", first, accept("{\"ok\":true}"));
        assertThat(good.at("/result/content/0/text").asString()).isEqualTo("integrity-ok: state verified");
    }

    @Test
    void onlyDeclaredCapabilitiesAreAsked() {
        JsonNode samplingOnly = call("{\"sampling\":{}}", "test_input_required_result_capabilities").get("result");
        List<String> methods = new ArrayList<>();
        samplingOnly.get("inputRequests").forEach(q -> methods.add(q.get("method").asString()));
        assertThat(methods).containsExactly("sampling/createMessage");
        assertThat(call("{}", "test_input_required_result_capabilities").at("/result/content/0/text").asString())
                .isEqualTo("No supported capabilities declared");
    }

    @Test
    void anUndeclaredCapabilityIsMissingRequiredClientCapability() {
        JsonNode answer = call("{}", "test_missing_capability");
        assertThat(answer.at("/error/code").asInt()).isEqualTo(-32021);
        assertJson(answer.at("/error/data/requiredCapabilities"), "{\"sampling\":{}}");
    }

    @Test
    void streamingElicitationAsksThroughTheResultNotARequest() {
        JsonNode answer = call("{\"elicitation\":{}}", "test_streaming_elicitation");
        assertThat(answer.at("/result/resultType").asString()).isEqualTo("input_required");
        assertThat(client.serverRequests()).isEmpty();
    }

    @Test
    void loggingToolLogsOnlyWhenTheRequestSetsALevel() {
        assertThat(call("{}", "test_logging_tool").at("/result/content/0/text").asString()).isEqualTo("Logging evaluated");
        assertThat(client.notifications("notifications/message")).isEmpty();
        ObjectNode params = modern("{}", "{\"name\":\"test_logging_tool\",\"arguments\":{}}");
        ((ObjectNode) params.get("_meta")).put("io.modelcontextprotocol/logLevel", "info");
        client.result("tools/call", params);
        assertThat(client.notifications("notifications/message")).extracting(n -> n.at("/params/data").asString())
                .containsExactly("Diagnostic trace logging activated");
    }

    @Test
    void listenStreamsHearTheTriggeredChanges() throws Exception {
        var listen = client.requestAsync("subscriptions/listen",
                modern("{}", "{\"notifications\":{\"toolsListChanged\":true}}"));
        client.result("server/discover", modern("{}", "{}"));
        assertThat(client.notifications("notifications/subscriptions/acknowledged")).hasSize(1);
        call("{}", "test_trigger_tool_change");
        call("{}", "test_trigger_prompt_change");
        client.result("server/discover", modern("{}", "{}"));
        assertThat(client.notifications()).extracting(n -> n.get("method").asString())
                .containsExactly("notifications/subscriptions/acknowledged", "notifications/tools/list_changed");
        assertThat(listen.isAnswered()).as("a listen stays open").isFalse();
    }

    @Test
    void theInputRequiredPromptAsksForContext() {
        JsonNode first = client.request("prompts/get", modern(ALL, "{\"name\":\"test_input_required_result_prompt\"}"));
        assertThat(first.at("/result/resultType").asString()).as("answer %s", first).isEqualTo("input_required");
        JsonNode question = first.at("/result/inputRequests").iterator().next();
        assertThat(question.at("/params/message").asString()).isEqualTo("What context should the prompt use?");
        String key = first.at("/result/inputRequests").propertyNames().iterator().next();
        ObjectNode retry = modern(ALL, "{\"name\":\"test_input_required_result_prompt\"}");
        retry.putObject("inputResponses").set(key, json(accept("{\"context\":\"test context\"}")));
        if (first.at("/result/requestState").isString()) {
            retry.put("requestState", first.at("/result/requestState").asString());
        }
        assertJson(client.result("prompts/get", retry).get("messages"),
                "[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Prompt with context: test context\"}}]");
    }

    @Test
    void theSuiteNamesItsInputRequestKeys() {
        JsonNode first = call(ALL, "test_input_required_result_elicitation").get("result");
        assertThat(first.get("inputRequests").has("user_name")).as("keys %s", first.get("inputRequests")).isTrue();
    }

    @Test
    void anAnswerWithoutRequestStateIsUsed() {
        ObjectNode params = modern(ALL, "{\"name\":\"test_input_required_result_elicitation\",\"arguments\":{}}");
        ObjectNode responses = params.putObject("inputResponses");
        responses.set("user_name", json(accept("{\"name\":\"Alice\"}")));
        responses.set("unknown_extra_key", json(accept("{\"foo\":\"bar\"}")));
        JsonNode answer = client.result("tools/call", params);
        assertThat(answer.at("/content/0/text").asString()).isEqualTo("Hello, Alice!");
    }

    @Test
    void theAppIsLinkedAndItsToolAnswersInTextWithOrWithoutApps() {
        JsonNode tools = client.request("tools/list", modern("{}", "{}")).at("/result/tools");
        JsonNode tool = null;
        for (JsonNode t : tools) {
            if (t.get("name").asString().equals(FixtureApps.TOOL)) {
                tool = t;
            }
        }
        assertThat(tool).as("the App tool is listed").isNotNull();
        assertThat(tool.at("/_meta/ui/resourceUri").asString()).isEqualTo(FixtureApps.URI);
        assertThat(tool.at("/_meta/ui~1resourceUri").asString()).isEqualTo(FixtureApps.URI);
        JsonNode read = client.request("resources/read", modern("{}", "{\"uri\":\"" + FixtureApps.URI + "\"}"))
                .at("/result/contents/0");
        assertThat(read.get("mimeType").asString()).isEqualTo("text/html;profile=mcp-app");
        assertThat(read.get("text").asString()).isEqualTo(FixtureApps.HTML);
        assertThat(read.at("/_meta/ui/csp/connectDomains/0").asString()).isEqualTo("https://api.example.com");
        String apps = "{\"extensions\":{\"io.modelcontextprotocol/ui\":{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}";
        assertThat(call(apps, FixtureApps.TOOL).at("/result/content/0/text").asString())
                .isEqualTo("Counted to 3 (shown in the counter App)");
        assertThat(call("{}", FixtureApps.TOOL).at("/result/content/0/text").asString())
                .isEqualTo("Counted to 3 (this client shows no Apps)");
    }
}
