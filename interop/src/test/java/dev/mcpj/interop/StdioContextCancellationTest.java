package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Cancellation and progress of the request-context tools in raw protocol over stdio: what the
 * official Java SDK client cannot do (it has no way to cancel) and what the TypeScript SDK does not
 * let a test control exactly (many cancellations at once, a late answer to a withdrawn question).
 *
 * <p>Whether a cancelled handler was interrupted and returned is seen with thread dumps of the
 * server ({@link ServerThreads}).
 */
@Timeout(300)
class StdioContextCancellationTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration PATIENCE = RawStdioServer.PATIENCE;
    /** Far longer than a server needs to exit once its input ends with nothing in flight. */
    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(10);

    @Test
    void cancelledBlockingCallIsInterruptedAndNeverAnswered() {
        Set<ProcessHandle> before = ServerThreads.children();
        try (RawStdioServer server = RawStdioServer.start("cancel-one")) {
            long pid = ServerThreads.newChild(before).pid();
            server.initialize();
            server.send(call(1, "wait_forever", "{}", null));
            awaitHandlerRunning(server, pid, 1);

            server.send(cancelled("1", "the user pressed stop"));
            assertHandlersGone(pid);
            // A generous wait for a stray answer; then the server still serves.
            sleep(2_000);
            assertThat(server.ping("2").path("result")).isEqualTo(JSON.readTree("{}"));
            server.send(call(3, "add", "{\"a\":2,\"b\":3}", null));
            assertThat(server.awaitResponse("3").at("/result/content/0/text").asString()).isEqualTo("5");

            RawStdioServer.Transcript t = server.finish();
            assertThat(t.withId("1")).as("answers to the cancelled request").isEmpty();
            assertThat(t.exitCode()).isZero();
            // Nothing was in flight at the end of input: the server did not wait out its shutdown grace.
            assertThat(t.exitAfterEof()).isLessThan(SHUTDOWN_GRACE);
            assertThat(server.stderrTail()).doesNotContain("still running after the");
        }
    }

    @Test
    void cancellingManyBlockedCallsFreesEveryThread() {
        // More calls than the fixed pool the server once had before JDK 21 (four threads per
        // core, at least eight): a slow call is still served while they all block.
        int calls = 8 * Runtime.getRuntime().availableProcessors() + 16;
        Set<ProcessHandle> before = ServerThreads.children();
        try (RawStdioServer server = RawStdioServer.start("cancel-many")) {
            long pid = ServerThreads.newChild(before).pid();
            server.initialize();
            // The server compiles the tools' schemas in the background after its first answer;
            // until then calls wait for them on a handler thread.
            sleep(1_000);
            // A handler that sleeps 50 ms holds the read thread too long: from now on its calls
            // need a handler thread.
            server.send(call(3, "count_slowly", "{\"to\":1}", null));
            assertThat(server.awaitResponse("3").at("/result/content/0/text").asString()).isEqualTo("counted to 1");
            for (int i = 0; i < calls; i++) {
                server.send(call(100 + i, "wait_forever", "{}", null));
            }
            awaitHandlerRunning(server, pid, 1);
            server.send(call(1, "count_slowly", "{\"to\":1}", null));
            server.send(call(4, "add", "{\"a\":1,\"b\":1}", null));
            // A quick handler runs on the read thread, and a slow one on a thread of its own (the
            // pool grows before JDK 21), so both are served while every blocked call runs.
            assertThat(server.awaitResponse("4").at("/result/content/0/text").asString()).isEqualTo("2");
            assertThat(server.awaitResponse("1").at("/result/content/0/text").asString()).isEqualTo("counted to 1");
            for (int i = 0; i < calls; i++) {
                server.send(cancelled(Integer.toString(100 + i), "stop " + i));
            }
            assertHandlersGone(pid);
            sleep(2_000);
            assertThat(server.ping("2").path("result")).isEqualTo(JSON.readTree("{}"));

            RawStdioServer.Transcript t = server.finish();
            for (int i = 0; i < calls; i++) {
                assertThat(t.withId(Integer.toString(100 + i))).as("answers to cancelled request %d", 100 + i).isEmpty();
            }
            assertThat(t.messages()).as("initialize, two counts, add and ping answers only").hasSize(5);
            assertThat(t.exitAfterEof()).isLessThan(SHUTDOWN_GRACE);
            assertThat(server.stderrTail()).doesNotContain("still running after the");
        }
    }

    @Test
    void cancellingACallThatWaitsOnTheClientStopsItAndIgnoresTheLateAnswer() {
        Set<ProcessHandle> before = ServerThreads.children();
        try (RawStdioServer server = RawStdioServer.start("cancel-asking")) {
            long pid = ServerThreads.newChild(before).pid();
            initializeWith(server, "{\"elicitation\":{}}");
            server.send(call(1, "sign_up", "{}", null));
            JsonNode question = awaitRequest(server, "elicitation/create", 1);
            awaitHandlerRunning(server, pid, 1);

            server.send(cancelled("1", "never mind"));
            assertHandlersGone(pid);
            // The client answers anyway, late: the server ignores it, and still serves.
            server.send("{\"jsonrpc\":\"2.0\",\"id\":" + question.get("id") + ",\"result\":{\"action\":\"accept\","
                    + "\"content\":{\"name\":\"Late\",\"plan\":\"pro\"}}}");
            sleep(1_000);
            assertThat(server.ping("2").path("result")).isEqualTo(JSON.readTree("{}"));

            RawStdioServer.Transcript t = server.finish();
            assertThat(t.withId("1")).as("answers to the cancelled request").isEmpty();
            List<JsonNode> withdrawn = cancellationsOf(t, question.get("id"));
            assertThat(withdrawn).as("the server withdraws its question").isNotEmpty();
            withdrawn.forEach(n -> assertThat(n.at("/params/reason").asString()).isEqualTo("The request that asked was cancelled"));
        }
    }

    /**
     * Server bug: cancelling a call that waits for the client's answer withdraws the question twice
     * (two identical {@code notifications/cancelled} for the server's request id). Repeated, since
     * it is a race between the cancelling thread and the interrupted handler (seen on 20-50% of
     * the cancellations here, on 2 cores; twenty make a false pass very unlikely).
     */
    @Test
    void aWithdrawnQuestionIsCancelledExactlyOnce() {
        Set<ProcessHandle> before = ServerThreads.children();
        try (RawStdioServer server = RawStdioServer.start("cancel-asking-once")) {
            long pid = ServerThreads.newChild(before).pid();
            initializeWith(server, "{\"elicitation\":{}}");
            List<JsonNode> questions = new ArrayList<>();
            for (int i = 1; i <= 20; i++) {
                server.send(call(i, "sign_up", "{}", null));
                questions.add(awaitRequest(server, "elicitation/create", i).get("id"));
                sleep(100); // the handler is waiting for the answer by now
                server.send(cancelled(Integer.toString(i), "never mind"));
            }
            assertHandlersGone(pid);
            sleep(1_000);
            server.ping("99");
            RawStdioServer.Transcript t = server.finish();
            Map<String, Integer> counts = new LinkedHashMap<>();
            questions.forEach(q -> counts.put(q.asString(), cancellationsOf(t, q).size()));
            assertThat(counts.values()).as("notifications/cancelled per withdrawn question (question id=count): %s", counts)
                    .containsOnly(1);
        }
    }

    @Test
    void progressCarriesTheTokenAsSent() {
        try (RawStdioServer server = RawStdioServer.start("progress-tokens")) {
            server.initialize();
            server.send(call(1, "count_slowly", "{\"to\":2,\"delay_ms\":50}", "\"abc\""));
            server.awaitResponse("1");
            server.send(call(2, "count_slowly", "{\"to\":2,\"delay_ms\":50}", "42"));
            server.awaitResponse("2");
            server.send(call(3, "count_slowly", "{\"to\":2,\"delay_ms\":50}", null));
            assertThat(server.awaitResponse("3").at("/result/content/0/text").asString()).isEqualTo("counted to 2");

            RawStdioServer.Transcript t = server.finish();
            List<JsonNode> progress = t.messages().stream()
                    .filter(m -> "notifications/progress".equals(m.path("method").asString(""))).toList();
            assertThat(progress).hasSize(6);
            for (int i = 0; i < 3; i++) {
                JsonNode named = progress.get(i).get("params");
                assertThat(named.get("progressToken")).as("%s", named).isEqualTo(JSON.readTree("\"abc\""));
                JsonNode numeric = progress.get(3 + i).get("params");
                assertThat(numeric.get("progressToken").isIntegralNumber()).as("%s", numeric).isTrue();
                assertThat(numeric.get("progressToken").asLong()).isEqualTo(42);
                for (JsonNode p : List.of(named, numeric)) {
                    assertThat(p.get("progress").asDouble()).as("%s", p).isEqualTo(i);
                    assertThat(p.get("total").asDouble()).as("%s", p).isEqualTo(2);
                    assertThat(p.get("message").asString()).as("%s", p).isEqualTo("counted " + i + " of 2");
                }
            }
            // No token, no progress: the third call sent none.
            assertThat(t.messages()).filteredOn(m -> m.has("method")).hasSize(6);
        }
    }

    // ---- helpers ----

    private static String call(int id, String tool, String arguments, String progressToken) {
        String meta = progressToken == null ? "" : ",\"_meta\":{\"progressToken\":" + progressToken + "}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + meta + "}}";
    }

    private static String cancelled(String requestId, String reason) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":" + requestId
                + ",\"reason\":\"" + reason + "\"}}";
    }

    private static void initializeWith(RawStdioServer server, String capabilities) {
        server.send("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":" + capabilities + ",\"clientInfo\":{\"name\":\"mcpj-interop-raw\",\"version\":\"1.0.0\"}}}");
        assertThat(server.awaitResponse("0").has("result")).isTrue();
        server.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    /** The {@code n}th request with this method that the server sent. */
    private static JsonNode awaitRequest(RawStdioServer server, String method, int n) {
        return server.awaitMessages(m -> method.equals(m.path("method").asString("")) && m.has("id"), n).get(n - 1);
    }

    private static List<JsonNode> cancellationsOf(RawStdioServer.Transcript t, JsonNode requestId) {
        return t.messages().stream()
                .filter(m -> "notifications/cancelled".equals(m.path("method").asString("")))
                .filter(m -> RawStdioServer.sameId(m.at("/params/requestId"), requestId))
                .toList();
    }

    /** Waits until a handler of ContextTools is on a thread (or, without jcmd, gives it a moment). */
    private static void awaitHandlerRunning(RawStdioServer server, long pid, int atLeast) {
        if (!ServerThreads.available()) {
            sleep(1_000);
            return;
        }
        int n = ServerThreads.awaitInContextTools(pid, c -> c >= atLeast, PATIENCE);
        assertThat(n).as("threads in a ContextTools handler\n%s", server.stderrTail()).isGreaterThanOrEqualTo(atLeast);
    }

    /** The cancelled handlers were interrupted and returned: no thread is inside one any more. */
    private static void assertHandlersGone(long pid) {
        if (ServerThreads.available()) {
            assertThat(ServerThreads.awaitInContextTools(pid, c -> c == 0, PATIENCE))
                    .as("threads still in a ContextTools handler %d s after the cancellation", PATIENCE.toSeconds())
                    .isZero();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted", e);
        }
    }
}
