package dev.mcpj.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the server under test, the JVM to run it with, the npm clients and the logs are. */
final class Interop {
    private Interop() {
    }

    /**
     * The packaged example server. The examples module makes it in its {@code package} phase, so
     * the interop tests need {@code mvn verify} (or {@code package}/{@code install}), not {@code mvn test}.
     */
    static Path examplesJar() {
        Path jar = Path.of(System.getProperty("interop.examplesJar", "../examples/target/examples-0.1.0-SNAPSHOT.jar"))
                .toAbsolutePath().normalize();
        if (!Files.isRegularFile(jar) || !Files.isDirectory(jar.resolveSibling("lib"))) {
            throw new IllegalStateException("The example server " + jar + " (with lib/ beside it) is missing: "
                    + "build it first, e.g. 'mvn verify' from the project root (the examples module packages it)");
        }
        return jar;
    }

    /**
     * The java launcher of the JVM running the tests, so the server runs on the same JDK (17 or 25).
     * Clients spawn it by absolute path: a spawned server does not inherit JAVA_HOME.
     */
    static String javaExecutable() {
        return ProcessHandle.current().info().command()
                .orElseGet(() -> Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** The npm project holding the pinned Node clients and scripts. */
    static Path nodeDir() {
        return Path.of(System.getProperty("interop.nodeDir", "node")).toAbsolutePath().normalize();
    }

    /** A directory for the standard error of every process the tests start. */
    static Path logDir() {
        Path dir = Path.of(System.getProperty("interop.logDir", "target/interop-logs")).toAbsolutePath().normalize();
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
