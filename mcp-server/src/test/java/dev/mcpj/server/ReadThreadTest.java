package dev.mcpj.server;

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
import java.util.concurrent.BlockingQueue;
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
 * Handlers on the transport's read thread: quick ones run where their request was read, a slow
 * one makes the server move the read loop on and then runs on the executor until it is quick
 * again, and one that waits for the client gives the loop back at once.
 */
class ReadThreadTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String CLOSED = "{\"type\":\"object\",\"additionalProperties\":false}";

    private final AtomicReference<Thread> handlerThread = new AtomicReference<>();
    private final AtomicBoolean slow = new AtomicBoolean();
    private McpServer server;

    @AfterEach
    void close() {
        server.close();
    }

    private McpServer server(McpServer.Builder builder) {
        server = builder.build();
        server.addTool(Tool.builder("where").inputSchema(CLOSED).build(), (args, ctx) -> {
            handlerThread.set(Thread.currentThread());
            if (slow.get()) {
                Thread.sleep(300);
            }
            return CallToolResult.text("here");
        });
        server.addTool(Tool.builder("busy").inputSchema(CLOSED).build(), (args, ctx) -> {
            handlerThread.set(Thread.currentThread());
            long end = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(200);
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            return CallToolResult.text("done");
        });
        server.addTool(Tool.builder("ask").inputSchema(CLOSED).build(), (args, ctx) -> {
            ElicitationResult answer = ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build());
            return CallToolResult.text(answer.action().toString());
        });
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
    void aSlowHandlerMovesTheReadLoopOnAndRunsOnTheExecutorUntilItIsQuickAgain() throws Exception {
        LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1")));
        t.warmUp(handlerThread);
        slow.set(true);
        Lease first = t.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
        assertThat(first.moves.get()).isEqualTo(1);
        assertThat(t.next().at("/id").asInt()).isEqualTo(2);

        slow.set(false);
        int offloaded = 0;
        for (int id = 10; id < 2000; id++) {
            Lease l = t.deliver("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
            assertThat(t.next().at("/id").asInt()).isEqualTo(id);
            assertThat(l.moves.get()).isZero();
            if (handlerThread.get() == Thread.currentThread()) {
                break;
            }
            offloaded++;
        }
        assertThat(offloaded).as("calls on the executor before the handler counts as quick again")
                .isBetween(64, 1989);
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
            if (t.awaitMove()) {
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
    void aHandlerThatTakesLongLeavesTheReadThreadOnlyWhileMoreInputWaits() throws Exception {
        LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1")));
        t.warmUp(handlerThread);
        String busy = "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"tools/call\",\"params\":{\"name\":\"busy\"}}";
        // Nothing waits: the busy handler runs where it was read, once its schemas are compiled and
        // unless a run of it was held up for a tick (a busy machine), which sends it to the
        // executor for a while. The last of these runs was not held up.
        for (int id = 10; id < 18; id++) { // eight runs of 200 µs make its average long
            t.deliver(busy.formatted(id), false);
            assertThat(t.next().at("/id").asInt()).isEqualTo(id);
        }
        int id = t.settleInline(handlerThread, busy, 10_000);

        Lease lease = t.deliver(busy.formatted(id++), true);
        assertThat(t.next().at("/result/content/0/text").asString()).isEqualTo("done");
        assertThat(handlerThread.get()).as("more input waits").isNotSameAs(Thread.currentThread());
        assertThat(lease.moves.get()).as("the read loop itself stays").isZero();

        t.deliver(busy.formatted(id), false);
        assertThat(t.next().at("/result/content/0/text").asString()).isEqualTo("done");
        assertThat(handlerThread.get()).as("nothing waits").isSameAs(Thread.currentThread());
    }

    @Test
    void handlersRunOnTheApplicationsExecutorWhenItGaveOne() throws Exception {
        var executor = Executors.newSingleThreadExecutor();
        try {
            LendingTransport t = LendingTransport.initialized(server(McpServer.builder("t", "1").executor(executor)));
            t.deliver("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"where\"}}");
            assertThat(t.next().at("/id").asInt()).isEqualTo(2);
            assertThat(handlerThread.get()).isNotSameAs(Thread.currentThread());
        } finally {
            executor.shutdownNow();
        }
    }

    /** The read loop as lent for one frame; records whether and when the server moved it on. */
    private static final class Lease implements ReadLoop {
        final AtomicInteger moves = new AtomicInteger();
        private final boolean inputWaiting;
        private boolean done;

        Lease(boolean inputWaiting) {
            this.inputWaiting = inputWaiting;
        }

        @Override
        public boolean inputWaiting() {
            return inputWaiting;
        }

        @Override
        public synchronized boolean moveOn() {
            if (done || moves.get() > 0) {
                return false;
            }
            moves.incrementAndGet();
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
            return deliver(json, false);
        }

        Lease deliver(String json, boolean inputWaiting) {
            Lease lease = new Lease(inputWaiting);
            last = lease;
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            receiver.onFrame(bytes, 0, bytes.length, lease);
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
         * Delivers {@code format}'s calls (with ids from {@code firstId}) with nothing waiting until
         * one runs on the read thread and is not moved on, so that its handler is not slow now;
         * returns the next id.
         */
        int settleInline(AtomicReference<Thread> handlerThread, String format, int firstId) throws InterruptedException {
            for (int id = firstId; id < firstId + 4000; id++) {
                Lease lease = deliver(format.formatted(id), false);
                assertThat(next().at("/id").asInt()).isEqualTo(id);
                if (handlerThread.get() == Thread.currentThread() && lease.moves.get() == 0) {
                    return id + 1;
                }
            }
            throw new AssertionError("never ran on the read thread: " + format);
        }

        /** Whether the last lease gets moved on within a second. */
        boolean awaitMove() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
            while (last.moves.get() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            return last.moves.get() == 1;
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
