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
