package dev.mcpj.test.spi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.server.intercept.Decision;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The same conversation over the in-memory transport and over one built on the exported SPI
 * alone: both carry requests, answers, notifications sent while serving a request and refusals
 * of what the server cannot read, and both end the connection when the client's input ends.
 */
class TransportRoundTripTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final int MAX_FRAME = 4096;

    static Stream<Arguments> transports() {
        return Stream.of(
                Arguments.of("in-memory", (Function<Integer, RoundTrip.Ends>) max -> RoundTrip.inMemory()),
                Arguments.of("queue (exported SPI only)", (Function<Integer, RoundTrip.Ends>) RoundTrip::queue));
    }

    private final List<String> headersSeen = new CopyOnWriteArrayList<>();

    private McpServer server() {
        McpServer server = McpServer.builder("round-trip", "1.0")
                .limits(ServerLimits.defaults())
                .intercept(i -> {
                    headersSeen.add(i.method() + " " + i.transportHeader("x-origin"));
                    return Decision.proceed();
                })
                .build();
        server.registerTool(ServerTool.builder("echo")
                .parameter(ToolParameter.string("text"))
                .handler((args, ctx) -> {
                    ctx.progress(1, 2.0, "halfway");
                    return CallToolResult.text(args.string("text"));
                })
                .build());
        return server;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transports")
    void aSessionRunsFromInitializeToTheEndOfInput(String name, Function<Integer, RoundTrip.Ends> make)
            throws Exception {
        RoundTrip.Ends ends = make.apply(MAX_FRAME);
        try (McpServer server = server()) {
            Connection connection = server.connect(ends.transport());
            RoundTrip.Pipe client = ends.client();

            client.sendToServer("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                    + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
            JsonNode init = next(client);
            assertThat(init.at("/result/serverInfo/name").asString()).isEqualTo("round-trip");
            assertThat(connection.protocolVersion()).isEqualTo("2025-11-25");
            client.sendToServer("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");

            client.sendToServer("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
            assertThat(next(client).at("/result/tools/0/name").asString()).isEqualTo("echo");

            client.sendToServer("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{"
                    + "\"name\":\"echo\",\"arguments\":{\"text\":\"hi\"},\"_meta\":{\"progressToken\":\"p\"}}}");
            JsonNode progress = next(client);
            assertThat(progress.path("method").asString()).isEqualTo("notifications/progress");
            assertThat(progress.at("/params/progressToken").asString()).isEqualTo("p");
            JsonNode call = next(client);
            assertThat(call.path("id").asInt()).isEqualTo(3);
            assertThat(call.at("/result/content/0/text").asString()).isEqualTo("hi");

            client.sendToServer("not json");
            JsonNode refused = next(client);
            assertThat(refused.at("/error/code").asInt()).isEqualTo(-32700);
            assertThat(refused.path("id").asString(null)).as("no id can be read from it").isNull();

            client.closeInput();
            connection.awaitClosed();
            assertThat(connection.isClosed()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transports")
    void interceptorsSeeTheHeadersATransportDeliversWithAFrame(String name, Function<Integer, RoundTrip.Ends> make)
            throws Exception {
        RoundTrip.Ends ends = make.apply(MAX_FRAME);
        try (McpServer server = server()) {
            server.connect(ends.transport());
            ends.client().sendToServer("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{"
                    + "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                    + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"t\",\"version\":\"1\"},"
                    + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}");
            assertThat(next(ends.client()).at("/result/tools/0/name").asString()).isEqualTo("echo");
        }
        String expected = name.startsWith("queue") ? "tools/list queue" : "tools/list null";
        assertThat(headersSeen).containsExactly(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transports")
    void aFrameOverTheTransportsLimitIsAnsweredWithAnError(String name, Function<Integer, RoundTrip.Ends> make)
            throws Exception {
        RoundTrip.Ends ends = make.apply(64);
        try (McpServer server = server()) {
            server.connect(ends.transport());
            String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\""
                    + "x".repeat(200) + "\"}}";
            ends.client().sendToServer(big);
            JsonNode answer = next(ends.client());
            if (name.startsWith("queue")) {
                assertThat(answer.at("/error/code").asInt()).isEqualTo(-32600);
                assertThat(answer.at("/error/message").asString()).contains("64 bytes");
            } else {
                // the in-memory transport has no limit of its own: the server's is 4 MiB
                assertThat(answer.at("/result").isObject()).isTrue();
            }
        }
    }

    private static JsonNode next(RoundTrip.Pipe client) throws InterruptedException {
        String frame = client.receive(WAIT);
        assertThat(frame).as("a frame within %s", WAIT).isNotNull();
        return JSON.readTree(frame);
    }
}
