package dev.mcpj.bench.soak;

import dev.mcpj.bench.ServerProcess;
import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * The soak over stdio: {@link SoakCalls} pipelined to a server process with up to {@code window}
 * calls in flight, through the benchmark driver's {@link ServerProcess}. A call to be cancelled is
 * cancelled when its progress notification arrives, and must then never be answered. After each
 * tenth of the calls the pipeline drains and the server's {@code stats} tool is sampled.
 */
final class StdioSoak implements ServerProcess.LineSink {
    private static final Duration STALL = Duration.ofSeconds(120);
    private static final long STATS_ID = -1;

    private final SoakTally tally = new SoakTally();
    private final Semaphore window;
    private final int windowSize;
    private final BlockingQueue<JsonNode> statsAnswers = new LinkedBlockingQueue<>();
    private final Object writeLock = new Object();
    private volatile ServerProcess server;
    private volatile boolean ended;

    private StdioSoak(int window) {
        this.windowSize = window;
        this.window = new Semaphore(window);
    }

    /** Runs {@code calls} calls against the stdio server that {@code command} starts. */
    static SoakResult run(List<String> command, long calls, int window, Redirect stderr)
            throws IOException, InterruptedException {
        StdioSoak soak = new StdioSoak(window);
        try (ServerProcess server = ServerProcess.start(command, stderr, soak)) {
            soak.server = server;
            return soak.drive(calls);
        }
    }

    private SoakResult drive(long calls) throws IOException, InterruptedException {
        write("{\"jsonrpc\":\"2.0\",\"id\":" + STATS_ID + ",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                + HttpSoak.Era.SESSION.version + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"soak\",\"version\":\"1\"}}}", true);
        if (statsAnswers.poll(STALL.toSeconds(), TimeUnit.SECONDS) == null) {
            throw new IOException("the server did not answer initialize");
        }
        write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", true);
        long every = Math.max(1, calls / 10);
        List<SoakResult.Sample> samples = new ArrayList<>();
        long start = System.nanoTime();
        for (long n = 0; n < calls; n++) {
            if (!window.tryAcquire()) {
                flush();
                if (!window.tryAcquire(STALL.toSeconds(), TimeUnit.SECONDS)) {
                    tally.problem("no answer for " + STALL + " with " + tally.outstanding() + " calls in flight");
                    break;
                }
            }
            SoakCalls.SoakCall call = SoakCalls.call(n);
            tally.sent(call);
            write("{\"jsonrpc\":\"2.0\",\"id\":" + n + ",\"method\":\"tools/call\",\"params\":" + call.params() + "}", false);
            if ((n + 1) % every == 0) {
                flush();
                if (!drain()) {
                    break;
                }
                samples.add(sample(n + 1));
                SoakResult.progress("stdio", samples.get(samples.size() - 1), start);
                tally.forgetBefore(n);
            }
        }
        flush();
        drain();
        double seconds = (System.nanoTime() - start) / 1e9;
        // A last round trip: anything still on its way for a cancelled call would arrive before it.
        sample(calls);
        OptionalLong exit = server.closeStdinAndAwaitExit(Duration.ofSeconds(30));
        long exitMillis = exit.isPresent() ? TimeUnit.NANOSECONDS.toMillis(exit.getAsLong()) : -1;
        return tally.result("stdio", calls, seconds, samples, exitMillis);
    }

    /** Waits until no call is in flight; false if the server stalled. */
    private boolean drain() throws InterruptedException {
        if (!window.tryAcquire(windowSize, STALL.toSeconds(), TimeUnit.SECONDS)) {
            tally.problem("no answer for " + STALL + " with " + tally.outstanding() + " calls in flight");
            return false;
        }
        window.release(windowSize);
        return !ended;
    }

    private SoakResult.Sample sample(long calls) throws IOException, InterruptedException {
        write("{\"jsonrpc\":\"2.0\",\"id\":" + STATS_ID + ",\"method\":\"tools/call\",\"params\":"
                + "{\"name\":\"stats\",\"arguments\":{}}}", true);
        JsonNode answer = statsAnswers.poll(STALL.toSeconds(), TimeUnit.SECONDS);
        if (answer == null) {
            throw new IOException("the server did not answer the stats call");
        }
        return parseSample(calls, answer);
    }

    static SoakResult.Sample parseSample(long calls, JsonNode answer) {
        JsonNode stats = SoakCalls.JSON.readTree(answer.path("result").path("content").path(0).path("text").asString());
        return new SoakResult.Sample(calls, stats.path("heap").asLong(), stats.path("threads").asInt(),
                stats.path("fds").asLong());
    }

    private void write(String line, boolean flush) throws IOException {
        synchronized (writeLock) {
            server.write(line.getBytes(StandardCharsets.UTF_8));
            if (flush) {
                server.flush();
            }
        }
    }

    private void flush() throws IOException {
        synchronized (writeLock) {
            server.flush();
        }
    }

    @Override
    public void onLine(byte[] line) {
        JsonNode message;
        try {
            message = SoakCalls.JSON.readTree(line);
        } catch (RuntimeException e) {
            tally.problem("a line that is not JSON: " + new String(line, 0, Math.min(line.length, 200), StandardCharsets.UTF_8));
            return;
        }
        if (message.has("method")) {
            if ("notifications/progress".equals(message.path("method").asString(null))) {
                cancel(message.path("params").path("progressToken").asString(""));
            }
            return;
        }
        long id = message.path("id").asLong(Long.MIN_VALUE);
        if (id == STATS_ID) {
            statsAnswers.add(message);
        } else if (id >= 0 && message.path("id").isIntegralNumber()) {
            boolean wasPending = tally.pending(id) != null;
            tally.answered(id, message);
            if (wasPending) {
                window.release();
            }
        } else {
            tally.problem("an answer without a known id: " + SoakCalls.abbreviated(message));
        }
    }

    /** The call with progress token {@code token} has started: cancel it, and free its place in the window. */
    private void cancel(String token) {
        if (!token.startsWith("c")) {
            return;
        }
        long n = Long.parseLong(token.substring(1));
        if (tally.pending(n) == null) {
            tally.problem("progress for call " + n + ", which is not in flight");
            return;
        }
        try {
            write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":" + n
                    + ",\"reason\":\"soak\"}}", true);
        } catch (IOException e) {
            tally.problem("could not send a cancellation: " + e);
        }
        tally.cancelled(n);
        window.release();
    }

    @Override
    public void onEndOfStream() {
        ended = true;
        // wake the sender, which then finds the calls unanswered
        window.release(windowSize);
        statsAnswers.add(SoakCalls.JSON.createObjectNode());
    }
}
