package dev.mcpj.multinode;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * The official TypeScript SDK client, as pinned in {@code interop/node}: installs it there
 * ({@code npm ci}, as the interop tests do, recording the same stamp so that neither installs
 * twice) and runs {@code ts-sdk-balanced-client.mjs} against an endpoint.
 */
final class TypeScriptClient {
    private static final String STAMP = ".mcpj-installed-lock.sha256";
    private static final Duration INSTALL = Duration.ofMinutes(10);
    private static final Duration RUN = Duration.ofSeconds(90);

    private TypeScriptClient() {
    }

    /** Runs the client against {@code url}; returns its summary line. */
    static JsonNode run(String url, Path log) throws Exception {
        Path dir = Path.of(System.getProperty("interop.nodeDir", "../interop/node")).toAbsolutePath().normalize();
        ensureInstalled(dir, log.resolveSibling("npm-ci.log"));
        Process p = new ProcessBuilder("node", "ts-sdk-balanced-client.mjs", "--url", url).directory(dir.toFile())
                .redirectError(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(RUN.toSeconds(), TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("The TypeScript client did not finish within " + RUN);
        }
        String line = out.lines().filter(l -> l.startsWith("{")).reduce((a, b) -> b).orElse(null);
        assertThat(line).as("summary line; stderr in " + log + ":\n" + Files.readString(log)).isNotNull();
        return Wire.JSON.readTree(line);
    }

    /**
     * Starts {@code script} against {@code url}, to talk with it line by line: it writes JSON
     * lines on its standard output and reads the test's lines on its standard input.
     */
    static Conversation converse(String script, String url, Path log) throws Exception {
        Path dir = Path.of(System.getProperty("interop.nodeDir", "../interop/node")).toAbsolutePath().normalize();
        ensureInstalled(dir, log.resolveSibling("npm-ci.log"));
        Process p = new ProcessBuilder("node", script, "--url", url).directory(dir.toFile())
                .redirectError(log.toFile()).start();
        return new Conversation(p, log);
    }

    /** A running client script: its JSON lines, and the test's answers. */
    static final class Conversation implements AutoCloseable {
        private final Process process;
        private final Path log;
        private final java.io.BufferedReader out;
        private final java.io.Writer in;

        private Conversation(Process process, Path log) {
            this.process = process;
            this.log = log;
            this.out = new java.io.BufferedReader(new java.io.InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8));
            this.in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }

        /**
         * The client's next JSON line. The script bounds its own run (a watchdog prints its
         * summary and exits), so this read ends.
         */
        JsonNode next() throws IOException {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("{")) {
                    return Wire.JSON.readTree(line);
                }
            }
            throw new AssertionError("The client ended without a line; stderr in " + log + ":\n" + Files.readString(log));
        }

        /** Sends {@code line} to the client. */
        void send(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        @Override
        public void close() throws InterruptedException {
            try {
                in.close();
            } catch (IOException e) {
                // it ended already
            }
            if (!process.waitFor(RUN.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    private static synchronized void ensureInstalled(Path dir, Path log) throws Exception {
        String lockHash = sha256(dir.resolve("package-lock.json"));
        Path stamp = dir.resolve("node_modules").resolve(STAMP);
        if (Files.exists(stamp) && Files.readString(stamp).equals(lockHash)) {
            return;
        }
        Files.createDirectories(log.getParent());
        Process ci = new ProcessBuilder(List.of("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"))
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!ci.waitFor(INSTALL.toSeconds(), TimeUnit.SECONDS)) {
            ci.destroyForcibly();
            throw new AssertionError("npm ci did not finish within " + INSTALL);
        }
        assertThat(ci.exitValue()).as("npm ci in " + dir + ":\n" + Files.readString(log)).isZero();
        Files.writeString(stamp, lockHash, StandardCharsets.UTF_8);
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
