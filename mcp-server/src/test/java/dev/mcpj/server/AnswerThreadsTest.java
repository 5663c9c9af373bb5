package dev.mcpj.server;

import dev.mcpj.server.transport.Delivery;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Transport;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Which threads answer a handler that does not block, and run what it chains to the client's
 * answers: never a thread of the application's that completes its stage (writing the answer may
 * wait for a client slow to read), nor the thread that read the client's message (the next
 * messages wait behind it); but the handler's own when its stage is complete already, saving a
 * hand-off. A client slow to read is played by a transport whose writes wait for the test.
 */
class AnswerThreadsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final McpServer server = McpServer.builder("t", "1").build();
    private final AtomicReference<CompletableFuture<CallToolResult>> pending = new AtomicReference<>();
    private final AtomicReference<Thread> handlerThread = new AtomicReference<>();
    private final AtomicReference<Thread> continuationThread = new AtomicReference<>();
    private final CountDownLatch continuing = new CountDownLatch(1);
    private final CountDownLatch mayContinue = new CountDownLatch(1);
    private final SlowReader transport = new SlowReader();

    AnswerThreadsTest() {
        server.registerTool(ServerTool.builder("later").asyncHandler((args, ctx) -> {
            handlerThread.set(Thread.currentThread());
            return pending.get();
        }).build());
        server.registerTool(ServerTool.builder("ask").asyncHandler((args, ctx) -> ctx
                .elicitAsync("Name?", ElicitationSchema.builder().string("name", null, true).build())
                .thenApply(answer -> {
                    continuationThread.set(Thread.currentThread());
                    continuing.countDown();
                    try {
                        mayContinue.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return CallToolResult.text(answer.action().toString());
                })).build());
    }

    @AfterEach
    void close() {
        transport.open();
        server.close();
    }

    @Test
    void aStageCompletedLaterIsAnsweredOnTheServersThreadNotTheOneThatCompletedIt() throws Exception {
        transport.initialize(server, "{}");
        Chained result = new Chained();
        pending.set(result);
        transport.hold();
        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"later\"}}");

        // until the server waits for the stage: completed before, it is answered at once
        assertThat(result.chained.await(20, TimeUnit.SECONDS)).as("the server chains its answer on the stage").isTrue();
        assertThat(result.getNumberOfDependents()).as("the server waits for the stage").isPositive();
        Thread application = new Thread(() -> result.complete(CallToolResult.text("done")), "application");
        application.start();
        application.join(10_000);
        assertThat(application.isAlive()).as("completing the stage waits for no client").isFalse();

        transport.open();
        Sent answer = transport.next();
        assertThat(answer.thread()).isNotSameAs(application);
        assertThat(answer.json().at("/result/content/0/text").asString()).isEqualTo("done");
    }

    @Test
    void aStageCompleteAlreadyIsAnsweredOnTheThreadThatRanTheHandler() throws Exception {
        transport.initialize(server, "{}");
        pending.set(CompletableFuture.completedFuture(CallToolResult.text("now")));
        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"later\"}}");

        Sent answer = transport.next();
        assertThat(answer.json().at("/result/content/0/text").asString()).isEqualTo("now");
        assertThat(answer.thread()).isSameAs(handlerThread.get());
    }

    @Test
    void whatAHandlerChainsToTheClientsAnswerRunsOffTheThreadThatReadIt() throws Exception {
        transport.initialize(server, "{\"elicitation\":{}}");
        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"ask\"}}");
        JsonNode question = transport.next().json();
        assertThat(question.at("/method").asString()).isEqualTo("elicitation/create");

        String answer = "{\"jsonrpc\":\"2.0\",\"id\":" + question.get("id") + ",\"result\":{\"action\":\"decline\"}}";
        Thread reader = new Thread(() -> transport.deliver(answer), "reader");
        reader.start();
        assertThat(continuing.await(10, TimeUnit.SECONDS)).as("the handler's continuation runs").isTrue();
        reader.join(10_000);
        assertThat(reader.isAlive()).as("the reader is free while the continuation runs").isFalse();
        assertThat(continuationThread.get()).isNotSameAs(reader);

        // the reader goes on: a ping is answered while the continuation still runs
        transport.deliver("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}");
        assertThat(transport.next().json().at("/id").asInt()).isEqualTo(3);
        mayContinue.countDown();
        assertThat(transport.next().json().at("/result/content/0/text").asString()).isEqualTo("DECLINE");
    }

    /**
     * A stage that tells the test once the server has chained its answer on it (with
     * {@code whenCompleteAsync} on the server's executor), so that the test completes it later,
     * not before.
     */
    private static final class Chained extends CompletableFuture<CallToolResult> {
        final CountDownLatch chained = new CountDownLatch(1);

        @Override
        public CompletableFuture<CallToolResult> whenCompleteAsync(
                BiConsumer<? super CallToolResult, ? super Throwable> action, Executor executor) {
            CompletableFuture<CallToolResult> next = super.whenCompleteAsync(action, executor);
            chained.countDown();
            return next;
        }
    }

    /** A message the server sent, and the thread that sent it. */
    private record Sent(JsonNode json, Thread thread) {
    }

    /**
     * Delivers each frame on the caller's thread; while held, a response's write waits for
     * {@link #open()}, as a write to a client that does not read would.
     */
    private static final class SlowReader implements Transport {
        private final BlockingQueue<Sent> sent = new LinkedBlockingQueue<>();
        private volatile CountDownLatch reading = new CountDownLatch(0);
        private volatile FrameReceiver receiver;

        void initialize(McpServer server, String capabilities) throws InterruptedException {
            server.connect(this);
            deliver("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    + "\"2025-11-25\",\"capabilities\":" + capabilities + ",\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}");
            assertThat(next().json().at("/result/protocolVersion").asString()).isEqualTo("2025-11-25");
            deliver("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }

        void deliver(String json) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            OutboundFrame refusal = receiver.onFrame(bytes, 0, bytes.length, Delivery.plain());
            assertThat(refusal).isNull();
        }

        void hold() {
            reading = new CountDownLatch(1);
        }

        void open() {
            reading.countDown();
        }

        Sent next() throws InterruptedException {
            Sent s = sent.poll(10, TimeUnit.SECONDS);
            assertThat(s).as("a message from the server").isNotNull();
            return s;
        }

        @Override
        public void start(FrameReceiver receiver) {
            this.receiver = receiver;
        }

        @Override
        public void send(OutboundFrame frame) {
            if (frame.kind() == OutboundFrame.Kind.RESPONSE) {
                try {
                    reading.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            sent.add(new Sent(JSON.readTree(frame.json()), Thread.currentThread()));
        }

        @Override
        public void close() {
        }
    }
}
