package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.CountingExecutor;
import dev.mcpj.server.testing.ManualClock;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class RequestContextTest {
    private final McpServer server = McpServer.builder("t", "1").progressInterval(Duration.ZERO).build();
    /** For tests that wait for handlers to return: each call on a thread of its own, counted. */
    private final CountingExecutor executor = new CountingExecutor();
    private final McpServer counted = McpServer.builder("t", "1").progressInterval(Duration.ZERO)
            .executor(executor).build();

    @AfterEach
    void close() {
        server.close();
        counted.close();
    }

    @Test
    void progressIsSentForTheCallersTokenOnlyAndOnlyWhileRunning() {
        server.registerTool(ServerTool.of(Tool.builder("work").build(), (args, ctx) -> {
            ctx.progress(0, 100.0, "start");
            ctx.progress(50, 100.0, null);
            ctx.progress(40, 100.0, "backwards: dropped");
            ctx.progress(100, 100.0, "done");
            return CallToolResult.text("ok");
        }));
        try (TestClient client = TestClient.initialized(server)) {
            client.request("tools/call", json("{\"name\":\"work\",\"_meta\":{\"progressToken\":7}}"));
            client.request("tools/call", json("{\"name\":\"work\",\"_meta\":{\"progressToken\":\"tok\"}}"));
            client.request("tools/call", json("{\"name\":\"work\"}"));
            var progress = client.notifications("notifications/progress");
            assertThat(progress).hasSize(6);
            assertThat(progress.subList(0, 3)).allMatch(n -> n.at("/params/progressToken").asInt() == 7);
            assertThat(progress.subList(3, 6)).allMatch(n -> n.at("/params/progressToken").asString().equals("tok"));
            assertThat(progress.subList(0, 3).stream().map(n -> n.at("/params/progress").asInt()))
                    .containsExactly(0, 50, 100);
        }
    }

    @Test
    void argumentsAndMetaHandedToAHandlerAreCopiesItCannotChangeTheRequestWith() {
        server.registerTool(ServerTool.of(Tool.builder("meddle").build(), (args, ctx) -> {
            args.json().put("added", true);
            ctx.meta().put("added", true);
            return CallToolResult.text(args.json() + " " + ctx.meta());
        }));
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.request("tools/call",
                    json("{\"name\":\"meddle\",\"arguments\":{\"a\":1},\"_meta\":{\"k\":\"v\"}}"));
            assertThat(result.at("/result/content/0/text").asString()).as(result.toString()).isEqualTo("{\"a\":1} {\"k\":\"v\"}");
        }
    }

    @Test
    void progressWithAnUnknownTotalLeavesTotalOut() {
        server.registerTool(ServerTool.of(Tool.builder("open_ended").build(), (args, ctx) -> {
            ctx.progress(1, null, "first");
            ctx.progress(2, null, null);
            return CallToolResult.text("ok");
        }));
        try (TestClient client = TestClient.initialized(server)) {
            client.request("tools/call", json("{\"name\":\"open_ended\",\"_meta\":{\"progressToken\":1}}"));
            var progress = client.notifications("notifications/progress");
            assertThat(progress).isNotEmpty().allMatch(n -> !n.get("params").has("total"));
            assertThat(progress.get(0).at("/params/message").asString()).isEqualTo("first");
        }
    }

    @Test
    void logMessagesRespectTheClientsLevel() {
        server.registerTool(ServerTool.of(Tool.builder("chatty").build(), (args, ctx) -> {
            ctx.log(LoggingLevel.DEBUG, "debug line");
            ctx.log(LoggingLevel.INFO, "info line");
            ctx.log(LoggingLevel.ERROR, "error line");
            return CallToolResult.text("ok");
        }));
        try (TestClient client = TestClient.initialized(server)) {
            client.request("logging/setLevel", json("{\"level\":\"info\"}"));
            client.callTool("chatty", null);
            assertThat(client.notifications("notifications/message").stream().map(n -> n.at("/params/data").asString()))
                    .containsExactly("info line", "error line");
        }
    }

    @Test
    void slf4jBridgeForwardsToTheClient() {
        server.registerTool(ServerTool.of(Tool.builder("bridged").build(), (args, ctx) -> {
            org.slf4j.Logger log = ClientLogger.of(ctx, "indexer");
            log.debug("hidden {}", 1);
            log.warn("Indexed {} of {} files", 3, 4);
            return CallToolResult.text("ok");
        }));
        try (TestClient client = TestClient.initialized(server)) {
            client.request("logging/setLevel", json("{\"level\":\"info\"}"));
            client.callTool("bridged", null);
            var messages = client.notifications("notifications/message");
            assertThat(messages).hasSize(1);
            assertThat(messages.get(0).at("/params/level").asString()).isEqualTo("warning");
            assertThat(messages.get(0).at("/params/logger").asString()).isEqualTo("indexer");
            assertThat(messages.get(0).at("/params/data").asString()).isEqualTo("Indexed 3 of 4 files");
        }
    }

    @Test
    void cancellationInterruptsABlockingHandlerAndSuppressesTheResponse() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicBoolean interrupted = new AtomicBoolean();
        counted.registerTool(ServerTool.of(Tool.builder("sleepy").build(), (args, ctx) -> {
            started.countDown();
            try {
                new CountDownLatch(1).await(); // until the cancellation interrupts it
            } catch (InterruptedException e) {
                interrupted.set(true);
            } finally {
                stopped.countDown();
            }
            return CallToolResult.text("woke up");
        }));
        try (TestClient client = TestClient.initialized(counted)) {
            JsonNode id = TestClient.JSON.getNodeFactory().stringNode("sleep-1");
            CompletableFuture<JsonNode> response = client.requestWithId(id, "tools/call", TestClient.toolParams("sleepy", null));
            assertThat(started.await(20, TimeUnit.SECONDS)).isTrue();
            client.notify("notifications/cancelled", json("{\"requestId\":\"sleep-1\",\"reason\":\"user\"}"));
            assertThat(stopped.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(interrupted).isTrue();
            // Once the handler has returned (and whatever it would have sent is sent), a ping's
            // answer comes after any answer to the cancelled call.
            executor.awaitIdle();
            client.request("ping", null);
            assertThat(response).isNotDone();
            client.notify("notifications/cancelled", json("{\"requestId\":\"sleep-1\"}"));
            assertThat(client.request("ping", null).has("result")).isTrue();
        }
    }

    @Test
    void cancellationCompletesTheSignalAndCancelsAsyncWork() throws Exception {
        CompletableFuture<CallToolResult> work = new CompletableFuture<>();
        CompletableFuture<Boolean> signalled = new CompletableFuture<>();
        CountDownLatch started = new CountDownLatch(1);
        server.registerTool(ServerTool.builder(Tool.builder("waiting").build()).asyncHandler((args, ctx) -> {
            ctx.onCancelled().thenRun(() -> signalled.complete(ctx.isCancelled()));
            started.countDown();
            return work;
        }).build());
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode id = TestClient.JSON.getNodeFactory().numberNode(4242);
            client.requestWithId(id, "tools/call", TestClient.toolParams("waiting", null));
            assertThat(started.await(20, TimeUnit.SECONDS)).isTrue();
            client.notify("notifications/cancelled", json("{\"requestId\":4242}"));
            assertThat(signalled.get(20, TimeUnit.SECONDS)).isTrue();
            // The signal and the cancellation of the handler's work may complete on different threads.
            assertThat(work).failsWithin(Duration.ofSeconds(20)).withThrowableOfType(CancellationException.class);
        }
    }

    @Test
    void timeoutCancelsTheHandlerAndReportsAToolError() throws Exception {
        // The server's clock moves only when the test moves it: the handler runs before its time
        // is up however slowly its thread starts, and the timeout then stops it.
        ManualClock clock = new ManualClock();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        try (McpServer timed = McpServer.builder("t", "1").clock(clock).build()) {
            timed.registerTool(ServerTool.builder(Tool.builder("stuck").build())
                    .timeout(Duration.ofMillis(200))
                    .handler((args, ctx) -> {
                        started.countDown();
                        try {
                            new CountDownLatch(1).await(); // until the timeout interrupts it
                        } finally {
                            stopped.countDown();
                        }
                        return CallToolResult.text("never");
                    }).build());
            try (TestClient client = TestClient.initialized(timed)) {
                CompletableFuture<JsonNode> response = client.requestAsync("tools/call", TestClient.toolParams("stuck", null));
                assertThat(started.await(20, TimeUnit.SECONDS)).isTrue();
                clock.advance(Duration.ofMillis(199));
                client.request("ping", null);
                assertThat(response).as("not a moment before its time").isNotDone();
                clock.advance(Duration.ofMillis(1));
                JsonNode result = TestClient.await(response).get("result");
                assertThat(result.get("isError").asBoolean()).isTrue();
                assertThat(result.at("/content/0/text").asString()).isEqualTo("Tool 'stuck' timed out after 200 ms");
                assertThat(stopped.await(20, TimeUnit.SECONDS)).isTrue();
            }
        }
    }

    @Test
    void duplicateIdOfARequestInFlightIsRefusedAndTheFirstStillAnswered() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        counted.registerTool(ServerTool.of(Tool.builder("gate").build(), (args, ctx) -> {
            started.countDown();
            release.await();
            return CallToolResult.text("released");
        }));
        try (TestClient client = TestClient.initialized(counted)) {
            JsonNode id = TestClient.JSON.getNodeFactory().numberNode(77);
            CompletableFuture<JsonNode> first = client.requestWithId(id, "tools/call", TestClient.toolParams("gate", null));
            assertThat(started.await(20, TimeUnit.SECONDS)).isTrue();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"ping\"}");
            JsonNode refusal = TestClient.await(first);
            assertThat(refusal.at("/error/code").asInt()).isEqualTo(-32600);
            release.countDown();
            executor.awaitIdle();
            client.request("ping", null);
            long answersTo77 = client.received().stream().filter(n -> n.path("id").asInt(0) == 77).count();
            assertThat(answersTo77).isEqualTo(2);
            assertThat(client.received().stream().filter(n -> n.path("id").asInt(0) == 77)
                    .anyMatch(n -> n.at("/result/content/0/text").asString("").equals("released"))).isTrue();
        }
    }

    @Test
    void contextExposesRequestMetadata() {
        server.registerTool(ServerTool.of(Tool.builder("whoami").build(), (args, ctx) -> CallToolResult.text(
                ctx.clientInfo().name() + " " + ctx.protocolVersion() + " " + ctx.requestId() + " " + ctx.meta())));
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("tools/call", json("{\"name\":\"whoami\",\"_meta\":{\"k\":\"v\"}}"));
            assertThat(r.at("/result/content/0/text").asString()).matches("test-client 2025-11-25 \\d+ \\{\"k\":\"v\"}");
        }
    }

}
