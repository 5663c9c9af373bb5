package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs {@code ts-sdk-client.mjs} (a test resource) with the official TypeScript SDK client pinned
 * in the interop module's {@code node} directory, installing it there with {@code npm ci} first
 * unless the installed packages match its lockfile (the interop tests keep the same stamp).
 */
final class TypeScriptClient {
    private static final Path NODE_DIR = Path.of(System.getProperty("interop.node.dir", "../interop/node"));
    private static final String STAMP = ".mcpj-installed-lock.sha256";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private TypeScriptClient() {
    }

    /** Runs the client against {@code url}, with {@code token} as its bearer token when not null. */
    static JsonNode run(String url, String token) {
        ensureInstalled();
        List<String> command = List.of("node", "--input-type=module", "-e", script());
        Map<String, String> env = token == null ? Map.of("MCP_URL", url) : Map.of("MCP_URL", url, "MCP_TOKEN", token);
        Result result = exec(command, env, 120);
        String out = result.stdout.strip();
        assertThat(out).as("the client printed nothing\n%s", result).isNotEmpty();
        JsonNode summary = JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        assertThat(result.exit).as("%s\nfailure: %s", result, summary.path("failure")).isZero();
        return summary;
    }

    private static synchronized void ensureInstalled() {
        try {
            String lock = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(NODE_DIR.resolve("package-lock.json"))));
            Path stamp = NODE_DIR.resolve("node_modules").resolve(STAMP);
            if (Files.isRegularFile(stamp) && Files.readString(stamp).strip().equals(lock)) {
                return;
            }
            Result ci = exec(List.of("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"), Map.of(), 600);
            assertThat(ci.exit).as("npm ci in %s\n%s", NODE_DIR, ci).isZero();
            Files.writeString(stamp, lock, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String script() {
        try (InputStream in = TypeScriptClient.class.getResourceAsStream("/ts-sdk-client.mjs")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Result exec(List<String> command, Map<String, String> env, int timeoutSeconds) {
        try {
            ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).directory(NODE_DIR.toFile());
            pb.environment().putAll(env);
            Path err = Files.createTempFile("node-stderr", ".txt");
            pb.redirectError(err.toFile());
            Process p = pb.start();
            p.getOutputStream().close();
            byte[] stdout = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError(command.get(0) + " did not finish in " + timeoutSeconds + " s");
            }
            String stderr = Files.readString(err);
            Files.delete(err);
            return new Result(p.exitValue(), new String(stdout, StandardCharsets.UTF_8), stderr);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private record Result(int exit, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exit + "\nstdout:\n" + stdout + "\nstderr:\n" + stderr;
        }
    }
}
