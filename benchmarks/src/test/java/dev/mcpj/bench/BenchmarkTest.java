package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.bench.peer.FaultyServer;
import dev.mcpj.bench.peer.RawJacksonServer;
import java.lang.ProcessBuilder.Redirect;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class BenchmarkTest {

    private static final BenchmarkOptions SMALL = new BenchmarkOptions(1, 16, 200, 100, 500, 100, 15_000, 5_000);

    @Test
    void measuresEveryMetricOfAHealthyServer() {
        RunResult result =
                Benchmark.run("raw", 1, TestServers.java(RawJacksonServer.class), SMALL, Redirect.DISCARD);

        assertNull(result.failure());
        assertEquals(EnumSet.allOf(Metric.class), result.metrics().keySet());
        assertEquals(Calls.PROTOCOL_VERSION, result.protocolVersion());
        assertTrue(result.correctness().clean(), result.correctness().summary());
    }

    @Test
    void recordsACrashAsAFailedRun() {
        RunResult result =
                Benchmark.run("crashy", 1, TestServers.java(FaultyServer.class, "crash"), SMALL, Redirect.DISCARD);

        assertTrue(result.failed());
        assertTrue(result.failure().startsWith("warm-up: server exited with code 3"), result.failure());
        assertTrue(result.metrics().containsKey(Metric.COLD_START));
        assertTrue(result.correctness().lost() > 0);
    }
}
