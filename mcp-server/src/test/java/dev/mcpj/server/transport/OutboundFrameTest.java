package dev.mcpj.server.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every frame the server hands a transport says what it is, so that no transport reads its JSON;
 * a frame the server cannot accept is answered by what {@code onFrame} returns.
 */
class OutboundFrameTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final McpServer server = McpServer.builder("t", "1")
            .limits(ServerLimits.defaults().withMaxMessageBytes(1024)).build();
    private final Recording transport = new Recording();

    @AfterEach
    void close() {
        server.close();
    }

    /** A transport that keeps what it is sent and lets the test deliver frames itself. */
    private static final class Recording implements Transport {
        final List<OutboundFrame> sent = new CopyOnWriteArrayList<>();
        volatile FrameReceiver receiver;

        @Override
        public void start(FrameReceiver receiver) {
            this.receiver = receiver;
        }

        @Override
        public void send(OutboundFrame frame) {
            synchronized (this) {
                sent.add(frame);
                notifyAll();
            }
        }

        @Override
        public void close() {
        }

        OutboundFrame deliver(String json) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            return receiver.onFrame(bytes, 0, bytes.length, Delivery.plain());
        }

        /** Waits for the frame answering request {@code id}. */
        OutboundFrame answerTo(RequestId id) throws InterruptedException {
            return await(f -> id.equals(f.stream()) && f.last(), "an answer to " + id);
        }

        /** Waits until a frame {@code wanted} is sent; fails after a generous guard instead of hanging. */
        synchronized OutboundFrame await(Predicate<OutboundFrame> wanted, String what) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                for (OutboundFrame f : sent) {
                    if (wanted.test(f)) {
                        return f;
                    }
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new AssertionError("No " + what + " after 20 s");
                }
                wait(left); // woken by each frame sent
            }
        }
    }

    private void initialize() throws InterruptedException {
        server.connect(transport);
        assertThat(transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
                + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{\"roots\":{}},"
                + "\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}")).isNull();
        transport.answerTo(RequestId.of(0));
        transport.sent.clear();
    }

    @Test
    void aFrameThatIsNotAMessageIsAnsweredByOnFrameAndNotSent() throws InterruptedException {
        initialize();
        OutboundFrame notJson = transport.deliver("not json");
        assertThat(notJson.kind()).isEqualTo(OutboundFrame.Kind.ERROR);
        assertThat(notJson.errorCode()).isEqualTo(-32700);
        assertThat(notJson.stream()).isNull();
        assertThat(JSON.readTree(notJson.json()).at("/error/code").asInt()).isEqualTo(-32700);

        OutboundFrame badVersion = transport.deliver("{\"jsonrpc\":\"1.0\",\"id\":7,\"method\":\"ping\"}");
        assertThat(badVersion.errorCode()).isEqualTo(-32600);
        assertThat(badVersion.stream()).isEqualTo(RequestId.of(7));
        assertThat(JSON.readTree(badVersion.json()).get("id").asInt()).isEqualTo(7);

        OutboundFrame oversized = transport.receiver.onOversizedFrame(1024);
        assertThat(oversized.kind()).isEqualTo(OutboundFrame.Kind.ERROR);
        assertThat(oversized.errorCode()).isEqualTo(-32600);

        assertThat(transport.deliver("{\"jsonrpc\":\"2.0\",\"method\":42}"))
                .as("an invalid notification gets no answer").isNull();
        assertThat(transport.sent).as("nothing of these went through send").isEmpty();
    }

    @Test
    void everySentFrameSaysWhatItIs() throws Exception {
        server.registerTool(ServerTool.builder("ask").handler((args, ctx) -> {
            ctx.log(LoggingLevel.INFO, "asking");
            return CallToolResult.text(ctx.roots().size() + " roots");
        }).build());
        initialize();
        assertThat(transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")).isNull();
        OutboundFrame pong = transport.answerTo(RequestId.of(1));
        assertThat(pong.kind()).isEqualTo(OutboundFrame.Kind.RESPONSE);
        assertThat(pong.errorCode()).isZero();

        assertThat(transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"nope\"}")).isNull();
        OutboundFrame unknown = transport.answerTo(RequestId.of(2));
        assertThat(unknown.kind()).isEqualTo(OutboundFrame.Kind.ERROR);
        assertThat(unknown.errorCode()).isEqualTo(-32601);

        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"ask\"}}");
        OutboundFrame question = awaitKind(OutboundFrame.Kind.REQUEST);
        assertThat(question.stream()).isEqualTo(RequestId.of(3));
        assertThat(question.last()).isFalse();
        OutboundFrame log = awaitKind(OutboundFrame.Kind.NOTIFICATION);
        assertThat(log.stream()).isEqualTo(RequestId.of(3));
        JsonNode asked = JSON.readTree(question.json());
        assertThat(asked.get("method").asString()).isEqualTo("roots/list");
        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":\"" + asked.get("id").asString() + "\",\"result\":{\"roots\":[]}}");
        OutboundFrame result = transport.answerTo(RequestId.of(3));
        assertThat(result.kind()).isEqualTo(OutboundFrame.Kind.RESPONSE);
        assertThat(JSON.readTree(result.json()).at("/result/content/0/text").asString()).isEqualTo("0 roots");
    }

    @Test
    void onlyAnErrorFrameCarriesACode() {
        byte[] json = "{}".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> new OutboundFrame(json, null, OutboundFrame.Kind.ERROR, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OutboundFrame(json, null, OutboundFrame.Kind.RESPONSE, -32603))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(OutboundFrame.notification(json, null).last()).isFalse();
        assertThat(OutboundFrame.error(json, null, -32603).last()).isTrue();
    }

    private OutboundFrame awaitKind(OutboundFrame.Kind kind) throws InterruptedException {
        return transport.await(f -> f.kind() == kind, kind + " frame");
    }
}
