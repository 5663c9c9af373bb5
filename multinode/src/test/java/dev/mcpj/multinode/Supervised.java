package dev.mcpj.multinode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
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
 * in time. The output (standard output and error together) is read as it comes, line by line,
 * into a log file and into the lines {@link #await} looks at; the watcher holds none of it, so
 * the output ends when the process does.
 */
final class Supervised implements AutoCloseable {
    /**
     * Runs its arguments in the background, without our standard input, and ends with them; a
     * watcher reads our standard input (kept as fd 3) and stops them with SIGTERM once it closes.
     */
    private static final String GUARD = "exec 3<&0; \"$@\" 3<&- </dev/null & child=$!; "
            + "{ cat <&3; kill -TERM $child; } >/dev/null 2>&1 & exec 3<&-; wait $child";
    private static final Set<Supervised> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> List.copyOf(RUNNING).forEach(Supervised::close),
                "multinode-teardown"));
    }

    final String name;
    final Path log;
    private final Process guard;
    /** The lines of output so far; also the monitor a line, or the output's end, is signalled on. */
    private final List<String> lines = new ArrayList<>();
    private boolean ended;

    private Supervised(String name, Path log, Process guard) {
        this.name = name;
        this.log = log;
        this.guard = guard;
    }

    /** Copies the output to the log file and to {@link #lines}, waking {@link #await} at each line. */
    private void copyOutput() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(guard.getInputStream(), StandardCharsets.UTF_8));
             Writer file = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                file.write(line);
                file.write('\n');
                file.flush();
                synchronized (lines) {
                    lines.add(line);
                    lines.notifyAll();
                }
            }
        } catch (IOException e) {
            synchronized (lines) {
                lines.add("(output unreadable: " + e + ")");
            }
        } finally {
            synchronized (lines) {
                ended = true;
                lines.notifyAll();
            }
        }
    }

    /** Starts {@code command}, its output going to {@code <dir>/<name>.log}. */
    static Supervised start(String name, List<String> command, Path dir) {
        List<String> argv = new ArrayList<>(List.of("sh", "-c", GUARD, "sh"));
        argv.addAll(command);
        Path log = dir.resolve(name + ".log");
        try {
            Files.createDirectories(dir);
            Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true).start();
            Supervised s = new Supervised(name, log, p);
            RUNNING.add(s);
            Thread reader = new Thread(s::copyOutput, "multinode-" + name + "-output");
            reader.setDaemon(true);
            reader.start();
            return s;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start " + name + ": " + command, e);
        }
    }

    /**
     * Waits until a line of the output matches {@code pattern}, looking at each line as it comes;
     * returns the match, or {@code null} if the output ended (the process ended) first.
     *
     * @throws IllegalStateException if neither happens within {@code timeout}, a safety limit
     */
    Matcher await(Pattern pattern, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        int seen = 0;
        synchronized (lines) {
            while (true) {
                for (; seen < lines.size(); seen++) {
                    Matcher m = pattern.matcher(lines.get(seen));
                    if (m.find()) {
                        return m;
                    }
                }
                if (ended) {
                    return null;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new IllegalStateException(name + " printed no line matching " + pattern + " within "
                            + timeout + "; its output:\n" + String.join("\n", lines));
                }
                lines.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
            }
        }
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
        synchronized (lines) {
            return String.join("\n", lines);
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
