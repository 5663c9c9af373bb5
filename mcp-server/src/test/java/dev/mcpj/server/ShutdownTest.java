package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What calls in flight get when their connection closes, and that slow calls hold up no quick one. */
class ShutdownTest {
    private static final long WAIT_SECONDS = 30;
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch interrupted = new CountDownLatch(1);
    private final CountDownLatch started = new CountDownLatch(1);
    private McpServer server;

    @AfterEach
    void close() {
        release.countDown();
        if (server != null) {
            server.close();
        }
    }

    private McpServer serverWithGrace(Duration grace) {
        return serverWith(ServerLimits.defaults().withShutdownGrace(grace));
    }

    private McpServer serverWith(ServerLimits limits) {
        server = McpServer.builder("t", "1").limits(limits).build();
        server.registerTool(ServerTool.of(Tool.builder("slow").build(), (args, ctx) -> {
            // Runs until the test lets it finish; an interrupt would fail the call.
            started.countDown();
            release.await();
            return CallToolResult.text("finished");
        }));
        server.registerTool(stubborn(started, release, interrupted));
        server.registerTool(ServerTool.of(Tool.builder("add").build(), (args, ctx) -> CallToolResult.text("2")));
        return server;
    }

    /**
     * A tool that ignores interruption, as code in a library call might: it signals {@code started},
     * and {@code interrupted} at each interrupt, and answers once {@code release} opens.
     */
    private static ServerTool stubborn(CountDownLatch started, CountDownLatch release, CountDownLatch interrupted) {
        return ServerTool.of(Tool.builder("stubborn").build(), (args, ctx) -> {
            started.countDown();
            while (true) {
                try {
                    release.await();
                    break;
                } catch (InterruptedException e) {
                    interrupted.countDown();
                }
            }
            return CallToolResult.text("released");
        });
    }

    @Test
    void byDefaultACallInFlightIsStoppedAndAnsweredWithAShutdownError() throws Exception {
        assertThat(ServerLimits.defaults().shutdownGrace()).isZero();
        serverWithGrace(ServerLimits.defaults().shutdownGrace());
        TestClient client = TestClient.initialized(server);
        CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("stubborn", null));
        awaitRunning(client);
        client.closeOutput();
        JsonNode answer = TestClient.await(r);
        assertThat(answer.at("/error/code").asInt()).isEqualTo(-32603);
        assertThat(answer.at("/error/message").asString()).contains("shutting down");
        assertThat(awaitClosed(client)).isTrue();
        assertThat(interrupted.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the handler was interrupted").isTrue();
        assertThat(client.received().stream().filter(m -> m.path("id").asInt(-1) == answer.path("id").asInt()))
                .as("exactly one answer").hasSize(1);
    }

    @Test
    void aCallThatFinishesWithinTheGraceGetsItsResult() throws Exception {
        serverWithGrace(Duration.ofSeconds(WAIT_SECONDS));
        TestClient client = TestClient.initialized(server);
        CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("slow", null));
        awaitRunning(client);
        client.closeOutput();
        // The call finishes well inside the grace: it was running when the connection closed.
        release.countDown();
        assertThat(TestClient.await(r).at("/result/content/0/text").asString()).isEqualTo("finished");
        client.connection().awaitClosed();
    }

    @Test
    void aCallStillRunningAfterTheGraceIsAnsweredWithAnError() throws Exception {
        serverWithGrace(Duration.ofMillis(200));
        TestClient client = TestClient.initialized(server);
        CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("stubborn", null));
        awaitRunning(client);
        client.closeOutput();
        JsonNode answer = TestClient.await(r);
        assertThat(answer.at("/error/message").asString()).contains("shutting down");
        assertThat(awaitClosed(client)).isTrue();
    }

    @Test
    void aCallThatFinishesWithinTheStopWindowAfterItsInterruptGetsItsResult() throws Exception {
        assertThat(ServerLimits.defaults().shutdownStopWindow()).isEqualTo(Duration.ofMillis(250));
        serverWith(ServerLimits.defaults().withShutdownStopWindow(Duration.ofSeconds(WAIT_SECONDS)));
        TestClient client = TestClient.initialized(server);
        CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("stubborn", null));
        awaitRunning(client);
        client.closeOutput();
        assertThat(interrupted.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the handler was interrupted").isTrue();
        // The default window would have ended here: the test above sees the error instead.
        awaitDefaultStopWindow();
        release.countDown();
        assertThat(TestClient.await(r).at("/result/content/0/text").asString()).isEqualTo("released");
        assertThat(awaitClosed(client)).isTrue();
    }

    @Test
    void theStopWindowMustBePositive() {
        assertThatThrownBy(() -> ServerLimits.defaults().withShutdownStopWindow(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("shutdownStopWindow");
        assertThat(ServerLimits.defaults().withShutdownGrace(Duration.ofSeconds(3)).shutdownStopWindow())
                .isEqualTo(ServerLimits.defaults().shutdownStopWindow());
    }

    @Test
    void closingTheServerAnswersEveryCallInFlight() throws Exception {
        serverWithGrace(Duration.ZERO);
        TestClient client = TestClient.initialized(server);
        List<CompletableFuture<JsonNode>> calls = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            calls.add(client.requestAsync("tools/call", TestClient.toolParams("stubborn", null)));
        }
        awaitRunning(client);
        server.close();
        for (CompletableFuture<JsonNode> c : calls) {
            assertThat(TestClient.await(c).at("/error/message").asString()).contains("shutting down");
        }
    }

    @Test
    void aCallThatEndsWhenInterruptedIsAnsweredWithTheShutdownError() throws Exception {
        serverWithGrace(Duration.ZERO);
        server.registerTool(ServerTool.of(Tool.builder("sleepy").build(), (args, ctx) -> {
            started.countDown();
            new CountDownLatch(1).await(); // until the shutdown interrupts it
            return CallToolResult.text("woke up");
        }));
        TestClient client = TestClient.initialized(server);
        CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("sleepy", null));
        awaitRunning(client);
        client.closeOutput();
        assertThat(TestClient.await(r).at("/error/message").asString()).contains("shutting down");
        assertThat(awaitClosed(client)).isTrue();
    }

    /**
     * More slow calls than the old fixed pool had threads (four per core, at least eight) and the
     * in-memory transport lends no read thread, so every call runs on the executor: a quick call
     * must still be answered while all of them run.
     */
    @Test
    void aQuickCallIsAnsweredWhileManySlowCallsRun() {
        serverWithGrace(Duration.ZERO);
        TestClient client = TestClient.initialized(server);
        int slow = Math.max(8, Runtime.getRuntime().availableProcessors() * 4) * 2 + 8;
        List<CompletableFuture<JsonNode>> calls = new ArrayList<>();
        for (int i = 0; i < slow; i++) {
            calls.add(client.requestAsync("tools/call", TestClient.toolParams("stubborn", null)));
        }
        JsonNode quick = TestClient.await(client.requestAsync("tools/call", TestClient.toolParams("add", null)));
        assertThat(quick.at("/result/content/0/text").asString()).isEqualTo("2");
        assertThat(calls).as("the slow calls are all still running").noneMatch(CompletableFuture::isDone);
        release.countDown();
        calls.forEach(c -> assertThat(TestClient.await(c).at("/result/content/0/text").asString()).isEqualTo("released"));
    }

    /** Waits until a stubborn handler runs: the interrupt must find it running. */
    /**
     * Returns once the default stop window has passed since this was called: a call stopped now,
     * on a server with the default limits, has been answered with the shutdown error.
     */
    private static void awaitDefaultStopWindow() throws Exception {
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        try (McpServer other = McpServer.builder("t", "1").build()) {
            other.registerTool(stubborn(running, done, new CountDownLatch(1)));
            TestClient client = TestClient.initialized(other);
            CompletableFuture<JsonNode> r = client.requestAsync("tools/call", TestClient.toolParams("stubborn", null));
            assertThat(running.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
            client.closeOutput();
            assertThat(TestClient.await(r).at("/error/message").asString()).contains("shutting down");
        } finally {
            done.countDown();
        }
    }

    private void awaitRunning(TestClient client) throws InterruptedException {
        assertThat(started.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    }

    private static boolean awaitClosed(TestClient client) throws InterruptedException {
        client.connection().awaitClosed();
        return true;
    }
}
