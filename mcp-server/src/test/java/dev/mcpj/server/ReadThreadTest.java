package dev.mcpj.server;

import dev.mcpj.server.transport.Delivery;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.ReadLoop;
import dev.mcpj.server.transport.Transport;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Handlers on the transport's read thread, through the server: quick ones run where their
 * request was read, with or without an executor of the application's; one that blocks makes the
 * server move the read loop on and then runs on the executor; one that waits for the client gives
 * the loop back at once; and none does when the application says so. The rule's every threshold
 * is tested on a clock of the test's in {@code InlineTest}; here a blocked handler waits for the
 * move itself, so that no outcome depends on how fast the machine is.
 */
class ReadThreadTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String CLOSED = "{\"type\":\"object\",\"additionalProperties\":false}";

    private final AtomicReference<Thread> handlerThread = new AtomicReference<>();
    private final AtomicBoolean slow = new AtomicBoolean();
    /** The transport of the test; a slow handler blocks until the server moves its read loop on. */
    private volatile LendingTransport transport;
    private McpServer server;

    @AfterEach
    void close() {
        server.close();
    }

    private McpServer server(McpServer.Builder builder) {
        server = builder.build();
        server.registerTool(ServerTool.builder("where").inputSchema(CLOSED).handler((args, ctx) -> {
            handlerThread.set(Thread.currentThread());
            if (slow.get()) {
                assertThat(transport.lastLease().moved.await(30, TimeUnit.SECONDS)).as("the read loop moved on").isTrue();
            }
            return CallToolResult.text("here");
        }).build());
        server.registerTool(ServerTool.builder("ask").inputSchema(CLOSED).handler((args, ctx) -> {
            handlerThread.set(Thread.currentThread());
            ElicitationResult answer = ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build());
            return CallToolResult.text(answer.action().toString());
        }).build());
        return server;
    }

    @Test
    void aQuickHandlerRunsOnTheThreadThatReadItsRequest() throws Exception {
        LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1")));
        t.warmUp(handlerThread);
        Lease lease = t.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");

        assertThat(handlerThread.get()).isSameAs(Thread.currentThread());
        assertThat(lease.moves.get()).isZero();
        assertThat(t.next().at("/result/content/0/text").asString()).isEqualTo("here");
    }

    @Test
    void aHandlerThatBlocksMovesTheReadLoopOnAndThenRunsOnTheExecutor() throws Exception {
        LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1")));
        transport = t;
        t.warmUp(handlerThread);
        slow.set(true);
        Lease first = t.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
        assertThat(first.moves.get()).isEqualTo(1);
        assertThat(t.next().at("/id").asInt()).isEqualTo(2);

        slow.set(false);
        Lease next = t.deliver("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
        assertThat(t.next().at("/id").asInt()).isEqualTo(3);
        assertThat(next.moves.get()).isZero();
        assertThat(handlerThread.get()).as("a slow handler runs on the executor").isNotSameAs(Thread.currentThread());
    }

    @Test
    void aHandlerThatWaitsForTheClientGivesTheLoopBackAtOnce() throws Exception {
        LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1")), "{\"elicitation\":{}}");
        t.warmUp(handlerThread);
        Thread reader = null;
        JsonNode question = null;
        for (int id = 2; id < 20 && reader == null; id++) {
            String call = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"ask\"}}";
            Thread r = new Thread(() -> t.deliver(call));
            r.start();
            question = t.next();
            assertThat(question.at("/method").asString()).isEqualTo("elicitation/create");
            if (handlerThread.get() == r) {
                assertThat(t.lastLease().moved.await(30, TimeUnit.SECONDS)).as("the loop given back").isTrue();
                reader = r;
            } else {
                // its schemas were still compiling, so it ran on the executor: answer, try again
                t.deliver("{\"jsonrpc\":\"2.0\",\"id\":" + question.get("id") + ",\"result\":{\"action\":\"cancel\"}}");
                assertThat(t.next().at("/id").asInt()).isEqualTo(id);
                r.join(5000);
            }
        }
        assertThat(reader).as("a call of 'ask' on the read thread").isNotNull();

        // the lent thread still waits inside the handler; the answer comes on another one
        t.deliver("{\"jsonrpc\":\"2.0\",\"id\":" + question.get("id") + ",\"result\":{\"action\":\"decline\"}}");
        assertThat(t.next().at("/result/content/0/text").asString()).isEqualTo("DECLINE");
        reader.join(5000);
        assertThat(reader.isAlive()).isFalse();
    }

    @Test
    void aQuickHandlerRunsOnTheReadThreadAlsoWhenTheApplicationGaveAnExecutor() throws Exception {
        var executor = Executors.newSingleThreadExecutor();
        try {
            LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1").executor(executor)));
            t.warmUp(handlerThread); // fails unless a call runs on the read thread
            assertThat(handlerThread.get()).isSameAs(Thread.currentThread());
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void everyHandlerRunsOnTheExecutorWhenTheApplicationSaysSo() throws Exception {
        var executor = Executors.newSingleThreadExecutor();
        try {
            for (McpServer.Builder builder : List.of(McpServer.builder("t", "1").handlersOnReadThread(false),
                    McpServer.builder("t", "1").executor(executor).handlersOnReadThread(false))) {
                LendingTransport t = LendingTransport.initialized(server(builder));
                for (int id = 2; id < 300; id++) {
                    t.deliver("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
                    assertThat(t.next().at("/id").asInt()).isEqualTo(id);
                    assertThat(handlerThread.get()).isNotSameAs(Thread.currentThread());
                }
                server.close();
            }
        } finally {
            executor.shutdownNow();
        }
    }

    /** The read loop as lent for one frame; records whether and when the server moved it on. */
    private static final class Lease implements ReadLoop {
        final AtomicInteger moves = new AtomicInteger();
        final CountDownLatch moved = new CountDownLatch(1);
        private boolean done;

        @Override
        public synchronized boolean moveOn() {
            if (done || moves.get() > 0) {
                return false;
            }
            moves.incrementAndGet();
            moved.countDown();
            return true;
        }

        synchronized void delivered() {
            done = true;
        }
    }

    /** A transport that delivers each frame on the caller's thread, lending it as a read loop. */
    private static final class LendingTransport implements Transport {
        private final BlockingQueue<JsonNode> sent = new LinkedBlockingQueue<>();
        private volatile FrameReceiver receiver;
        private volatile Lease last;

        static LendingTransport initialized(McpServer server) throws InterruptedException {
            return initialized(server, "{}");
        }

        static LendingTransport initialized(McpServer server, String capabilities) throws InterruptedException {
            LendingTransport t = new LendingTransport();
            server.connect(t);
            t.deliver("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    + "\"2025-11-25\",\"capabilities\":" + capabilities + ",\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}");
            assertThat(t.next().at("/result/protocolVersion").asString()).isEqualTo("2025-11-25");
            t.deliver("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
            return t;
        }

        Lease deliver(String json) {
            Lease lease = new Lease();
            last = lease;
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            receiver.onFrame(bytes, 0, bytes.length, Delivery.onReadLoop(lease));
            lease.delivered();
            return lease;
        }

        /**
         * Calls {@code where} until it runs on the read thread. Calls before its schemas are
         * compiled (in the background, after the first answer) run on the executor, and so do the
         * first ones after, which the cold JVM may run slowly enough to count as slow.
         */
        void warmUp(AtomicReference<Thread> handlerThread) throws InterruptedException {
            settleInline(handlerThread,
                    "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}", 1000);
        }

        /**
         * Delivers {@code format}'s calls (with ids from {@code firstId}) until
         * one runs on the read thread and is not moved on, so that its handler is not slow now;
         * returns the next id.
         */
        int settleInline(AtomicReference<Thread> handlerThread, String format, int firstId) throws InterruptedException {
            for (int id = firstId; id < firstId + 4000; id++) {
                Lease lease = deliver(format.formatted(id));
                assertThat(next().at("/id").asInt()).isEqualTo(id);
                if (handlerThread.get() == Thread.currentThread() && lease.moves.get() == 0) {
                    return id + 1;
                }
            }
            throw new AssertionError("never ran on the read thread: " + format);
        }

        Lease lastLease() {
            return last;
        }

        JsonNode next() throws InterruptedException {
            JsonNode n = sent.poll(10, TimeUnit.SECONDS);
            assertThat(n).as("a message from the server").isNotNull();
            return n;
        }

        @Override
        public void start(FrameReceiver receiver) {
            this.receiver = receiver;
        }

        @Override
        public void send(OutboundFrame frame) {
            sent.add(JSON.readTree(frame.json()));
        }

        @Override
        public void close() {
        }
    }
}
