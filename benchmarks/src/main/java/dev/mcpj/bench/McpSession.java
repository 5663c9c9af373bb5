package dev.mcpj.bench;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The driver's side of one MCP stdio session with a server process. Requests are buffered by
 * {@link #send} and go out on {@link #flush}; a watchdog kills a server that leaves calls
 * unanswered for longer than the stall timeout, so a hung peer cannot hang the driver.
 */
final class McpSession implements AutoCloseable {

    private static final ScheduledExecutorService WATCHDOGS = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "session-watchdog");
        thread.setDaemon(true);
        return thread;
    });
    private static final long WATCHDOG_PERIOD_MILLIS = 100;
    private static final Duration EXIT_CODE_WAIT = Duration.ofSeconds(1);
    private static final byte[] INITIALIZED =
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}".getBytes(StandardCharsets.UTF_8);

    private final ServerProcess server;
    private final CallTracker tracker;
    private final ScheduledFuture<?> watchdog;
    private volatile String stallReason;
    private volatile boolean writeFailed;

    private McpSession(ServerProcess server, CallTracker tracker, Duration stallTimeout) {
        this.server = server;
        this.tracker = tracker;
        long limit = stallTimeout.toNanos();
        this.watchdog = WATCHDOGS.scheduleAtFixedRate(
                () -> killIfStalled(limit), WATCHDOG_PERIOD_MILLIS, WATCHDOG_PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts the server; nothing is sent yet. */
    static McpSession start(List<String> command, Redirect stderr, Duration stallTimeout) throws IOException {
        CallTracker tracker = new CallTracker();
        return new McpSession(ServerProcess.start(command, stderr, tracker), tracker, stallTimeout);
    }

    private void killIfStalled(long limitNanos) {
        long stalled = tracker.stalledNanos();
        if (stallReason == null && stalled > limitNanos) {
            stallReason = "no response for " + TimeUnit.NANOSECONDS.toSeconds(stalled) + " s with "
                    + tracker.outstanding() + " calls outstanding";
            server.kill();
            tracker.onEndOfStream();
        }
    }

    /**
     * Runs the initialization handshake: {@code initialize}, its answer, then the {@code
     * notifications/initialized} notification.
     *
     * @return the protocol version the server chose, or empty if it failed to answer properly
     */
    Optional<String> initialize() {
        AtomicReference<String> version = new AtomicReference<>();
        send(Calls.initialize(version::set));
        if (!flush() || !awaitOutstandingAtMost(0) || version.get() == null) {
            return Optional.empty();
        }
        try {
            server.write(INITIALIZED);
        } catch (IOException e) {
            writeFailed = true;
            return Optional.empty();
        }
        return Optional.of(version.get());
    }

    /** Buffers {@code call}; returns false if the server can no longer be written to. */
    boolean send(Call call) {
        long id = tracker.register(call);
        try {
            server.write(call.toLine(id));
            return true;
        } catch (IOException e) {
            writeFailed = true;
            return false;
        }
    }

    /** Sends everything buffered; returns false if the server can no longer be written to. */
    boolean flush() {
        try {
            server.flush();
            return true;
        } catch (IOException e) {
            writeFailed = true;
            return false;
        }
    }

    /** Calls sent and not answered yet. */
    int outstanding() {
        return tracker.outstanding();
    }

    /** Waits until at most {@code limit} calls are unanswered; false if the server went away. */
    boolean awaitOutstandingAtMost(int limit) {
        return tracker.awaitOutstandingAtMost(limit);
    }

    Correctness correctness() {
        return tracker.correctness();
    }

    /** The server process tree's peak memory and CPU time so far. */
    ProcStats stats() {
        return server.stats();
    }

    /** What went wrong: how the session broke down if it did, else the first wrong answers. */
    String problem() {
        return breakdown().orElseGet(() -> {
            List<String> examples = tracker.correctness().examples();
            return examples.isEmpty() ? "no problem seen" : String.join("; ", examples);
        });
    }

    /** How the server broke down: it stalled, exited, or stopped reading; empty while healthy. */
    private Optional<String> breakdown() {
        if (stallReason != null) {
            return Optional.of(stallReason);
        }
        if (!tracker.ended() && !writeFailed) {
            return Optional.empty();
        }
        OptionalInt exitCode = server.awaitExitCode(EXIT_CODE_WAIT);
        return Optional.of(exitCode.isPresent()
                ? "server exited with code " + exitCode.getAsInt()
                : "server closed its stdout or stdin while still running");
    }

    /**
     * Ends the session the MCP stdio way, by closing the server's stdin.
     *
     * @return nanoseconds until the server exited, or empty if it had to be killed after {@code exitTimeout}
     */
    OptionalLong shutdown(Duration exitTimeout) {
        watchdog.cancel(false);
        return server.closeStdinAndAwaitExit(exitTimeout);
    }

    /** Kills the server if it still runs. */
    @Override
    public void close() {
        watchdog.cancel(false);
        server.close();
    }
}
