package dev.mcpj.conformance;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The official conformance suite's command line, as installed from {@code node/package.json}:
 * {@code @modelcontextprotocol/conformance} (the stable suite), {@code conformance-modern} (the
 * 2026-07-28 suite), and the Node 22 they need (the machine's Node may be older). The first use
 * runs {@code npm ci} if {@code node_modules} is missing.
 */
final class ConformanceCli {
    static final String STABLE = "@modelcontextprotocol/conformance";
    static final String MODERN = "conformance-modern";

    private static final Object INSTALL_LOCK = new Object();
    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(8);

    private final Path nodeDir;

    ConformanceCli(Path nodeDir) {
        this.nodeDir = nodeDir.toAbsolutePath().normalize();
    }

    /** The suite installed beside this module ({@code conformance.nodeDir}, or {@code node}). */
    static ConformanceCli installed() {
        ConformanceCli cli = new ConformanceCli(Path.of(System.getProperty("conformance.nodeDir", "node")));
        cli.install();
        return cli;
    }

    Path node() {
        return nodeDir.resolve("node_modules/node/bin/node");
    }

    Path entryPoint(String pkg) {
        return nodeDir.resolve("node_modules").resolve(pkg).resolve("dist/index.js");
    }

    /** The requirement file of a spec revision that the modern suite ships. */
    Path requirements(String revision) {
        return nodeDir.resolve("node_modules").resolve(MODERN).resolve("requirements").resolve(revision + ".yaml");
    }

    private void install() {
        synchronized (INSTALL_LOCK) {
            if (Files.isExecutable(node()) && Files.isRegularFile(entryPoint(STABLE))
                    && Files.isRegularFile(entryPoint(MODERN))) {
                return;
            }
            List<String> npm = List.of(isWindows() ? "npm.cmd" : "npm", "ci", "--no-audit", "--no-fund");
            Result r = run(npm, INSTALL_TIMEOUT);
            if (r.exitCode() != 0 || !Files.isExecutable(node())) {
                throw new IllegalStateException("npm ci in " + nodeDir + " failed (exit " + r.exitCode() + "):\n"
                        + r.output());
            }
        }
    }

    /** Runs {@code node <pkg>/dist/index.js args...}; the process is killed when it overruns. */
    Result suite(String pkg, List<String> args, Duration timeout) {
        List<String> command = new ArrayList<>(List.of(node().toString(), entryPoint(pkg).toString()));
        command.addAll(args);
        return run(command, timeout);
    }

    private Result run(List<String> command, Duration timeout) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(nodeDir.toFile()).redirectErrorStream(true);
        pb.environment().put("NO_COLOR", "1");
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + command.get(0), e);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread drain = new Thread(() -> copy(p.getInputStream(), out), "conformance-output");
        drain.setDaemon(true);
        drain.start();
        try {
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
                drain.join(2000);
                throw new AssertionError(String.join(" ", command) + " did not finish within " + timeout
                        + "; output so far:\n" + text(out));
            }
            drain.join(5000);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while running " + command, e);
        }
        return new Result(p.exitValue(), text(out));
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        byte[] buf = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(buf)) != -1) {
                synchronized (out) {
                    out.write(buf, 0, n);
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    private static String text(ByteArrayOutputStream out) {
        synchronized (out) {
            return out.toString(StandardCharsets.UTF_8);
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }

    /** How a run ended, with everything it printed. */
    record Result(int exitCode, String output) {
        /** The suite's closing summary: from {@code === SUMMARY ===} to the end. */
        String summary() {
            int at = output.indexOf("=== SUMMARY ===");
            return at < 0 ? output : output.substring(at);
        }
    }
}
