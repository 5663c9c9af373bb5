package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.NullNode;

/**
 * The example server as a subprocess spoken to in raw bytes. A reader thread splits its standard
 * output into lines and checks that every line is one valid JSON-RPC 2.0 message in valid UTF-8;
 * anything else is recorded as a violation, which {@link #finish} reports. Standard error goes to a
 * log file under {@link Interop#logDir()}.
 */
final class RawStdioServer implements AutoCloseable {
    /** Long enough for a loaded 2-core machine; reached only when something is wrong. */
    static final Duration PATIENCE = Duration.ofSeconds(60);

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private final Process process;
    private final OutputStream stdin;
    private final Path stderrLog;
    private final Thread reader;
    private final List<JsonNode> messages = new ArrayList<>();
    private final List<String> violations = new ArrayList<>();
    private boolean stdoutClosed;

    /** What the server wrote in its whole life, and how it ended. */
    record Transcript(List<JsonNode> messages, int exitCode, Duration exitAfterEof) {
        /** Every message whose id is {@code id} (a JSON value: {@code 1}, {@code "a"}, {@code null}). */
        List<JsonNode> withId(String id) {
            JsonNode wanted = JSON.readTree(id);
            return messages.stream().filter(m -> isResponseTo(m, wanted)).toList();
        }

        /** The one response to {@code id}; fails if there is none or more than one. */
        JsonNode responseTo(String id) {
            List<JsonNode> found = withId(id);
            assertThat(found).as("responses with id %s among %d messages: %s", id, messages.size(),
                    abbreviate(messages.toString())).hasSize(1);
            return found.get(0);
        }
    }

    private RawStdioServer(Process process, Path stderrLog) {
        this.process = process;
        this.stdin = process.getOutputStream();
        this.stderrLog = stderrLog;
        this.reader = new Thread(this::readStdout, "raw-stdio-reader");
        this.reader.setDaemon(true);
        this.reader.start();
    }

    /** Starts the example server jar with the JVM running the tests. */
    static RawStdioServer start(String label) {
        Path log = Interop.logDir().resolve("server-" + label + "-" + COUNTER.incrementAndGet() + ".stderr.log");
        ProcessBuilder builder = new ProcessBuilder(Interop.javaExecutable(), "-jar", Interop.examplesJar().toString())
                .redirectError(log.toFile());
        try {
            return new RawStdioServer(builder.start(), log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Starts {@code main} (a class on the tests' class path) with the JVM running the tests, and
     * these arguments.
     */
    static RawStdioServer startClass(String label, Class<?> main, String... args) {
        Path log = Interop.logDir().resolve("server-" + label + "-" + COUNTER.incrementAndGet() + ".stderr.log");
        List<String> command = new ArrayList<>(List.of(Interop.javaExecutable(), "-cp",
                System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        try {
            return new RawStdioServer(new ProcessBuilder(command).redirectError(log.toFile()).start(), log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Asks the server to stop (SIGTERM) without closing its input, and waits up to
     * {@code exitWithin} for it to exit.
     */
    Transcript terminate(Duration exitWithin) {
        long asked = System.nanoTime();
        // Through the handle: Process.destroy() would also close the pipes we still read.
        process.toHandle().destroy();
        return awaitExit(asked, exitWithin, "SIGTERM");
    }

    // ---- writing ----

    /** Writes {@code line} and a newline, in UTF-8. */
    RawStdioServer send(String line) {
        return sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Writes exactly these bytes. */
    RawStdioServer sendBytes(byte[] bytes) {
        try {
            stdin.write(bytes);
            stdin.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write to the server (alive: " + process.isAlive() + ")\n"
                    + stderrTail(), e);
        }
        return this;
    }

    /** Sends initialize (with {@code id} 0) and notifications/initialized; returns the result. */
    JsonNode initialize(String protocolVersion) {
        send("""
                {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"%s",\
                "capabilities":{},"clientInfo":{"name":"mcpj-interop-raw","version":"1.0.0"}}}""".formatted(protocolVersion));
        JsonNode response = awaitResponse("0");
        assertThat(response.has("result")).as("initialize answered %s", response).isTrue();
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return response.get("result");
    }

    JsonNode initialize() {
        return initialize("2025-11-25");
    }

    /** Sends a ping with this id and waits for its answer: proof that the server still serves. */
    JsonNode ping(String id) {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}");
        return awaitResponse(id);
    }

    // ---- reading ----

    /** Waits for the first message with this id (a JSON value such as {@code 7} or {@code "a"}). */
    JsonNode awaitResponse(String id) {
        JsonNode wanted = JSON.readTree(id);
        return awaitMessages(m -> isResponseTo(m, wanted), 1).get(0);
    }

    /** Waits until {@code count} messages match, and returns them (in arrival order). */
    List<JsonNode> awaitMessages(Predicate<JsonNode> matching, int count) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        synchronized (messages) {
            while (true) {
                List<JsonNode> found = messages.stream().filter(matching).toList();
                if (found.size() >= count) {
                    return found;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0 || stdoutClosed) {
                    throw new AssertionError("Expected " + count + " matching messages, got " + found.size()
                            + (stdoutClosed ? " before the server closed its output" : " within " + PATIENCE.toSeconds() + " s")
                            + "; all " + messages.size() + " messages: " + abbreviate(messages.toString())
                            + "\nviolations: " + violations + "\n" + stderrTail());
                }
                try {
                    messages.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("Interrupted", e);
                }
            }
        }
    }

    /** The number of messages received so far. */
    int received() {
        synchronized (messages) {
            return messages.size();
        }
    }

    /**
     * Sends {@code line}, then a ping with {@code barrierId}, and returns what arrived between the
     * two answers' positions: the answers to {@code line}. This relies on the server answering
     * what it rejects while decoding before it reads the next line, which a line-at-a-time stdio
     * server does; {@link #finish} still sees anything that came late.
     */
    List<JsonNode> answersTo(String line, String barrierId) {
        return answersTo((line + "\n").getBytes(StandardCharsets.UTF_8), barrierId);
    }

    List<JsonNode> answersTo(byte[] bytes, String barrierId) {
        int before = received();
        sendBytes(bytes);
        JsonNode barrier = ping(barrierId);
        synchronized (messages) {
            int at = messages.indexOf(barrier);
            return List.copyOf(messages.subList(before, at));
        }
    }

    // ---- the end ----

    /**
     * Closes standard input, waits for the process to exit on its own (it must, within
     * {@code exitWithin}) and for its output to end, then checks that every line it ever wrote was
     * a valid JSON-RPC message.
     */
    Transcript finish(Duration exitWithin) {
        long eof = System.nanoTime();
        try {
            stdin.close();
        } catch (IOException e) {
            // the process may be gone already; its exit code tells
        }
        return awaitExit(eof, exitWithin, "the end of its input");
    }

    /**
     * Waits up to {@code exitWithin} for the process to exit after {@code event} (at {@code since})
     * and for its output to end, then checks that every line it ever wrote was a valid JSON-RPC
     * message.
     */
    private Transcript awaitExit(long since, Duration exitWithin, String event) {
        boolean exited;
        try {
            exited = process.waitFor(exitWithin.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted", e);
        }
        Duration exitAfter = Duration.ofNanos(System.nanoTime() - since);
        if (!exited) {
            String threads = threadDump();
            ExternalProcess.destroyTree(process);
            throw new AssertionError("The server did not exit within " + exitWithin.toSeconds()
                    + " s of " + event + "\n" + threads + "\n" + stderrTail());
        }
        try {
            reader.join(PATIENCE.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (messages) {
            assertThat(violations).as("lines on stdout that are not valid JSON-RPC messages\n%s", stderrTail()).isEmpty();
            return new Transcript(List.copyOf(messages), process.exitValue(), exitAfter);
        }
    }

    Transcript finish() {
        return finish(PATIENCE);
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            ExternalProcess.destroyTree(process);
        }
    }

    String stderrTail() {
        try {
            String s = Files.readString(stderrLog, StandardCharsets.UTF_8);
            return "--- server stderr (" + stderrLog + ") ---\n" + (s.length() <= 6_000 ? s : "..." + s.substring(s.length() - 6_000));
        } catch (IOException e) {
            return "<cannot read " + stderrLog + ">";
        }
    }

    private String threadDump() {
        // jcmd sits next to java in a JDK; without it, say so and go on.
        Path jcmd = Path.of(Interop.javaExecutable()).resolveSibling("jcmd");
        if (!Files.isExecutable(jcmd)) {
            return "(no jcmd for a thread dump)";
        }
        try {
            ExternalProcess.Result dump = ExternalProcess.run("jcmd", Path.of("."), Duration.ofSeconds(30), Map.of(),
                    List.of(jcmd.toString(), Long.toString(process.pid()), "Thread.print"));
            String threads = dump.stdout();
            return "--- thread dump of the server ---\n"
                    + (threads.length() <= 30_000 ? threads : threads.substring(0, 30_000));
        } catch (RuntimeException | AssertionError e) {
            return "(no thread dump: " + e.getMessage() + ")";
        }
    }

    private void readStdout() {
        try (InputStream in = process.getInputStream()) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            byte[] buffer = new byte[64 * 1024];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        line.write(buffer, start, i - start);
                        accept(line.toByteArray());
                        line.reset();
                        start = i + 1;
                    }
                }
                line.write(buffer, start, n - start);
            }
            if (line.size() > 0) {
                violation("output ends without a newline: " + abbreviate(line.toString(StandardCharsets.UTF_8)));
            }
        } catch (IOException e) {
            violation("reading stdout failed: " + e);
        } finally {
            synchronized (messages) {
                stdoutClosed = true;
                messages.notifyAll();
            }
        }
    }

    private void accept(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            violation("a line that is not valid UTF-8: " + abbreviate(new String(bytes, StandardCharsets.ISO_8859_1)));
            return;
        }
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (RuntimeException e) {
            violation("a line that is not JSON (" + e.getMessage().lines().findFirst().orElse("") + "): " + abbreviate(text));
            return;
        }
        String problem = jsonRpcProblem(node);
        if (problem != null) {
            violation(problem + ": " + abbreviate(text));
            return;
        }
        synchronized (messages) {
            messages.add(node);
            messages.notifyAll();
        }
    }

    /** Why a message the server wrote is not valid JSON-RPC 2.0, or {@code null} if it is. */
    private static String jsonRpcProblem(JsonNode m) {
        if (m == null || !m.isObject()) {
            return "not a JSON object";
        }
        if (!m.path("jsonrpc").isString() || !m.path("jsonrpc").asString().equals("2.0")) {
            return "no \"jsonrpc\": \"2.0\"";
        }
        if (m.has("method")) {
            if (!m.get("method").isString()) {
                return "a method that is not a string";
            }
            if (m.has("id") && !(m.get("id").isString() || m.get("id").isIntegralNumber())) {
                return "a request id that is neither a string nor an integer";
            }
            if (m.has("params") && !m.get("params").isObject()) {
                return "params that are not an object";
            }
            return null;
        }
        if (!m.has("id") && !m.has("error")) {
            return "neither a request, a notification nor a response";
        }
        // An error about a request whose id could not be read: JSON-RPC 2.0 gives it "id": null,
        // the MCP schema (2025-11-25, where an id is never null) leaves the id out. Both are accepted.
        JsonNode id = m.has("id") ? m.get("id") : NullNode.getInstance();
        if (!(id.isString() || id.isIntegralNumber() || id.isNull())) {
            return "a response id that is neither a string, an integer nor null";
        }
        if (m.has("result") == m.has("error")) {
            return "a response without exactly one of result and error";
        }
        if (m.has("result")) {
            return id.isNull() ? "a result with a null id" : null;
        }
        JsonNode error = m.get("error");
        if (!error.path("code").isIntegralNumber() || !error.path("message").isString()) {
            return "an error without an integer code and a string message";
        }
        return null;
    }

    private void violation(String what) {
        synchronized (messages) {
            violations.add(what);
        }
    }

    /**
     * Whether {@code m} is a response with id {@code wanted}. An error response without an id
     * counts as one with a null id.
     */
    static boolean isResponseTo(JsonNode m, JsonNode wanted) {
        if (m.has("method")) {
            return false;
        }
        JsonNode id = m.has("id") ? m.get("id") : NullNode.getInstance();
        return sameId(id, wanted);
    }

    /** The id of a response, with an absent id read as null. */
    static JsonNode idOf(JsonNode response) {
        return response.has("id") ? response.get("id") : NullNode.getInstance();
    }

    static boolean sameId(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.isIntegralNumber() && b.isIntegralNumber() && a.bigIntegerValue().equals(b.bigIntegerValue());
        }
        return a.equals(b);
    }

    static String abbreviate(String s) {
        return s.length() <= 2_000 ? s : s.substring(0, 1_000) + " ...[" + (s.length() - 2_000) + " chars]... "
                + s.substring(s.length() - 1_000);
    }
}
