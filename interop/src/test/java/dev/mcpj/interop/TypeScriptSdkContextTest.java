package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The tools that use the request context (progress, logging, cancellation, a timeout, elicitation,
 * sampling, roots), driven over stdio by the official TypeScript SDK client
 * ({@code @modelcontextprotocol/sdk}, pinned in {@code node/package.json}) through
 * {@code node/ts-sdk-context-client.mjs}. The script runs every scenario once and prints a JSON
 * summary; each test here checks one scenario in it.
 *
 * <p>That a cancelled or timed-out handler was really interrupted and returned is seen from
 * outside with thread dumps of the server ({@link ServerThreads}): the handler's frame is on a
 * thread's stack before the cancellation and gone soon after.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TypeScriptSdkContextTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Generous bounds: reached only when something is wrong, never on a merely busy machine. */
    private static final long PATIENCE_MS = 60_000;

    private JsonNode s;

    @BeforeAll
    @Timeout(300)
    void runClient() {
        List<String> args = new ArrayList<>(List.of("ts-sdk-context-client.mjs",
                "--java", Interop.javaExecutable(), "--jar", Interop.examplesJar().toString()));
        if (ServerThreads.available()) {
            args.addAll(List.of("--jcmd", ServerThreads.jcmd().toString(),
                    "--dump", Runtime.version().feature() >= 21 ? "file" : "print",
                    "--dump-dir", Interop.logDir().toString()));
        }
        ExternalProcess.Result result = NodeClients.node("ts-sdk-context-client", Duration.ofMinutes(4),
                args.toArray(String[]::new));
        String out = result.stdout().strip();
        try {
            s = JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        } catch (RuntimeException e) {
            throw new AssertionError("The client printed no JSON summary\n" + result.describe(), e);
        }
        assertThat(result.exitCode()).as("%s\nsummary: %s", result.describe(), s.path("failure")).isZero();
    }

    @Test
    void progressWithTheSdksNumericToken() {
        JsonNode p = s.path("progressNumeric");
        assertText(p.path("result"), "counted to 2", false);
        // The SDK uses the request's id as its token when given onprogress.
        assertThat(p.path("sentToken").isIntegralNumber()).as("%s", p).isTrue();
        assertThat(p.path("sentToken").asLong()).isEqualTo(p.path("requestId").asLong());
        // The server sends every step, each before the answer.
        assertThat(p.path("order")).isEqualTo(json("""
                ["progress 0", "progress 1", "progress 2", "response"]"""));
        assertThat(p.path("raw").size()).isEqualTo(3);
        // The SDK hands a notification to its handler in a microtask but settles an answer at once:
        // when the last step and the answer arrive in one read, it drops the step as "unknown token"
        // (a client race; the order above is what the server controls). Every step before reaches it.
        JsonNode seen = p.path("onprogress");
        JsonNode all = json("""
                [{"progress":0,"total":2,"message":"counted 0 of 2"},
                 {"progress":1,"total":2,"message":"counted 1 of 2"},
                 {"progress":2,"total":2,"message":"counted 2 of 2"}]""");
        assertThat(seen.size()).as("%s", seen).isBetween(2, 3);
        for (int i = 0; i < seen.size(); i++) {
            assertThat(seen.get(i)).isEqualTo(all.get(i));
        }
        p.path("raw").forEach(n -> {
            assertThat(n.path("progressToken").isIntegralNumber()).as("%s", n).isTrue();
            assertThat(n.path("progressToken").asLong()).isEqualTo(p.path("requestId").asLong());
        });
    }

    @Test
    void progressWithAStringToken() {
        JsonNode p = s.path("progressString");
        assertText(p.path("result"), "counted to 2", false);
        assertThat(p.path("raw")).isEqualTo(json("""
                [{"progressToken":"abc","progress":0,"total":2,"message":"counted 0 of 2"},
                 {"progressToken":"abc","progress":1,"total":2,"message":"counted 1 of 2"},
                 {"progressToken":"abc","progress":2,"total":2,"message":"counted 2 of 2"}]"""));
        // The SDK 1.32.2 routes progress by numeric token only: a token of the caller's own reaches
        // onerror as "unknown token", once per notification. A limitation of the client, not of the server.
        assertThat(p.path("clientErrors").size()).as("%s", p.path("clientErrors")).isEqualTo(3);
        p.path("clientErrors").forEach(e -> assertThat(e.asString()).contains("unknown token", "\"abc\""));
    }

    @Test
    void loggingSendsExactlyTheMessagesAtOrAboveTheLevelSet() {
        JsonNode info = s.path("logging").path("info");
        assertText(info.path("result"), "logged", false);
        JsonNode expectedInfo = json("""
                [{"level":"info","logger":"dev.mcpj.examples.ContextTools","data":"step two: working"},
                 {"level":"warning","logger":"dev.mcpj.examples.ContextTools","data":"step three: almost out of coffee"},
                 {"level":"info","data":"done"}]""");
        assertThat(info.path("raw")).isEqualTo(expectedInfo);
        assertThat(info.path("handler")).isEqualTo(expectedInfo);

        JsonNode warning = s.path("logging").path("warning");
        JsonNode expectedWarning = json("""
                [{"level":"warning","logger":"dev.mcpj.examples.ContextTools","data":"step three: almost out of coffee"}]""");
        assertThat(warning.path("raw")).isEqualTo(expectedWarning);
        assertThat(warning.path("handler")).isEqualTo(expectedWarning);

        JsonNode debug = s.path("logging").path("debug");
        assertThat(debug.path("raw").size()).as("%s", debug.path("raw")).isEqualTo(4);
        assertThat(debug.path("raw").path(0)).isEqualTo(json("""
                {"level":"debug","logger":"dev.mcpj.examples.ContextTools","data":"step one: reading"}"""));
        assertThat(debug.path("handler")).isEqualTo(debug.path("raw"));
    }

    @Test
    void cancelledBlockingToolStopsAndIsNeverAnswered() {
        JsonNode c = s.path("cancel");
        long id = c.path("requestId").asLong();
        // The SDK rejects the call locally and tells the server.
        assertThat(c.path("outcome").path("jsonRpcError").path("message").asString())
                .as("%s", c.path("outcome")).contains("the user pressed stop");
        assertThat(c.path("cancelledNotification").path("requestId").asLong()).isEqualTo(id);
        assertThat(c.path("cancelledNotification").path("reason").asString()).isEqualTo("the user pressed stop");
        // No answer to the cancelled id, even after a generous wait; the server keeps serving.
        assertThat(c.path("responsesForCancelledId").size()).as("%s", c.path("responsesForCancelledId")).isZero();
        assertThat(c.path("ping")).isEqualTo(json("{}"));
        assertText(c.path("after"), "5", false);
        assertThat(s.path("serverStderr").asString()).contains("Cancelled request " + id + ": the user pressed stop");
        assertNoUnknownResponse();

        if (c.path("runningBeforeAbort").isNull()) {
            return; // no jcmd: the thread evidence is missing, the protocol evidence above stands
        }
        // The handler was on a thread before the abort, and its frame left that thread promptly after.
        assertThat(c.path("runningBeforeAbort").path("count").asInt()).as("%s", c).isEqualTo(1);
        assertThat(c.path("stopped").path("count").asInt()).as("%s", c).isZero();
        assertThat(c.path("stoppedAfterMs").asLong()).as("%s", c).isLessThan(PATIENCE_MS);
    }

    @Test
    void slowToolTimesOutAndItsHandlerIsStopped() {
        JsonNode t = s.path("timeout");
        assertText(t.path("result"), "Tool 'too_slow' timed out after 500 ms", true);
        assertThat(t.path("answeredAfterMs").asLong()).isGreaterThanOrEqualTo(500);
        if (t.path("threadsAfter").isNull()) {
            return;
        }
        // The handler sleeps 10 s; a dump finished well within that shows it was interrupted. A slower
        // dump (a very busy machine) proves nothing either way, so only then is the check skipped.
        if (t.path("dumpDoneAfterAnswerMs").asLong() < 8_000) {
            assertThat(t.path("threadsAfter").asInt()).as("%s", t).isZero();
        }
        assertThat(t.path("settled").path("count").asInt()).as("%s", t).isZero();
    }

    @Test
    void elicitationAcceptDeclineCancel() {
        JsonNode e = s.path("elicitation");
        assertText(e.path("accept"), "signed up Ada on the pro plan", false);
        assertText(e.path("decline"), "the user declined", false);
        assertText(e.path("cancel"), "the user cancelled", false);
        assertText(e.path("acceptDefault"), "signed up Grace on the free plan", false);
        assertThat(e.path("requests").size()).isEqualTo(4);
        JsonNode asked = e.path("requests").path(0);
        assertThat(asked.path("message").asString()).isEqualTo("Please sign up");
        assertThat(asked.path("requestedSchema")).isEqualTo(json("""
                {"type":"object","properties":{
                  "name":{"type":"string","description":"Your name"},
                  "plan":{"type":"string","description":"Plan","enum":["free","pro"],"default":"free"}},
                 "required":["name"]}"""));
    }

    @Test
    void cancellingACallThatWaitsOnTheClientStopsItAndWithdrawsTheQuestion() {
        JsonNode c = s.path("cancelWhileAsking");
        assertThat(c.path("asked").asBoolean()).as("%s", c).isTrue();
        assertThat(c.path("responsesForCancelledId").size()).as("%s", c).isZero();
        assertThat(c.path("ping")).isEqualTo(json("{}"));
        // The server withdraws its own question: the SDK aborts the elicitation handler's signal.
        String question = c.path("elicitationRequestId").asString();
        assertThat(c.path("handlerAborted").path("reason").asString()).isEqualTo("The request that asked was cancelled");
        // At least once: that it is sometimes twice is a server bug, pinned down by
        // StdioContextCancellationTest.aWithdrawnQuestionIsCancelledExactlyOnce (a race, so not asserted here).
        assertThat(c.path("serverCancelled")).as("%s", c).isNotEmpty();
        c.path("serverCancelled").forEach(n -> assertThat(n.path("requestId").asString()).isEqualTo(question));
        if (!c.path("stopped").isNull()) {
            assertThat(c.path("stopped").path("count").asInt()).as("%s", c).isZero();
        }
    }

    @Test
    void samplingReturnsTheClientsText() {
        JsonNode p = s.path("sampling");
        assertText(p.path("result"), "summary: A cat sat on a mat.", false);
        assertThat(p.path("requests").size()).isEqualTo(1);
        JsonNode asked = p.path("requests").path(0);
        assertThat(asked.path("systemPrompt").asString()).isEqualTo("Summarize in one sentence.");
        assertThat(asked.path("maxTokens").asInt()).isEqualTo(100);
        assertThat(asked.path("messages")).isEqualTo(json("""
                [{"role":"user","content":{"type":"text","text":"The cat, tired after a long day, sat on the mat."}}]"""));
    }

    @Test
    void rootsAreListed() {
        assertText(s.path("roots").path("result"), "roots: file:///home/user/project (project), file:///srv/scratch", false);
        assertThat(s.path("roots").path("requests").asInt()).isEqualTo(1);
    }

    @Test
    void clientWithoutTheCapabilitiesGetsAClearToolError() {
        JsonNode b = s.path("bare");
        assertText(b.path("sign_up"),
                "Cannot ask the user (elicitation): the client did not declare the 'elicitation' capability", true);
        assertText(b.path("summarize"),
                "Cannot ask the client's model (sampling): the client did not declare the 'sampling' capability", true);
        assertText(b.path("list_roots"),
                "Cannot list the client's roots: the client did not declare the 'roots' capability", true);
        assertThat(b.path("serverRequests").size()).as("requests the server sent: %s", b.path("serverRequests")).isZero();
        assertThat(b.path("clientErrors").size()).as("%s", b.path("clientErrors")).isZero();
        assertExitedCleanly(b.path("close"));
    }

    @Test
    void serverSentNothingUnexpectedAndExitedCleanly() {
        assertThat(s.path("unexpectedServerRequests").size()).as("%s", s.path("unexpectedServerRequests")).isZero();
        // Every client error is one of the three "unknown token" reports of the string-token scenario,
        // or the SDK's report of the last numeric-token step, when it arrived with the answer (see
        // progressWithTheSdksNumericToken).
        JsonNode errors = s.path("clientErrors");
        int lastStepLost = 3 - s.path("progressNumeric").path("onprogress").size();
        assertThat(errors.size()).as("%s", errors).isEqualTo(3 + lastStepLost);
        errors.forEach(e -> assertThat(e.asString()).as("%s", errors).contains("unknown token"));
        // Nothing was still running at the end: the server left within the SDK's 2 s, on its own.
        assertExitedCleanly(s.path("fullClose"));
        assertThat(s.path("serverStderr").asString()).doesNotContain("still running after the");
    }

    private void assertNoUnknownResponse() {
        s.path("clientErrors").forEach(e -> assertThat(e.asString()).doesNotContain("unknown message ID"));
    }

    private static void assertExitedCleanly(JsonNode close) {
        assertThat(close.path("serverExit").path("code").isNumber()).as("server exit: %s", close).isTrue();
        assertThat(close.path("serverExit").path("code").asInt()).as("%s", close).isZero();
        assertThat(close.path("serverExit").path("signal").isNull()).as("server exit: %s", close).isTrue();
    }

    private static void assertText(JsonNode result, String text, boolean isError) {
        assertThat(result.path("content").size()).as("content of %s", result).isEqualTo(1);
        assertThat(result.path("content").path(0).path("type").asString()).as("%s", result).isEqualTo("text");
        assertThat(result.path("content").path(0).path("text").asString()).as("%s", result).isEqualTo(text);
        assertThat(result.path("isError").asBoolean(false)).as("isError of %s", result).isEqualTo(isError);
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
