package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/**
 * How a stdio server process ends with calls in flight: when its input ends (the client closed
 * it) or it is asked to stop (SIGTERM). Every call gets exactly one answer, a handler stuck in
 * code that ignores interruption does not keep the process alive, and a server given a grace
 * period lets a call finish within it.
 */
@Timeout(300)
class StdioShutdownTest {
    private static final Duration PATIENCE = RawStdioServer.PATIENCE;

    @Test
    void endOfInputStopsAStuckCallAnswersItAndExits() {
        try (RawStdioServer server = RawStdioServer.startClass("stubborn-eof", StubbornStdioServer.class)) {
            server.initialize();
            startStubbornCall(server, 1);
            RawStdioServer.Transcript t = server.finish(PATIENCE);
            JsonNode answer = t.responseTo("1");
            assertThat(answer.at("/error/message").asString()).contains("shutting down");
            assertThat(t.exitCode()).isZero();
            System.out.printf("exit %d ms after the end of input, with a stuck call%n", t.exitAfterEof().toMillis());
        }
    }

    @Test
    void sigtermStopsAStuckCallAnswersItAndExits() {
        try (RawStdioServer server = RawStdioServer.startClass("stubborn-term", StubbornStdioServer.class)) {
            server.initialize();
            startStubbornCall(server, 1);
            server.send(call(2, "wait_forever", "{}", null));
            RawStdioServer.Transcript t = server.terminate(PATIENCE);
            assertThat(t.responseTo("1").at("/error/message").asString()).contains("shutting down");
            assertThat(t.responseTo("2").at("/error/message").asString()).contains("shutting down");
            System.out.printf("exit %d ms after SIGTERM, with a stuck call%n", t.exitAfterEof().toMillis());
        }
    }

    @Test
    void withAGraceACallThatFinishesInTimeGetsItsResult() {
        try (RawStdioServer server = RawStdioServer.startClass("grace", StubbornStdioServer.class, "60000")) {
            server.initialize();
            server.send(call(1, "count_slowly", "{\"to\":3,\"delay_ms\":200}", "\"p\""));
            server.awaitMessages(m -> "notifications/progress".equals(m.path("method").asString("")), 1);
            RawStdioServer.Transcript t = server.finish(PATIENCE);
            assertThat(t.responseTo("1").at("/result/content/0/text").asString()).isEqualTo("counted to 3");
            assertThat(t.exitCode()).isZero();
        }
    }

    /** Calls the stubborn tool and waits until its handler runs (it reports progress first). */
    private static void startStubbornCall(RawStdioServer server, int id) {
        server.send(call(id, "stubborn", "{}", "\"s" + id + "\""));
        server.awaitMessages(m -> "notifications/progress".equals(m.path("method").asString(""))
                && ("s" + id).equals(m.at("/params/progressToken").asString("")), 1);
    }

    private static String call(int id, String tool, String arguments, String progressToken) {
        String meta = progressToken == null ? "" : ",\"_meta\":{\"progressToken\":" + progressToken + "}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + meta + "}}";
    }
}
