package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.bench.stdio.StdioBenchServer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keeps the load driver from rotting: a few hundred calls at 1, 4 and 64 in flight against the
 * stdio benchmark server, each answered exactly once with the right content.
 */
class OurServerSmokeTest {

    @Test
    void stdioBenchServerAnswersEveryCallOnceAndCorrectly() {
        // The server runs on this test's own class path: this module's classes and dependencies.
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("java.class.path");

        SmokeResult result = SmokeCheck.run(List.of(java, "-cp", classPath, StdioBenchServer.class.getName()));

        assertTrue(result.passed(), result.summary());
        assertEquals(3 + SmokeCheck.WINDOWS.size() * SmokeCheck.CALLS_PER_WINDOW, result.correctness().sent());
    }
}
