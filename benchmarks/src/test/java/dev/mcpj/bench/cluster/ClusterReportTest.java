package dev.mcpj.bench.cluster;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster report is drawn from the results it is given: medians of rounds, the 3-node/1-node
 * ratio, CPU per request, and the exactly-once check, which a lost or doubled call fails.
 */
class ClusterReportTest {
    private static final List<String> LINES = List.of(
            "meta date 2026-01-01 00:00 UTC",
            "meta ticks 100",
            "meta rounds 3",
            "cell 1 1 stateless add rps=1000 p50_ms=1.000 p99_ms=5.000 calls=5000 errors=0 answered=8000"
                    + " executed_before=10 executed_after=8010 node_ticks=400 haproxy_ticks=80 redis_ticks=0"
                    + " driver_cpu_s=1.00+0.60 load=3",
            "cell 2 1 stateless add rps=1200 p50_ms=0.800 p99_ms=4.000 calls=6000 errors=0 answered=8000"
                    + " executed_before=0 executed_after=8000 node_ticks=400 haproxy_ticks=80 redis_ticks=0"
                    + " driver_cpu_s=1.00+0.60 load=3",
            "cell 3 1 stateless add rps=1100 p50_ms=0.900 p99_ms=4.500 calls=5500 errors=0 answered=8000"
                    + " executed_before=0 executed_after=8000 node_ticks=400 haproxy_ticks=80 redis_ticks=0"
                    + " driver_cpu_s=1.00+0.60 load=3",
            "cell 1 3 stateless add rps=1650 p50_ms=0.700 p99_ms=3.000 calls=8250 errors=0 answered=9000"
                    + " executed_before=0,0,0 executed_after=3000,3000,3000 node_ticks=450 haproxy_ticks=90"
                    + " redis_ticks=0 driver_cpu_s=1.00+0.60 load=3");

    @Test
    void theSummaryHasTheMediansTheRatioAndTheCheck(@TempDir Path out) throws Exception {
        ClusterReport.write(LINES, out);
        String full = Files.readString(out.resolve("BENCHMARKS-CLUSTER.md"));
        // 1 node: median 1100 requests/s; 3 nodes: 1650, 1.50 times; node CPU 400 ticks of 10 ms
        // over 8000 answers = 500 µs, and 450 over 9000 = 500 µs.
        assertTrue(full.contains("| stateless (2026-07-28) | add | 1100 | 1650 | 1.50× | 0.90 → 0.70 | 4.50 → 3.00 "
                + "| 500 → 500 | ✅ every round |"), full);
        assertTrue(full.contains("| 3 | stateless (2026-07-28) | add | 1650 | 0.70 | 3.00 | 500 | 100 | 0 | 178 | 33 % "
                + "| 0 | yes |"), full);
        String section = Files.readString(out.resolve("BENCHMARKS.md"));
        assertTrue(section.contains("<!-- begin cluster -->") && section.contains("1.50×"), section);
    }

    @Test
    void aCallRunTwiceOrNotAtAllFailsTheCheck(@TempDir Path out) throws Exception {
        List<String> lines = new ArrayList<>(LINES);
        lines.set(3, lines.get(3).replace("executed_after=8010", "executed_after=8011"));
        ClusterReport.write(lines, out);
        String full = Files.readString(out.resolve("BENCHMARKS-CLUSTER.md"));
        assertTrue(full.contains("| 1 | stateless (2026-07-28) | add | 1100 | 0.90 | 4.50 | 500 | 100 | 0 | 200 | 100 % "
                + "| 0 | NO |"), full);
        assertTrue(full.contains("| ❌ |"), full);
    }
}
