package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keeps the load driver from rotting: a few hundred calls at 1, 4 and 64 in flight against the
 * example benchmark server, each answered exactly once with the right content.
 */
class OurServerSmokeTest {

    @Test
    void exampleBenchServerAnswersEveryCallOnceAndCorrectly() {
        Path examples = Path.of("..", "examples", "target").toAbsolutePath().normalize();
        Path jar = examples.resolve("examples-0.1.0-SNAPSHOT.jar");
        assertTrue(Files.isRegularFile(jar), "build the examples module first: " + jar);
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = jar + File.pathSeparator + examples.resolve("lib") + File.separator + "*";

        SmokeResult result = SmokeCheck.run(List.of(java, "-cp", classPath, "dev.mcpj.examples.BenchServer"));

        assertTrue(result.passed(), result.summary());
        assertEquals(3 + SmokeCheck.WINDOWS.size() * SmokeCheck.CALLS_PER_WINDOW, result.correctness().sent());
    }
}
