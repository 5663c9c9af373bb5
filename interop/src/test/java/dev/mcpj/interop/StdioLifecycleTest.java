package dev.mcpj.interop;

import static dev.mcpj.interop.StdioHostileInputTest.assertError;
import static dev.mcpj.interop.StdioHostileInputTest.json;
import static dev.mcpj.interop.StdioHostileInputTest.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.interop.RawStdioServer.Transcript;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/**
 * The lifecycle and the concurrency of one stdio connection, over a real subprocess: the
 * initialize handshake, pipelined and duplicate requests, and the end of the input.
 */
@Timeout(300)
class StdioLifecycleTest {
    /** "Promptly": generous for a loaded 2-core machine, far below the clients' patience. */
    private static final Duration PROMPT_EXIT = Duration.ofSeconds(20);

    @Test
    void requestsBeforeInitializeAreRefusedButPingIsAnswered() {
        try (RawStdioServer server = RawStdioServer.start("before-initialize")) {
            server.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}");
            assertThat(server.awaitResponse("1").has("error")).isTrue();
            server.send(addRequest("2", 1, 2));
            assertThat(server.awaitResponse("2").has("error")).isTrue();
            assertThat(server.ping("3").get("result")).isEqualTo(json("{}"));

            server.initialize();
            server.send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\"}");
            assertThat(server.awaitResponse("4").path("result").path("tools").size())
                    .isEqualTo(ExampleTools.NAMES.size());
            server.send(addRequest("5", 1, 2));
            assertThat(text(server.awaitResponse("5"))).isEqualTo("3");
            server.finish();
        }
    }

    @Test
    void secondInitializeIsRefused() {
        try (RawStdioServer server = RawStdioServer.start("second-initialize")) {
            server.initialize("2025-06-18");
            server.send("""
                    {"jsonrpc":"2.0","id":"again","method":"initialize","params":{"protocolVersion":"2024-11-05",\
                    "capabilities":{},"clientInfo":{"name":"again","version":"1"}}}""");
            JsonNode again = server.awaitResponse("\"again\"");
            assertThat(again.has("error")).as("%s", again).isTrue();
            assertThat(again.path("error").path("code").asInt()).isIn(-32600, -32602);
            // The session goes on as it was.
            server.send(addRequest("6", 2, 2));
            assertThat(text(server.awaitResponse("6"))).isEqualTo("4");
            server.finish();
        }
    }

    @Test
    void initializeEchoesASupportedRevisionAndOffersTheLatestOtherwise() {
        for (String version : List.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")) {
            try (RawStdioServer server = RawStdioServer.start("negotiate-" + version)) {
                assertThat(server.initialize(version).path("protocolVersion").asString()).isEqualTo(version);
                server.finish();
            }
        }
        try (RawStdioServer server = RawStdioServer.start("negotiate-unknown")) {
            assertThat(server.initialize("1999-01-01").path("protocolVersion").asString()).isEqualTo("2025-11-25");
            server.finish();
        }
    }

    @Test
    void thousandPipelinedCallsAreEachAnsweredOnceWithTheirOwnId() {
        int count = 1000;
        try (RawStdioServer server = RawStdioServer.start("pipelined")) {
            server.initialize();
            StringBuilder all = new StringBuilder();
            for (int i = 1; i <= count; i++) {
                all.append(addRequest(id(i), i, 2 * i)).append('\n');
            }
            server.sendBytes(all.toString().getBytes(StandardCharsets.UTF_8));
            server.awaitMessages(m -> m.has("id") && !isZero(m.get("id")), count);
            Transcript t = server.finish();
            for (int i = 1; i <= count; i++) {
                assertThat(text(t.responseTo(id(i)))).as("sum for request %s", id(i)).isEqualTo(Integer.toString(3 * i));
            }
            assertThat(t.messages()).hasSize(count + 1);
        }
    }

    @Test
    void duplicateIdsOfConcurrentRequestsAreEachAnsweredOnce() {
        int pairs = 50;
        try (RawStdioServer server = RawStdioServer.start("duplicate-ids")) {
            server.initialize();
            StringBuilder all = new StringBuilder();
            for (int k = 1; k <= pairs; k++) {
                String id = "\"dup-" + k + "\"";
                all.append(addRequest(id, k, 1)).append('\n').append(addRequest(id, k, 1)).append('\n');
            }
            server.sendBytes(all.toString().getBytes(StandardCharsets.UTF_8));
            server.awaitMessages(m -> m.path("id").asString("").startsWith("dup-"), 2 * pairs);
            Transcript t = server.finish();
            int refused = 0;
            for (int k = 1; k <= pairs; k++) {
                String id = "\"dup-" + k + "\"";
                List<JsonNode> answers = t.withId(id);
                assertThat(answers).as("answers to the two requests with id %s", id).hasSize(2);
                int results = 0;
                for (JsonNode answer : answers) {
                    if (answer.has("result")) {
                        assertThat(text(answer)).isEqualTo(Integer.toString(k + 1));
                        results++;
                    } else {
                        // The second one arrived while the first was still in flight.
                        assertError(answer, Set.of(id), Set.of(-32600));
                        refused++;
                    }
                }
                assertThat(results).as("results for id %s", id).isPositive();
            }
            System.out.printf("duplicate ids: %d of %d second requests arrived while the first was in flight%n",
                    refused, pairs);
            assertThat(t.messages()).hasSize(2 * pairs + 1);
        }
    }

    /** With a shutdown grace, as a server that should finish its work first is configured. */
    @Test
    void endOfInputAnswersEveryRequestInFlightThenExits() {
        int count = 200;
        try (RawStdioServer server = RawStdioServer.startClass("eof-in-flight", StubbornStdioServer.class, "30000")) {
            server.initialize();
            sendAdds(server, count);
            // Close standard input right behind the requests, with most of them still in flight.
            Transcript t = server.finish(PROMPT_EXIT);
            for (int i = 1; i <= count; i++) {
                assertThat(text(t.responseTo(id(i)))).as("sum for request %s", id(i)).isEqualTo(Integer.toString(2 * i));
            }
            assertThat(t.messages()).hasSize(count + 1);
            assertThat(t.exitCode()).isZero();
            System.out.printf("exit %d ms after the end of input, with %d requests just sent%n",
                    t.exitAfterEof().toMillis(), count);
        }
    }

    /**
     * With the default grace (none): each request read before the end of input still gets exactly
     * one answer, its result if it finished, else the shutdown error.
     */
    @Test
    void endOfInputWithoutAGraceStillAnswersEveryRequestOnce() {
        int count = 200;
        try (RawStdioServer server = RawStdioServer.start("eof-no-grace")) {
            server.initialize();
            sendAdds(server, count);
            Transcript t = server.finish(PROMPT_EXIT);
            int results = 0;
            for (int i = 1; i <= count; i++) {
                JsonNode answer = t.responseTo(id(i));
                if (answer.has("result")) {
                    assertThat(text(answer)).as("sum for request %s", id(i)).isEqualTo(Integer.toString(2 * i));
                    results++;
                } else {
                    assertThat(answer.at("/error/message").asString()).contains("shutting down");
                }
            }
            assertThat(t.messages()).hasSize(count + 1);
            assertThat(t.exitCode()).isZero();
            System.out.printf("exit %d ms after the end of input without a grace; %d of %d answered with results%n",
                    t.exitAfterEof().toMillis(), results, count);
        }
    }

    /** Sends {@code count} add requests in one write, ids 1 to {@code count}. */
    private static void sendAdds(RawStdioServer server, int count) {
        StringBuilder all = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            all.append(addRequest(id(i), i, i)).append('\n');
        }
        server.sendBytes(all.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void endOfInputOfAnIdleServerExitsPromptly() {
        try (RawStdioServer server = RawStdioServer.start("eof-idle")) {
            server.initialize();
            Transcript t = server.finish(PROMPT_EXIT);
            assertThat(t.exitCode()).isZero();
            System.out.printf("idle exit %d ms after the end of input%n", t.exitAfterEof().toMillis());
        }
    }

    @Test
    void endOfInputBeforeInitializeExitsPromptly() {
        try (RawStdioServer server = RawStdioServer.start("eof-uninitialized")) {
            Transcript t = server.finish(PROMPT_EXIT);
            assertThat(t.exitCode()).isZero();
            assertThat(t.messages()).isEmpty();
        }
    }

    // ---- helpers ----

    /** Numbers for odd requests, strings for even ones: both kinds of id must round-trip. */
    private static String id(int i) {
        return i % 2 == 1 ? Integer.toString(i) : "\"r-" + i + "\"";
    }

    private static boolean isZero(JsonNode id) {
        return id.isIntegralNumber() && id.asLong() == 0;
    }

    private static String addRequest(String id, double a, double b) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"add\","
                + "\"arguments\":{\"a\":" + num(a) + ",\"b\":" + num(b) + "}}}";
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
