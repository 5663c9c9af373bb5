package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** The tracker's verdict on answers, which it reaches without building trees of tool results. */
class CallTrackerTest {

    private static final String BODY = Texts.body(300);

    @Test
    void echoSpelledAsSentIsRight() {
        assertEquals(0, mismatchesFor(echoAnswer(1, quoted("1:" + BODY)), echo(1)));
    }

    @Test
    void echoSpelledDifferentlyIsDecodedAndRight() {
        String escapedAll = quoted("1:" + BODY).replace("\u00e9", "\\u00e9").replace("\\n", "\\u000a");
        assertEquals(0, mismatchesFor(echoAnswer(1, escapedAll), echo(1)));
        String idLast = "{\"result\":{\"content\":[{\"text\":" + quoted("1:" + BODY)
                + ",\"type\":\"text\"}],\"isError\":false},\"jsonrpc\":\"2.0\",\"id\":1}";
        assertEquals(0, mismatchesFor(idLast, echo(1)));
    }

    @Test
    void wrongResultsAreMismatches() {
        assertEquals(1, mismatchesFor(echoAnswer(1, quoted("1:" + BODY + "x")), echo(1)));
        assertEquals(1, mismatchesFor(echoAnswer(1, quoted("1:" + BODY.substring(1))), echo(1)));
        assertEquals(1, mismatchesFor(echoAnswer(1, quoted("2:" + BODY)), echo(1)));
        String text = quoted("1:" + BODY);
        assertEquals(1, mismatchesFor(answer(1, "{\"content\":[{\"type\":\"text\",\"text\":" + text
                + "}],\"isError\":true}"), echo(1)));
        assertEquals(1, mismatchesFor(answer(1, "{\"content\":[{\"type\":\"text\",\"text\":" + text
                + "},{\"type\":\"text\",\"text\":\"more\"}]}"), echo(1)));
        assertEquals(1, mismatchesFor(answer(1, "{\"content\":[{\"type\":\"image\",\"text\":" + text + "}]}"),
                echo(1)));
        assertEquals(1, mismatchesFor(answer(1, "{\"structuredContent\":{\"text\":" + text + "}}"), echo(1)));
        assertEquals(1, mismatchesFor("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32603,\"message\":\"x\"}}",
                echo(1)));
        assertEquals(1, mismatchesFor(echoAnswer(1, quoted("1:" + BODY)) + "x", echo(1)));
        assertEquals(1, mismatchesFor(echoAnswer(7, quoted("1:" + BODY)), echo(1)));
    }

    @Test
    void addAndSetupCallsAreChecked() {
        assertEquals(0, mismatchesFor(answer(1, "{\"content\":[{\"type\":\"text\",\"text\":\"3\"}]}"),
                Calls.add(1, 2)));
        assertEquals(1, mismatchesFor(answer(1, "{\"content\":[{\"type\":\"text\",\"text\":\"3.0\"}]}"),
                Calls.add(1, 2)));
        assertEquals(0, mismatchesFor(answer(1, "{}"), Calls.ping()));
        assertEquals(1, mismatchesFor(answer(1, "[]"), Calls.ping()));
    }

    @Test
    void secondAnswerIsADuplicateAndServerMessagesAreIgnored() {
        CallTracker tracker = new CallTracker();
        tracker.register(echo(1));
        tracker.onLine(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{}}"));
        tracker.onLine(bytes(echoAnswer(1, quoted("1:" + BODY))));
        tracker.onLine(bytes(echoAnswer(1, quoted("1:" + BODY))));
        Correctness correctness = tracker.correctness();
        assertEquals(1, correctness.duplicated(), correctness.summary());
        assertEquals(0, correctness.mismatched(), correctness.summary());
        assertEquals(0, correctness.lost(), correctness.summary());
    }

    @Test
    void lineThatIsNotJsonIsAMismatch() {
        int mismatched = mismatchesFor("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"content\":[", echo(1));
        assertEquals(1, mismatched);
    }

    private static Call echo(int n) {
        IntFunction<Call> echoes = Calls.numberedEcho(BODY);
        return echoes.apply(n);
    }

    private static int mismatchesFor(String line, Call call) {
        CallTracker tracker = new CallTracker();
        assertEquals(1L, tracker.register(call));
        tracker.onLine(bytes(line));
        Correctness correctness = tracker.correctness();
        assertTrue(correctness.duplicated() == 0, correctness.summary());
        return Math.toIntExact(correctness.mismatched());
    }

    private static String echoAnswer(int id, String textLiteral) {
        return answer(id, "{\"content\":[{\"type\":\"text\",\"text\":" + textLiteral + "}]}");
    }

    private static String answer(int id, String result) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}";
    }

    private static String quoted(String text) {
        return new String(tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsBytes(text),
                StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String line) {
        return line.getBytes(StandardCharsets.UTF_8);
    }
}
