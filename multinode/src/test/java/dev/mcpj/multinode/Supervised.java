package dev.mcpj.multinode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A process the tests started, which never outlives them. It runs under a small shell that
 * reads its standard input: when that closes, because {@link #close()} closed it or because the
 * test JVM died in any way (even killed), the shell stops the process with SIGTERM. A JVM
 * shutdown hook closes whatever is still running, and {@link #close()} kills what does not stop
 * in time. The output (standard output and error together) goes to a log file, read by
 * {@link #await}.
 */
final class Supervised implements AutoCloseable {
    /**
     * Runs its arguments in the background, without our standard input, and ends with them; a
     * watcher reads our standard input (kept as fd 3) and stops them with SIGTERM once it closes.
     */
    private static final String GUARD = "exec 3<&0; \"$@\" 3<&- </dev/null & child=$!; "
            + "{ cat <&3 >/dev/null; kill -TERM $child 2>/dev/null; } & exec 3<&-; wait $child";
    private static final Set<Supervised> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> List.copyOf(RUNNING).forEach(Supervised::close),
                "multinode-teardown"));
    }

    final String name;
    final Path log;
    private final Process guard;

    private Supervised(String name, Path log, Process guard) {
        this.name = name;
        this.log = log;
        this.guard = guard;
    }

    /** Starts {@code command}, its output going to {@code <dir>/<name>.log}. */
    static Supervised start(String name, List<String> command, Path dir) {
        List<String> argv = new ArrayList<>(List.of("sh", "-c", GUARD, "sh"));
        argv.addAll(command);
        Path log = dir.resolve(name + ".log");
        try {
            Files.createDirectories(dir);
            Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            Supervised s = new Supervised(name, log, p);
            RUNNING.add(s);
            return s;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start " + name + ": " + command, e);
        }
    }

    /**
     * Waits until a line of the output matches {@code pattern}; returns the match, or
     * {@code null} if the process ended first.
     *
     * @throws IllegalStateException if neither happens within {@code timeout}
     */
    Matcher await(Pattern pattern, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (String line : lines()) {
                Matcher m = pattern.matcher(line);
                if (m.find()) {
                    return m;
                }
            }
            if (!alive()) {
                return null;
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException(name + " printed no line matching " + pattern + " within " + timeout
                + "; its output:\n" + output());
    }

    /** Whether the supervised process is running (its guard ends with it). */
    boolean alive() {
        return guard.isAlive();
    }

    /** Kills the process at once (SIGKILL), as a crash or a lost machine would. */
    void kill() throws InterruptedException {
        List<ProcessHandle> victims = guard.toHandle().descendants().toList();
        victims.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : victims) {
            h.onExit().orTimeout(10, TimeUnit.SECONDS).exceptionally(e -> h).join();
        }
    }

    String output() {
        return String.join("\n", lines());
    }

    private List<String> lines() {
        try {
            return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
        } catch (IOException e) {
            return List.of("(log unreadable: " + e + ")");
        }
    }

    /** Stops the process (SIGTERM through its guard), killing it if it has not ended within 10 s. */
    @Override
    public void close() {
        RUNNING.remove(this);
        List<ProcessHandle> tree = new ArrayList<>(guard.toHandle().descendants().toList());
        tree.add(guard.toHandle());
        try {
            guard.getOutputStream().close();
        } catch (IOException e) {
            // the guard is gone already
        }
        try {
            if (!guard.waitFor(10, TimeUnit.SECONDS)) {
                tree.forEach(ProcessHandle::destroyForcibly);
                guard.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            tree.forEach(ProcessHandle::destroyForcibly);
        }
        // Nothing survives its guard, whatever it did with SIGTERM.
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }
}
