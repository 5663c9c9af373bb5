package dev.mcpj.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a command to completion with a deadline. Its standard output and error go to files under
 * {@link Interop#logDir()}, so no pipe can fill up and the logs stay for a failed build.
 */
final class ExternalProcess {
    private static final AtomicInteger COUNTER = new AtomicInteger();

    /** How a command ended. */
    record Result(List<String> command, int exitCode, String stdout, String stderr, Duration elapsed,
                  Path stdoutLog, Path stderrLog) {
        /** A description for assertion messages: the command, its exit code and both outputs. */
        String describe() {
            return "command " + command + " exited with " + exitCode + " after " + elapsed.toMillis() + " ms"
                    + "\n--- stdout (" + stdoutLog + ") ---\n" + tail(stdout)
                    + "\n--- stderr (" + stderrLog + ") ---\n" + tail(stderr);
        }

        private static String tail(String s) {
            return s.length() <= 8_000 ? s : "..." + s.substring(s.length() - 8_000);
        }
    }

    private ExternalProcess() {
    }

    /** Runs {@code command} in {@code dir}; on timeout, kills it with its children and throws. */
    static Result run(String label, Path dir, Duration timeout, Map<String, String> env, List<String> command) {
        int n = COUNTER.incrementAndGet();
        Path out = Interop.logDir().resolve(label + "-" + n + ".stdout.log");
        Path err = Interop.logDir().resolve(label + "-" + n + ".stderr.log");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().putAll(env);
        long start = System.nanoTime();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + command, e);
        }
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                destroyTree(process);
                throw new AssertionError("Timed out after " + timeout.toSeconds() + " s: " + command
                        + "\n--- stderr ---\n" + read(err));
            }
        } catch (InterruptedException e) {
            destroyTree(process);
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while running " + command, e);
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        return new Result(List.copyOf(command), process.exitValue(), read(out), read(err), elapsed, out, err);
    }

    /** Kills a process and everything it started. */
    static void destroyTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static java.io.File nullDevice() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "<cannot read " + file + ": " + e + ">";
        }
    }
}
