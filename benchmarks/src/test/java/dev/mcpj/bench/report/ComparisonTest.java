package dev.mcpj.bench.report;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.bench.BenchmarkOptions;
import dev.mcpj.bench.Correctness;
import dev.mcpj.bench.Metric;
import dev.mcpj.bench.RunResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

class ComparisonTest {

    private final Comparison comparison = new Comparison(List.of(
            ServerSummary.of(List.of(run("ours", 1, 200, 10), run("ours", 2, 400, 30), run("ours", 3, 300, 20))),
            ServerSummary.of(List.of(run("peer", 1, 100, 40)))));

    @Test
    void summariesTakeMedians() {
        ServerSummary ours = comparison.baseline();

        assertEquals(300.0, ours.median(Metric.ADD_THROUGHPUT).orElseThrow());
        assertEquals(20.0, ours.median(Metric.COLD_START).orElseThrow());
    }

    @Test
    void advantagesAboveOneMeanTheBaselineIsAheadWhicheverWayTheMetricPoints() {
        String markdown = comparison.advantages().toMarkdown();

        // Throughput 300 vs 100 calls/s, cold start 20 vs 40 ms: 3× and 2× ahead.
        assertTrue(markdown.contains("| peer | 2.00× | — | — | 3.00× |"), markdown);
    }

    @Test
    void latencyOfEachRunIsShownWithTheBaselinesRatioInTheSameRun() {
        Comparison twoRuns = new Comparison(List.of(
                ServerSummary.of(List.of(latency("ours", 1, 12), latency("ours", 2, 42))),
                ServerSummary.of(List.of(latency("raw", 2, 14), latency("raw", 1, 10)))));

        String markdown = twoRuns.latencyByRun().toMarkdown();

        assertTrue(markdown.contains("| server | run 1 | run 2 |"), markdown);
        assertTrue(markdown.contains("| ours (µs) | 12.0 | 42.0 |"), markdown);
        assertTrue(markdown.contains("| raw (µs) | 10.0 | 14.0 |"), markdown);
        assertTrue(markdown.contains("| ours ÷ raw | 1.20× | 3.00× |"), markdown);
    }

    @Test
    void chartIsWellFormedSvg() {
        String svg = SvgChart.render(comparison);

        assertDoesNotThrow(() -> DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))));
        assertTrue(svg.contains(">ours<") && svg.contains(">peer<"), svg);
    }

    @Test
    void failedRunsShowInTheStatus() {
        RunResult failed = new RunResult(
                "bad", 1, List.of("bad"), BenchmarkOptions.defaults(), null, Map.of(), Correctness.NONE, "boom");

        assertEquals("FAILURE in 1/1 runs (run 1: boom; answered 0 of 66,001 calls)",
                ServerSummary.of(List.of(failed)).status());
    }

    @Test
    void failedRunsSayHowManyCallsWereAnswered() {
        BenchmarkOptions options = new BenchmarkOptions(1, 64, 1000, 100, 2000, 500, 15000, 10000);
        List<RunResult> runs = List.of(
                new RunResult("lossy", 1, List.of("lossy"), options, "2025-11-25", Map.of(),
                        new Correctness(1329, 64, 0, 0, List.of()), "warm-up: server exited with code 0"),
                new RunResult("lossy", 2, List.of("lossy"), options, "2025-11-25", Map.of(Metric.COLD_START, 900.0),
                        new Correctness(4000, 0, 0, 0, List.of()), null),
                new RunResult("lossy", 3, List.of("lossy"), options, "2025-11-25", Map.of(),
                        new Correctness(3064, 64, 0, 0, List.of()), "add throughput: no response for 15 s"));

        assertEquals("FAILURE in 2/3 runs (run 1: warm-up: server exited with code 0; answered 1,265–3,000 of"
                + " 4,501 calls)", ServerSummary.of(runs).status());
    }

    private static RunResult latency(String server, int run, double p50) {
        return new RunResult(server, run, List.of(server), BenchmarkOptions.defaults(), "2025-11-25",
                Map.of(Metric.LATENCY_P50, p50), Correctness.NONE, null);
    }

    private static RunResult run(String server, int run, double addThroughput, double coldStart) {
        return new RunResult(
                server,
                run,
                List.of(server),
                BenchmarkOptions.defaults(),
                "2025-11-25",
                Map.of(Metric.ADD_THROUGHPUT, addThroughput, Metric.COLD_START, coldStart),
                Correctness.NONE,
                null);
    }
}
