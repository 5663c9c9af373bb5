package dev.mcpj.transport.stdio;

import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;
import static org.assertj.core.api.Assertions.assertThat;

import tools.jackson.databind.json.JsonMapper;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.transport.InMemoryTransport;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whole frames, valid ones and mutations of them, through the real server: in this JVM over the
 * in-memory transport, and as a process over stdio. Each frame gets what the spec says and nothing
 * more: a request exactly one answer with its id, a notification none, unparseable input one
 * parse error without an id, anything else at most one answer, never with another frame's id.
 * Every line on stdout is a JSON-RPC message; the server never dies, hangs or answers twice, and
 * exits promptly when its input ends.
 *
 * <p>Each transport gets frames for as long as its {@link FuzzBudget} allows ({@code
 * -Dfuzz.frames}, a few hundred by default; {@code -Dfuzz.duration}); {@code -Dfuzz.seed} replays
 * a run.
 */
// As long as the campaign it is asked for (-Dfuzz.frames).
@Timeout(value = 4, unit = TimeUnit.HOURS)
class FrameFuzzTest {
    /**
     * Parses as the server does where it matters here: a repeated key is not valid JSON, and a
     * document nested deeper than the server's default limit is refused.
     */
    private static final JsonMapper JSON = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(ServerLimits.defaults().maxNestingDepth()).build())
                    .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
            .build();
    private static final JsonMapper PLAIN = JsonMapper.builder().build();
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Test
    void mutatedFramesOverTheInMemoryTransport() throws Exception {
        McpServer server = FuzzServer.create();
        InMemoryTransport transport = InMemoryTransport.create();
        server.connect(transport);
        BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        transport.client().onMessage(answers::add);
        try {
            run(new Peer() {
                @Override
                public byte[] send(byte[] frame) {
                    // This end carries text: what reaches the server is the frame as a Java string.
                    String text = new String(frame, StandardCharsets.UTF_8);
                    transport.client().send(text);
                    return text.getBytes(StandardCharsets.UTF_8);
                }

                @Override
                public String next(Duration timeout) throws InterruptedException {
                    return answers.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
                }
            }, false);
        } finally {
            server.close();
        }
    }

    @Test
    void mutatedFramesOverStdioToAServerProcess(@TempDir Path dir) throws Exception {
        Path stderr = dir.resolve("stderr.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                FuzzServer.class.getName())
                .redirectError(stderr.toFile()).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away; the test notices missing answers
            }
        }, "fuzz-stdout");
        reader.setDaemon(true);
        reader.start();
        OutputStream in = process.getOutputStream();
        try {
            run(new Peer() {
                @Override
                public byte[] send(byte[] frame) throws IOException {
                    in.write(frame);
                    in.write('\n');
                    in.flush();
                    return frame;
                }

                @Override
                public String next(Duration timeout) throws InterruptedException {
                    return lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
                }
            }, true);
            in.close();
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("the server exits once its input ends").isTrue();
            assertThat(process.exitValue()).isZero();
            reader.join(10_000);
            assertThat(lines).as("nothing more on stdout").isEmpty();
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(e.getMessage() + "\nserver stderr (tail):\n" + tail(stderr), e);
        } finally {
            process.destroyForcibly();
        }
    }

    /** The two ends the fuzzer needs: send one frame, and take the next line the server wrote. */
    private interface Peer {
        /** Sends a frame; returns the bytes the server actually receives. */
        byte[] send(byte[] frame) throws IOException;

        String next(Duration timeout) throws InterruptedException;
    }

    private static void run(Peer peer, boolean lineFramed) throws Exception {
        long seed = Long.getLong("fuzz.seed", new Random().nextLong());
        Random random = new Random(seed);
        Frames frames = new Frames(random);
        Counts counts = new Counts();
        exchange(peer, Frames.INITIALIZE.getBytes(StandardCharsets.UTF_8), lineFramed, 0, seed, counts);
        exchange(peer, Frames.INITIALIZED.getBytes(StandardCharsets.UTF_8), lineFramed, 0, seed, counts);
        FuzzBudget budget = FuzzBudget.of(FuzzBudget.FRAMES);
        int sent = 0;
        for (int i = 1; budget.more(sent); i++, sent++) {
            byte[] frame = frames.next();
            if (lineFramed) {
                frame = Frames.oneLine(frame);
            }
            exchange(peer, frame, lineFramed, i, seed, counts);
        }
        System.out.printf("frame fuzz (%s, seed %d): %d frames, %s%n",
                lineFramed ? "stdio process" : "in-memory", seed, sent, counts);
        assertThat(counts.requests).as("valid requests reached the server").isPositive();
        assertThat(counts.parseErrors).as("unparseable frames reached the server").isPositive();
    }

    /** What kinds of frames a run sent. */
    private static final class Counts {
        int requests;
        int notifications;
        int parseErrors;
        int others;

        @Override
        public String toString() {
            return requests + " requests, " + notifications + " notifications, " + parseErrors
                    + " unparseable, " + others + " other";
        }
    }

    /**
     * Sends one frame, then a ping as a barrier, and checks what came back for the frame: the
     * answers before the barrier's, and the answer to a request that may come after it.
     */
    private static void exchange(Peer peer, byte[] frame, boolean lineFramed, int n, long seed, Counts counts)
            throws Exception {
        byte[] received = peer.send(frame);
        String shown = "frame " + n + " (seed " + seed + "): " + show(received);
        Expectation expected = Expectation.of(received, lineFramed);
        switch (expected.kind) {
            case REQUEST -> counts.requests++;
            case NOTIFICATION -> counts.notifications++;
            case UNPARSEABLE -> counts.parseErrors++;
            default -> counts.others++;
        }
        String barrier = "barrier-" + n;
        peer.send(("{\"jsonrpc\":\"2.0\",\"id\":\"" + barrier + "\",\"method\":\"ping\"}").getBytes(StandardCharsets.UTF_8));
        List<JsonNode> answers = new ArrayList<>();
        boolean barrierSeen = false;
        while (!barrierSeen || expected.kind == Kind.REQUEST && answers.isEmpty()) {
            String line = peer.next(WAIT);
            assertThat(line).as("%s: no answer within %s (barrier seen: %s)", shown, WAIT, barrierSeen).isNotNull();
            JsonNode message;
            try {
                message = PLAIN.readTree(line);
            } catch (JacksonException e) {
                throw new AssertionError(shown + ": the server wrote a line that is not JSON: " + line, e);
            }
            assertThat(message.isObject()).as("%s: not an object: %s", shown, line).isTrue();
            assertThat(message.path("jsonrpc").asString("")).as("%s: %s", shown, line).isEqualTo("2.0");
            if (message.has("method")) {
                continue; // a notification from the server (a log message, say): not an answer
            }
            assertThat(message.has("result") != message.has("error")).as("%s: result or error: %s", shown, line).isTrue();
            if (barrier.equals(message.path("id").asString(null))) {
                assertThat(barrierSeen).as("%s: the barrier was answered twice", shown).isFalse();
                barrierSeen = true;
            } else {
                answers.add(message);
            }
        }
        expected.check(answers, shown);
    }

    private enum Kind { UNPARSEABLE, REQUEST, NOTIFICATION, OTHER, BLANK }

    /** What the spec allows as the answers to one frame, judged from Jackson's reading of it. */
    private record Expectation(Kind kind, JsonNode id) {
        static Expectation of(byte[] frame, boolean lineFramed) {
            if (lineFramed && isBlankLine(frame)) {
                return new Expectation(Kind.BLANK, null);
            }
            JsonNode tree;
            try {
                // The server's own reading limits: nesting depth, size, duplicate names refused.
                tree = JSON.readTree(frame);
            } catch (JacksonException e) {
                return new Expectation(Kind.UNPARSEABLE, null);
            }
            if (tree.isMissingNode()) {
                return new Expectation(Kind.OTHER, null);
            }
            if (!tree.isObject()) {
                return new Expectation(Kind.OTHER, null);
            }
            JsonNode version = tree.get("jsonrpc");
            JsonNode method = tree.get("method");
            JsonNode params = tree.get("params");
            JsonNode id = tree.get("id");
            boolean valid = version != null && "2.0".equals(version.asString(null)) && version.isString()
                    && method != null && method.isString() && (params == null || params.isObject() || params.isNull());
            boolean idValid = id != null && (id.isString() || id.isIntegralNumber() && id.canConvertToLong());
            if (valid && idValid) {
                return new Expectation(Kind.REQUEST, id);
            }
            if (valid && id == null) {
                return new Expectation(Kind.NOTIFICATION, null);
            }
            return new Expectation(Kind.OTHER, idValid ? id : null);
        }

        void check(List<JsonNode> answers, String shown) {
            switch (kind) {
                case BLANK, NOTIFICATION -> assertThat(answers).as("%s: no answer", shown).isEmpty();
                case UNPARSEABLE -> {
                    assertThat(answers).as("%s: one parse error", shown).hasSize(1);
                    JsonNode answer = answers.get(0);
                    assertThat(answer.path("error").path("code").asInt()).as(shown).isEqualTo(-32700);
                    assertThat(answer.has("id") && !answer.get("id").isNull()).as("%s: no id", shown).isFalse();
                }
                case REQUEST -> {
                    assertThat(answers).as("%s: exactly one answer", shown).hasSize(1);
                    assertThat(sameId(answers.get(0).get("id"), id)).as("%s: answered as %s", shown, answers.get(0)).isTrue();
                }
                default -> {
                    assertThat(answers).as("%s: at most one answer", shown).hasSizeLessThanOrEqualTo(1);
                    if (!answers.isEmpty()) {
                        JsonNode answered = answers.get(0).get("id");
                        boolean none = answered == null || answered.isNull();
                        assertThat(none || sameId(answered, id)).as("%s: answered as %s", shown, answers.get(0)).isTrue();
                        assertThat(answers.get(0).has("error")).as("%s: an error", shown).isTrue();
                    }
                }
            }
        }

        private static boolean sameId(JsonNode answered, JsonNode sent) {
            if (answered == null || sent == null) {
                return false;
            }
            if (sent.isString()) {
                return answered.isString() && answered.stringValue().equals(sent.stringValue());
            }
            return answered.isIntegralNumber() && answered.canConvertToLong() && answered.longValue() == sent.longValue();
        }

        private static boolean isBlankLine(byte[] frame) {
            for (byte b : frame) {
                if (b != ' ' && b != '\t' && b != '\r') {
                    return false;
                }
            }
            return true;
        }
    }

    private static String show(byte[] frame) {
        String s = new String(frame, StandardCharsets.UTF_8);
        return s.length() > 400 ? s.substring(0, 400) + "… (" + frame.length + " bytes)" : s;
    }

    private static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }
}
