package dev.mcpj.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Looks inside a running example server from outside: a thread dump taken with {@code jcmd} (which
 * sits next to the {@code java} launcher in every JDK) shows whether a tool handler of
 * {@code ContextTools} is still on some thread's stack. That is how the tests see that a cancelled
 * or timed-out handler was interrupted and returned, which the protocol itself cannot show (a
 * cancelled request is never answered).
 *
 * <p>{@code Thread.dump_to_file} (JDK 21+) lists virtual threads too, which is where the server runs
 * handlers on JDK 21+; on JDK 17 that command does not exist and {@code Thread.print} lists the
 * platform handler pool.
 */
final class ServerThreads {
    /** One frame of a handler lambda in ContextTools: exactly one per thread running such a handler. */
    static final Pattern CONTEXT_TOOLS_FRAME = Pattern.compile("at dev\\.mcpj\\.examples\\.ContextTools\\.lambda\\$");

    private static final AtomicInteger COUNTER = new AtomicInteger();

    private ServerThreads() {
    }

    /** The jcmd of the JDK running the tests (and the server), or {@code null} if there is none. */
    static Path jcmd() {
        Path jcmd = Path.of(Interop.javaExecutable()).resolveSibling(
                System.getProperty("os.name").startsWith("Windows") ? "jcmd.exe" : "jcmd");
        return Files.isExecutable(jcmd) ? jcmd : null;
    }

    static boolean available() {
        return jcmd() != null;
    }

    /** A thread dump of the JVM {@code pid}, virtual threads included where the JVM has them. */
    static String dump(long pid) {
        Path jcmd = jcmd();
        if (jcmd == null) {
            throw new IllegalStateException("No jcmd next to " + Interop.javaExecutable());
        }
        if (Runtime.version().feature() >= 21) {
            // The server runs on this JDK, so its handlers are virtual threads, which only this command lists.
            Path file = Interop.logDir().resolve("threads-" + pid + "-" + COUNTER.incrementAndGet() + ".txt");
            ExternalProcess.Result toFile = ExternalProcess.run("jcmd", Interop.logDir(), Duration.ofSeconds(60),
                    Map.of(), List.of(jcmd.toString(), Long.toString(pid), "Thread.dump_to_file", "-overwrite",
                            file.toString()));
            if (toFile.exitCode() != 0 || !Files.isRegularFile(file)) {
                throw new AssertionError("Cannot take a thread dump of " + pid + "\n" + toFile.describe());
            }
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        ExternalProcess.Result print = ExternalProcess.run("jcmd", Interop.logDir(), Duration.ofSeconds(60), Map.of(),
                List.of(jcmd.toString(), Long.toString(pid), "Thread.print"));
        if (print.exitCode() != 0 || !print.stdout().contains("java.lang.Thread.State")) {
            throw new AssertionError("Cannot take a thread dump of " + pid + "\n" + print.describe());
        }
        return print.stdout();
    }

    /** How many threads of {@code pid} are inside a ContextTools handler. */
    static int inContextTools(long pid) {
        return count(dump(pid));
    }

    static int count(String dump) {
        Matcher m = CONTEXT_TOOLS_FRAME.matcher(dump);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /**
     * Takes thread dumps until the number of threads inside a ContextTools handler satisfies
     * {@code wanted}, for at most {@code patience}; returns the last count (which fails
     * {@code wanted} only when time ran out).
     */
    static int awaitInContextTools(long pid, IntPredicate wanted, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            int n = inContextTools(pid);
            if (wanted.test(n) || System.nanoTime() > deadline) {
                return n;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted", e);
            }
        }
    }

    /** The children of this JVM now; with {@link #newChild} finds the server a client launched. */
    static Set<ProcessHandle> children() {
        return ProcessHandle.current().children().collect(Collectors.toSet());
    }

    /** The one live child of this JVM that was not among {@code before} and runs the examples jar. */
    static ProcessHandle newChild(Set<ProcessHandle> before) {
        String jar = Interop.examplesJar().getFileName().toString();
        List<ProcessHandle> fresh = ProcessHandle.current().children()
                .filter(p -> !before.contains(p))
                .filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().map(c -> c.contains(jar)).orElse(true))
                .toList();
        if (fresh.size() != 1) {
            throw new AssertionError("Expected one new example server process, found " + fresh.stream()
                    .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList());
        }
        return fresh.get(0);
    }
}
