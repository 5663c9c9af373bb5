package dev.mcpj.transport.stdio;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class StdioTransportTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}";

    private McpServer server = McpServer.builder("s", "1").build();

    @AfterEach
    void close() {
        server.close();
    }

    /** Runs the server over the given input bytes until it ends, and returns the lines written. */
    private List<JsonNode> serve(byte[] input, int maxLine) throws Exception {
        return serve(server, input, maxLine);
    }

    private static List<JsonNode> serve(McpServer server, byte[] input, int maxLine) throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed, 1 << 20);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Connection connection = server.connect(StdioTransport.of(in, out, maxLine));
        feed.write(input);
        feed.close();
        connection.awaitClosed();
        List<JsonNode> lines = new ArrayList<>();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).endsWith("\n");
        for (String line : text.split("\n")) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    private static byte[] lines(String... lines) {
        return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void answersEachLineAndIgnoresBlankOnesAndCarriageReturns() throws Exception {
        List<JsonNode> out = serve(lines(INIT, "", "   ", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r"), 1024);
        assertThat(out).hasSize(2);
        assertThat(out.get(1).get("id").asInt()).isEqualTo(1);
    }

    @Test
    void anOversizedLineGetsAnErrorAndTheStreamGoesOn() throws Exception {
        String big = "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"params\":{\"x\":\"" + "y".repeat(200_000) + "\"}}";
        List<JsonNode> out = serve(lines(INIT, big, "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"ping\"}"), 100_000);
        assertThat(out).hasSize(3);
        assertThat(out.get(1).at("/error/code").asInt()).isEqualTo(-32600);
        assertThat(out.get(1).at("/error/message").asString()).contains("100000");
        assertThat(out.get(2).get("id").asInt()).isEqualTo(6);
    }

    @Test
    void aLastLineWithoutNewlineIsServed() throws Exception {
        byte[] input = (INIT + "\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}").getBytes(StandardCharsets.UTF_8);
        assertThat(serve(input, 1024)).hasSize(2);
    }

    @Test
    void endOfInputWaitsForCallsInFlightWithinTheGrace() throws Exception {
        server.close();
        server = McpServer.builder("s", "1").limits(ServerLimits.defaults().withShutdownGrace(Duration.ofSeconds(30)))
                .build();
        List<JsonNode> out = serve(server, twentySlowCalls(), 1 << 20);
        assertThat(out).hasSize(21);
        assertThat(out.stream().skip(1).map(n -> n.at("/result/content/0/text").asString())).allMatch("done"::equals);
    }

    @Test
    void endOfInputWithoutAGraceStopsCallsInFlightAndAnswersEachOnce() throws Exception {
        List<JsonNode> out = serve(twentySlowCalls(), 1 << 20);
        assertThat(out).hasSize(21);
        assertThat(out.stream().skip(1).map(n -> n.path("id").asInt())).containsExactlyInAnyOrder(
                IntStream.rangeClosed(1, 20).boxed().toArray(Integer[]::new));
        assertThat(out.stream().skip(1)).allMatch(n -> n.at("/result/content/0/text").asString("").equals("done")
                || n.at("/error/message").asString("").contains("shutting down"));
    }

    /** Initialize and twenty calls of a tool that sleeps 200 ms. */
    private byte[] twentySlowCalls() {
        server.registerTool(ServerTool.builder("slow").handler((a, c) -> {
            Thread.sleep(200);
            return CallToolResult.text("done");
        }).build());
        StringBuilder calls = new StringBuilder(INIT).append('\n');
        for (int i = 1; i <= 20; i++) {
            calls.append("{\"jsonrpc\":\"2.0\",\"id\":").append(i)
                    .append(",\"method\":\"tools/call\",\"params\":{\"name\":\"slow\"}}\n");
        }
        return calls.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void brokenOutputDoesNotHangTheServer() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        java.io.OutputStream broken = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("pipe closed");
            }
        };
        Connection connection = server.connect(StdioTransport.of(in, broken, 1024));
        feed.write(lines(INIT));
        feed.close();
        connection.awaitClosed();
        assertThat(connection.isClosed()).isTrue();
    }

    @Test
    void interceptorsAreToldTheConnectionRunsOnAPipe() throws Exception {
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (McpServer traced = McpServer.builder("s", "1").observe(new dev.mcpj.server.intercept.Interceptor() {
            @Override
            public dev.mcpj.server.intercept.Decision intercept(dev.mcpj.server.intercept.Invocation invocation) {
                seen.add(invocation.method() + " " + invocation.peer().networkTransport() + " "
                        + invocation.peer().networkProtocolName() + " " + invocation.peer().clientAddress());
                return dev.mcpj.server.intercept.Decision.proceed();
            }

            @Override
            public boolean seesEveryRequest() {
                return true;
            }
        }).build()) {
            serve(traced, lines(INIT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"), 1024);
        }
        assertThat(seen).containsExactly("initialize pipe null null", "ping pipe null null");
    }
}
