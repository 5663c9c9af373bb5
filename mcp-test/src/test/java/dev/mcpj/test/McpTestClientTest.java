package dev.mcpj.test;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.assertThatThrownBy;
import static dev.mcpj.test.McpAssertions.catchThrowableOfType;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

class McpTestClientTest {
    private final McpServer server = Fixture.server();

    @AfterEach
    void closeServer() {
        server.close();
    }

    record AddArguments(double a, double b) {
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void callsToolsWithMapsRecordsAndTrees(String version) {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion(version).connect()) {
            assertThat(client.isStateless()).isEqualTo(version.equals(McpTestClient.STATELESS_PROTOCOL_VERSION));
            assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5");
            assertThat(client.callTool("add", new AddArguments(4, 5))).isNotError().hasText("9");
            assertThat(client.callTool("add", JsonMapper.builder().build().readTree("{\"a\":1,\"b\":1}")))
                    .hasText("2");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void declaresClientExtensionsWithTheirSettings(String version) {
        String id = "dev.mcpj.test/shelf";
        ServerTool whoAsks = ServerTool.builder("declared")
                .description("What the client declared for the shelf extension")
                .handler((args, ctx) -> dev.mcpj.core.tool.CallToolResult.text(
                        ctx.clientExtension(id).map(ObjectNode::toString).orElse("nothing")))
                .build();
        try (McpServer withExtension = McpServer.builder("shelf", "1.0")
                .extension(Extension.builder(id).tool(whoAsks).build()).build()) {
            ObjectNode settings = JsonMapper.builder().build().createObjectNode().put("size", 3);
            try (McpTestClient declaring = McpTestClient.builder(withExtension).protocolVersion(version)
                    .extension("dev.mcpj.test/other").extension(id, settings).connect();
                 McpTestClient plain = McpTestClient.builder(withExtension).protocolVersion(version).connect()) {
                settings.put("size", 4);
                assertThat(declaring.callTool("declared")).isNotError().hasText("{\"size\":3}");
                assertThat(plain.callTool("declared")).isNotError().hasText("nothing");
            }
        }
    }

    @Test
    void aRequestSentAsItIsIsAnsweredByItsId() {
        try (McpTestClient client = McpTestClient.connect(server)) {
            ObjectNode params = JsonMapper.builder().build().createObjectNode().put("name", "add");
            params.putObject("arguments").put("a", 1).put("b", 2);
            PendingRequest first = client.sendRequest("tools/call", params);
            PendingRequest second = client.sendRequest("tools/call", params);
            assertThat(second.id()).isNotEqualTo(first.id());
            assertThat(second.result().at("/content/0/text").asString()).isEqualTo("3");
            assertThat(first.result().at("/content/0/text").asString()).isEqualTo("3");
            assertThat(first.isAnswered()).isTrue();
            assertThat(catchThrowableOfType(McpErrorException.class,
                    () -> client.sendRequest("tools/call", null).result()).errorCode()).isEqualTo(ErrorCode.INVALID_PARAMS);
        }
    }

    @Test
    void aCancelledRequestStopsTheToolAndANotificationGoesOutAsItIs() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(2);
        CountDownLatch stopped = new CountDownLatch(2);
        server.registerTool(ServerTool.builder("wait").handler((args, ctx) -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                stopped.countDown();
            }
            return dev.mcpj.core.tool.CallToolResult.text("stopped");
        }).build());
        try (McpTestClient client = McpTestClient.connect(server)) {
            ObjectNode params = JsonMapper.builder().build().createObjectNode().put("name", "wait");
            PendingRequest cancelled = client.sendRequest("tools/call", params);
            PendingRequest notified = client.sendRequest("tools/call", params);
            assertThat(started.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(cancelled.isAnswered()).as("the tool waits").isFalse();
            cancelled.cancel();
            client.sendNotification("notifications/cancelled",
                    JsonMapper.builder().build().createObjectNode().put("requestId", notified.id()));
            assertThat(stopped.await(20, TimeUnit.SECONDS)).as("both tools interrupted").isTrue();
        }
    }

    @Test
    void aBlankExtensionIdIsRefused() {
        assertThatThrownBy(() -> McpTestClient.builder(server).extension(" "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blank");
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void listsEveryPage(String version) {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion(version).connect()) {
            assertThat(client.listTools()).extracting(Tool::name)
                    .containsExactlyInAnyOrder("add", "point", "fail", "count", "sign_up");
            assertThat(client.listTools().stream().filter(t -> t.name().equals("add")).findFirst().orElseThrow()
                    .inputSchema().at("/required/0").asString()).isEqualTo("a");
            assertThat(client.listResources()).extracting(Resource::uri)
                    .containsExactlyInAnyOrder("memo://1", "memo://2", "memo://3");
            assertThat(client.listPrompts()).extracting(Prompt::name).containsExactly("review");
            assertThat(client.listPrompts().get(0).arguments().get(0).required()).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void readsResourcesPromptsAndCompletions(String version) {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion(version).connect()) {
            assertThat(client.readResource("memo://2")).singleElement()
                    .isEqualTo(new TextResourceContents("memo://2", "text/plain", "memo at memo://2", null));
            var prompt = client.getPrompt("review", Map.of("language", "java"));
            assertThat(prompt.messages()).singleElement().satisfies(m -> {
                assertThat(m.role()).isEqualTo(Role.USER);
                assertThat(Fixture.text(List.of(m.content()))).isEqualTo("Review this java");
            });
            assertThat(client.completePromptArgument("review", "language", "ja").values())
                    .containsExactly("java", "javascript");
            if (!client.isStateless()) {
                client.ping();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void capturesProgressAndLogs(String version) {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion(version).connect()) {
            assertThat(client.callTool("count")).hasText("3");
            assertThat(client.progress()).extracting(ProgressUpdate::progress).containsExactly(1.0, 2.0, 3.0);
            assertThat(client.progress().get(2)).isEqualTo(new ProgressUpdate(3, 3.0, "step 3"));
            assertThat(client.logs()).singleElement().satisfies(log -> {
                assertThat(log.level()).isEqualTo(LoggingLevel.INFO);
                assertThat(log.text()).isEqualTo("counted");
            });
        }
    }

    @Test
    void logLevelFiltersWhatTheServerSends() {
        try (McpTestClient client = McpTestClient.builder(server).logLevel(LoggingLevel.ERROR).connect()) {
            client.callTool("count");
            assertThat(client.logs()).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void answersElicitationSamplingAndRootsAsScripted(String version) {
        List<ElicitationRequest> asked = new CopyOnWriteArrayList<>();
        try (McpTestClient client = McpTestClient.builder(server)
                .protocolVersion(version)
                .elicitation(request -> {
                    asked.add(request);
                    return new ElicitationResult(ElicitationResult.Action.ACCEPT,
                            JsonMapper.builder().build().createObjectNode().put("name", "Ada"));
                })
                .sampling(request -> new SamplingResult(Role.ASSISTANT,
                        List.of(Content.text("Hello " + ((TextContent) request.messages().get(0).content().get(0)).text())),
                        "m", null))
                .roots(List.of(new Root("file:///work", "work")))
                .connect()) {
            assertThat(client.callTool("sign_up")).isNotError().hasText("Hello Greet Ada @ file:///work");
            assertThat(asked).last().satisfies(r -> {
                assertThat(r.message()).isEqualTo("Your name?");
                assertThat(r.requestedSchema().at("/properties/name/type").asString()).isEqualTo("string");
            });
            // In the stateless protocol the questions come in the results, not as requests.
            assertThat(client.serverRequests()).extracting(r -> r.get("method").asString())
                    .containsExactlyInAnyOrderElementsOf(client.isStateless() ? List.of()
                            : List.of("elicitation/create", "sampling/createMessage", "roots/list"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {McpTestClient.DEFAULT_PROTOCOL_VERSION, McpTestClient.STATELESS_PROTOCOL_VERSION})
    void aToolThatAsksAnUndeclaredCapabilityIsRefused(String version) {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion(version).connect()) {
            if (client.isStateless()) {
                McpErrorException e = catchThrowableOfType(McpErrorException.class, () -> client.callTool("sign_up"));
                assertThat(e.errorCode()).isEqualTo(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY);
            } else {
                assertThat(client.callTool("sign_up")).isError().hasTextContaining("elicitation");
            }
        }
    }

    @Test
    void protocolErrorsAreExceptionsAndToolFailuresAreResults() {
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.callTool("fail")).isError().hasText("Unit 'parsec' is not supported");
            McpErrorException e = catchThrowableOfType(McpErrorException.class, () -> client.callTool("no_such_tool"));
            assertThat(e.errorCode()).isEqualTo(ErrorCode.INVALID_PARAMS);
            assertThat(e.code()).isEqualTo(-32602);
            assertThat(e.errorMessage()).contains("no_such_tool");
            assertThat(e).hasMessageStartingWith("tools/call failed with -32602");
        }
    }

    @Test
    void argumentsMustBeAnObject() {
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThatThrownBy(() -> client.callTool("add", List.of(1, 2)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("must be a JSON object");
        }
    }

    @Test
    void initializeResultIsKeptInTheDefaultEraOnly() {
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.initializeResult().at("/serverInfo/name").asString()).isEqualTo("fixture");
            assertThat(client.initializeResult().get("protocolVersion").asString())
                    .isEqualTo(McpTestClient.DEFAULT_PROTOCOL_VERSION);
        }
        try (McpTestClient client = McpTestClient.builder(server).stateless().connect()) {
            assertThat(client.initializeResult()).isNull();
        }
    }

}
