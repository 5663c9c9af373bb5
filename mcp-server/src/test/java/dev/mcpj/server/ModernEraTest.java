package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.JSON;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class ModernEraTest {
    private static final String META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":%s}";
    private final McpServer server = McpServer.builder("modern", "2.0").instructions("Use get_weather").build();
    private final AtomicInteger sideEffects = new AtomicInteger();

    @BeforeEach
    void register() {
        server.registerTool(ServerTool.builder("get_weather").description("Weather").inputSchema(
                        "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\"}},\"required\":[\"location\"]}").handler((args, ctx) -> {
                    ctx.log(LoggingLevel.INFO, "looking up " + args.string("location"));
                    ctx.log(LoggingLevel.DEBUG, "debug detail");
                    return CallToolResult.text("Sunny in " + args.string("location"));
                }).build());
        server.registerTool(ServerTool.builder("signup").handler((args, ctx) -> {
            ElicitationResult who = ctx.elicit("Who are you?", ElicitationSchema.builder().string("name", null, true).build());
            if (!who.accepted()) {
                return CallToolResult.text("declined");
            }
            var model = ctx.sample(SamplingRequest.builder(50).message(SamplingMessage.user("Greet " + who.content().get("name").asString())).build());
            sideEffects.incrementAndGet();
            return CallToolResult.text(who.content().get("name").asString() + ": "
                    + ((dev.mcpj.core.content.TextContent) model.content()).text());
        }).build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("code_review").description("Review code")
                        .argument(PromptArgument.required("code", "The code"))
                        .argument(PromptArgument.optional("language", "Its language")).build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("Review:\n" + args.get("code"))))
                .completion("language", (v, c) -> Completion.matching(v, List.of("python", "pytorch", "java")))
                .build());
        for (String uri : List.of("file:///project/src/main.rs", "file:///project/config.json")) {
            server.registerResource(ServerResource.of(Resource.builder(uri, uri.substring(uri.lastIndexOf('/') + 1)).build(),
                    (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "contents of " + req.uri()))));
        }
    }

    @AfterEach
    void close() {
        server.close();
    }

    private static ObjectNode params(String capabilities, String rest) {
        return json("{" + String.format(META, capabilities) + (rest.isEmpty() ? "" : "," + rest) + "}");
    }

    private TestClient client() {
        return new TestClient(server, SpecSchema.MODERN);
    }

    @Test
    void discoverDescribesTheServerWithoutInitialize() {
        try (TestClient client = client()) {
            JsonNode r = client.request("server/discover", params("{}", "")).get("result");
            SpecSchema.MODERN.assertValid("DiscoverResult", r);
            assertThat(r.get("resultType").asString()).isEqualTo("complete");
            assertThat(r.get("supportedVersions").toString()).contains("2026-07-28", "2025-11-25");
            assertThat(r.at("/_meta/io.modelcontextprotocol~1serverInfo/name").asString()).isEqualTo("modern");
            assertThat(r.get("ttlMs").asLong()).isEqualTo(60_000);
            assertThat(r.get("cacheScope").asString()).isEqualTo("public");
            assertThat(r.get("instructions").asString()).isEqualTo("Use get_weather");
        }
    }

    @Test
    void metadataIsCheckedOnEveryRequest() {
        try (TestClient client = client()) {
            JsonNode noCaps = client.request("tools/list", json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\"}}"));
            assertThat(noCaps.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(noCaps.at("/error/message").asString()).contains("clientCapabilities");
            JsonNode future = client.request("tools/list", json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2099-01-01\","
                    + "\"io.modelcontextprotocol/clientCapabilities\":{}}}"));
            assertThat(future.at("/error/code").asInt()).isEqualTo(-32022);
            assertThat(future.at("/error/data/requested").asString()).isEqualTo("2099-01-01");
            assertThat(future.at("/error/data/supported").toString()).contains("2026-07-28");
            JsonNode badLevel = client.request("tools/list", params("{}", "").put("x", 1).set("_meta",
                    json("{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{},"
                            + "\"io.modelcontextprotocol/logLevel\":\"loud\"}")));
            assertThat(badLevel.at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void removedMethodsAreNotFound() {
        try (TestClient client = client()) {
            for (String method : List.of("ping", "logging/setLevel", "resources/subscribe")) {
                assertThat(client.request(method, params("{}", "")).at("/error/code").asInt()).as(method).isEqualTo(-32601);
            }
        }
    }

    @Test
    void listsCarryResultTypeAndCacheHints() {
        try (TestClient client = client()) {
            JsonNode tools = client.request("tools/list", params("{}", "")).get("result");
            SpecSchema.MODERN.assertValid("ListToolsResult", tools);
            assertThat(tools.get("resultType").asString()).isEqualTo("complete");
            assertThat(tools.has("ttlMs")).isTrue();
            JsonNode read = client.request("resources/read", params("{}", "\"uri\":\"file:///project/config.json\"")).get("result");
            SpecSchema.MODERN.assertValid("ReadResourceResult", read);
            assertThat(read.get("ttlMs").asLong()).isZero();
            assertThat(read.get("cacheScope").asString()).isEqualTo("private");
        }
    }

    @Test
    void unknownResourceIsInvalidParamsInThisEra() {
        try (TestClient client = client()) {
            JsonNode r = client.request("resources/read", params("{}", "\"uri\":\"file:///nope\""));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void logMessagesFlowOnlyWhenTheRequestAsksForThem() {
        try (TestClient client = client()) {
            client.request("tools/call", params("{}", "\"name\":\"get_weather\",\"arguments\":{\"location\":\"Oslo\"}"));
            assertThat(client.notifications("notifications/message")).isEmpty();
            ObjectNode p = params("{}", "\"name\":\"get_weather\",\"arguments\":{\"location\":\"Oslo\"}");
            ((ObjectNode) p.get("_meta")).put("io.modelcontextprotocol/logLevel", "info");
            JsonNode r = client.request("tools/call", p).get("result");
            SpecSchema.MODERN.assertValid("CallToolResult", r);
            assertThat(client.notifications("notifications/message")).hasSize(1);
        }
    }

    @Test
    void listenAcknowledgesFirstThenSendsOnlyWhatWasAskedTaggedWithItsId() throws Exception {
        try (TestClient client = client()) {
            JsonNode id = JSON.getNodeFactory().stringNode("listen-1");
            CompletableFuture<JsonNode> closing = client.requestWithId(id, "subscriptions/listen",
                    params("{}", "\"notifications\":{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"file:///project/config.json\"]}"));
            client.request("server/discover", params("{}", ""));
            server.registerTool(ServerTool.builder("new_tool").handler((a, c) -> CallToolResult.text("")).build());
            server.prompt("code_review").orElseThrow().remove();
            server.notifyResourceUpdated("file:///project/config.json");
            server.notifyResourceUpdated("file:///project/src/main.rs");
            client.request("server/discover", params("{}", ""));
            List<JsonNode> n = client.notifications();
            assertThat(n.stream().map(x -> x.get("method").asString())).containsExactly(
                    "notifications/subscriptions/acknowledged", "notifications/tools/list_changed", "notifications/resources/updated");
            assertThat(n).allMatch(x -> x.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asString().equals("listen-1"));
            assertThat(n.get(0).at("/params/notifications").toString())
                    .isEqualTo("{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"file:///project/config.json\"]}");
            assertThat(closing).isNotDone();
            client.connection().shutdown(Duration.ofSeconds(5));
            JsonNode result = TestClient.await(closing).get("result");
            SpecSchema.MODERN.assertValid("SubscriptionsListenResult", result);
            assertThat(result.at("/_meta/io.modelcontextprotocol~1subscriptionId").asString()).isEqualTo("listen-1");
        }
    }

    @Test
    void cancellingAListenEndsItWithoutAnAnswer() throws Exception {
        try (TestClient client = client()) {
            JsonNode id = JSON.getNodeFactory().numberNode(99);
            CompletableFuture<JsonNode> listen = client.requestWithId(id, "subscriptions/listen",
                    params("{}", "\"notifications\":{\"toolsListChanged\":true}"));
            client.request("server/discover", params("{}", ""));
            client.notify("notifications/cancelled", json("{\"requestId\":99}"));
            client.request("server/discover", params("{}", ""));
            server.registerTool(ServerTool.builder("later").handler((a, c) -> CallToolResult.text("")).build());
            client.request("server/discover", params("{}", ""));
            assertThat(client.notifications("notifications/tools/list_changed")).isEmpty();
            assertThat(listen).isNotDone();
        }
    }

    @Test
    void questionsBecomeInputRequiredAndTheRetryResumesWithTheAnswers() {
        String caps = "{\"elicitation\":{},\"sampling\":{}}";
        String call = "\"name\":\"signup\",\"arguments\":{}";
        try (TestClient client = client()) {
            JsonNode first = client.request("tools/call", params(caps, call)).get("result");
            SpecSchema.MODERN.assertValid("InputRequiredResult", first);
            assertThat(first.get("resultType").asString()).isEqualTo("input_required");
            assertThat(first.at("/inputRequests/input-1/method").asString()).isEqualTo("elicitation/create");
            assertThat(first.has("ttlMs")).isFalse();
            String state1 = first.get("requestState").asString();

            ObjectNode retry = params(caps, call + ",\"inputResponses\":{\"input-1\":{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}}");
            retry.put("requestState", state1);
            JsonNode second = client.request("tools/call", retry).get("result");
            assertThat(second.get("resultType").asString()).isEqualTo("input_required");
            assertThat(second.at("/inputRequests/input-2/method").asString()).isEqualTo("sampling/createMessage");
            assertThat(second.at("/inputRequests/input-1").isMissingNode()).isTrue();

            ObjectNode last = params(caps, call + ",\"inputResponses\":{\"input-2\":{\"role\":\"assistant\","
                    + "\"content\":{\"type\":\"text\",\"text\":\"Hello Ada\"},\"model\":\"m\"},\"input-9\":{}}");
            last.put("requestState", second.get("requestState").asString());
            JsonNode done = client.request("tools/call", last).get("result");
            assertThat(done.get("resultType").asString()).isEqualTo("complete");
            assertThat(done.at("/content/0/text").asString()).isEqualTo("Ada: Hello Ada");
            assertThat(sideEffects).hasValue(1);

            JsonNode replay = client.request("tools/call", retry);
            assertThat(replay.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(replay.at("/error/message").asString()).contains("already used");
        }
    }

    @Test
    void requestStateIsBoundToItsCallAndCannotBeForged() {
        String caps = "{\"elicitation\":{},\"sampling\":{}}";
        try (TestClient client = client()) {
            String state = client.request("tools/call", params(caps, "\"name\":\"signup\",\"arguments\":{}"))
                    .at("/result/requestState").asString();
            ObjectNode otherArgs = params(caps, "\"name\":\"signup\",\"arguments\":{\"x\":1}");
            otherArgs.put("requestState", state);
            assertThat(client.request("tools/call", otherArgs).at("/error/message").asString()).contains("another call");
            ObjectNode forged = params(caps, "\"name\":\"signup\",\"arguments\":{}");
            forged.put("requestState", state.substring(0, state.indexOf('.')) + ".AAAA");
            assertThat(client.request("tools/call", forged).at("/error/message").asString()).contains("signature");
        }
    }

    @Test
    void askingWithoutTheDeclaredCapabilityIsMissingRequiredClientCapability() {
        try (TestClient client = client()) {
            JsonNode r = client.request("tools/call", params("{}", "\"name\":\"signup\",\"arguments\":{}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32021);
            assertThat(r.at("/error/data/requiredCapabilities").toString()).isEqualTo("{\"elicitation\":{}}");
        }
    }

    @Test
    void keyedQuestionsAndAnswersWithoutStateWork() {
        server.registerTool(ServerTool.builder("named").handler((args, ctx) -> CallToolResult.text("hello "
                + ctx.elicit(FormElicitation.builder("Name?", ElicitationSchema.builder().string("name", null, true).build())
                        .key("user_name").build())
                        .content().get("name").asString())).build());
        String caps = "{\"elicitation\":{}}";
        try (TestClient client = client()) {
            JsonNode first = client.request("tools/call", params(caps, "\"name\":\"named\"")).get("result");
            assertThat(first.at("/inputRequests/user_name/method").asString()).isEqualTo("elicitation/create");
            JsonNode direct = client.request("tools/call", params(caps, "\"name\":\"named\",\"inputResponses\":"
                    + "{\"user_name\":{\"action\":\"accept\",\"content\":{\"name\":\"Grace\"}},\"other\":{\"x\":1}}"))
                    .get("result");
            assertThat(direct.get("resultType").asString()).isEqualTo("complete");
            assertThat(direct.at("/content/0/text").asString()).isEqualTo("hello Grace");
        }
    }

    @Test
    void aSamplingRequestNamesItsQuestionByItsKey() {
        server.registerTool(ServerTool.builder("named_sample").handler((args, ctx) -> {
            SamplingResult answer = ctx.sample(SamplingRequest.builder(20)
                    .message(SamplingMessage.user("Capital of France?")).key("capital").build());
            return CallToolResult.text("capital: " + ((TextContent) answer.content()).text());
        }).build());
        String caps = "{\"sampling\":{}}";
        try (TestClient client = client()) {
            JsonNode first = client.request("tools/call", params(caps, "\"name\":\"named_sample\"")).get("result");
            assertThat(first.at("/inputRequests/capital/method").asString()).isEqualTo("sampling/createMessage");
            JsonNode answered = client.request("tools/call", params(caps, "\"name\":\"named_sample\",\"inputResponses\":"
                    + "{\"capital\":{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"Paris\"},"
                    + "\"model\":\"m\"}}")).get("result");
            assertThat(answered.at("/content/0/text").asString()).isEqualTo("capital: Paris");
        }
    }

    @Test
    void promptsMayAskTooAndInitializeIsUnknownInThisEra() {
        server.registerPrompt(ServerPrompt.of(Prompt.builder("ask_first").description("asks").build(), (args, ctx) ->
                GetPromptResult.of(PromptMessage.user("for " + ctx.elicit(FormElicitation.builder("Who?",
                        ElicitationSchema.builder().string("name", null, true).build()).key("who").build()).content().get("name").asString()))));
        String caps = "{\"elicitation\":{}}";
        try (TestClient client = client()) {
            JsonNode first = client.request("prompts/get", params(caps, "\"name\":\"ask_first\"")).get("result");
            SpecSchema.MODERN.assertValid("InputRequiredResult", first);
            ObjectNode retry = params(caps, "\"name\":\"ask_first\",\"inputResponses\":{\"who\":{\"action\":\"accept\","
                    + "\"content\":{\"name\":\"Ada\"}}}");
            retry.put("requestState", first.get("requestState").asString());
            JsonNode done = client.request("prompts/get", retry).get("result");
            assertThat(done.at("/messages/0/content/text").asString()).isEqualTo("for Ada");
            JsonNode init = client.request("initialize", params("{}", "\"protocolVersion\":\"2026-07-28\""));
            assertThat(init.at("/error/code").asInt()).isEqualTo(-32601);
        }
    }

    @Test
    void legacyAndModernClientsShareOneServer() {
        try (TestClient legacy = TestClient.initialized(server); TestClient modern = client()) {
            assertThat(legacy.request("tools/list", null).at("/result/resultType").isMissingNode()).isTrue();
            assertThat(modern.request("tools/list", params("{}", "")).at("/result/resultType").asString()).isEqualTo("complete");
        }
    }

    static Stream<Path> serverBoundExamples() throws IOException, URISyntaxException {
        Path root = Path.of(ModernEraTest.class.getResource("/spec/2026-07-28/examples").toURI());
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".json"))
                    .filter(p -> p.getParent().getFileName().toString().endsWith("Request"))
                    .filter(p -> read(p).path("params").has("_meta"))
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("serverBoundExamples")
    void everyOfficialExampleRequestIsAnsweredWithAValidMessage(Path example) {
        JsonNode request = read(example);
        try (TestClient client = client()) {
            CompletableFuture<JsonNode> answer = client.responseTo(request.get("id"));
            client.send(request.toString());
            if (request.get("method").asString().equals("subscriptions/listen")) {
                client.request("server/discover", params("{}", ""));
                assertThat(client.notifications("notifications/subscriptions/acknowledged")).hasSize(1);
                client.connection().shutdown(Duration.ofSeconds(5));
            }
            JsonNode response = TestClient.await(answer);
            assertThat(response.has("result")).as("answer %s", response).isTrue();
            assertThat(response.at("/result/resultType").asString()).isEqualTo("complete");
        }
    }

    private static JsonNode read(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
