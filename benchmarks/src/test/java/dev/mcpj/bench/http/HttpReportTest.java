package dev.mcpj.bench.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.bench.report.DocSection;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The HTTP report is drawn from the results it is given: medians of rounds, ratios, marks. */
class HttpReportTest {
    private static final List<String> LINES = List.of(
            "meta date 2026-01-01 00:00 UTC",
            "meta ticks 100",
            "load jdk session1 add 1 rps=900 p50_ms=1.000 p99_ms=4.000 calls=900 errors=0 answered=1000 cpu_ticks=10",
            "load jdk session1 add 1 rps=1500 p50_ms=0.500 p99_ms=2.000 calls=1500 errors=0 answered=2000 cpu_ticks=10",
            "load jdk session1 add 1 rps=1200 p50_ms=0.800 p99_ms=3.000 calls=1200 errors=0 answered=1000 cpu_ticks=10",
            "load ts-stateful session1 add 1 rps=300 p50_ms=3.000 p99_ms=9.000 calls=300 errors=0 answered=500 cpu_ticks=10",
            "load jdk stateless echo 16 rps=100 p50_ms=10.000 p99_ms=50.000 calls=100 errors=0 answered=200 cpu_ticks=4",
            "load ts-stateless stateless echo 16 rps=100 p50_ms=10.000 p99_ms=50.000 calls=100 errors=0 answered=200"
                    + " cpu_ticks=4",
            "contention jdk slow 1000 rps=100 p50_ms=1 p99_ms=20 calls=500 errors=0 max_ms=60 slow_ok=10 slow_errors=0",
            "contention ts-stateful slow 1000 rps=50 p50_ms=2 p99_ms=70 calls=250 errors=0 max_ms=90 slow_ok=10"
                    + " slow_errors=0",
            "rss jdk 300000",
            "rss jdk 400000",
            "rss ts-stateful 350000");

    @Test
    void roundsAreReadAsTheirMedians() {
        HttpResults r = HttpResults.parse(LINES);
        HttpResults.Cell jdk = r.cell("jdk", "session1", "add", 1).orElseThrow();
        assertEquals(1200, jdk.rps());
        assertEquals(3.0, jdk.p99());
        assertEquals(100.0, jdk.cpuMicros(100), 1e-9); // 10 ticks of 10 ms over 1000 answers (the median)
        assertEquals(400000L, r.rssKib().get("jdk"));
        assertEquals(4, r.cells().size());
    }

    @Test
    void eachCellIsComparedWithTheTypeScriptServerOfItsLoad() {
        String targets = HttpReport.targets(HttpResults.parse(LINES));
        for (String expected : List.of(
                "| one session | add | 1 | jdk | 4.00× ✅ | 3.75× ✅ | 3.00× ✅ | 2.00× | 0 |",
                "| stateless | echo | 16 | jdk | 1.00× ❌ | 1.00× ❌ | 1.00× ❌ | 1.00× | 0 |",
                "All three targets met in 1 of 2 cells.",
                "| jdk | 20.0 ms (60.0 ms) ✅ | – | 390 ❌ |")) {
            assertTrue(targets.contains(expected), expected + " in\n" + targets);
        }
    }

    @Test
    void jettyIsComparedWithTheBareHandlerAndTheJavaPeersCellByCell() {
        HttpResults r = HttpResults.parse(List.of(
                "meta ticks 100",
                "load jetty session1 add 1 rps=800 p50_ms=1.000 p99_ms=2.000 calls=800 errors=0 answered=800 cpu_ticks=8",
                "load jetty stateless add 64 rps=900 p50_ms=2.000 p99_ms=4.000 calls=900 errors=0 answered=900 cpu_ticks=9",
                "load bare-jetty session1 add 1 rps=1000 p50_ms=0.500 p99_ms=1.000 calls=1000 errors=0 answered=1000 cpu_ticks=4",
                "load bare-jetty stateless add 64 rps=1800 p50_ms=1.000 p99_ms=2.000 calls=1800 errors=0 answered=1800 cpu_ticks=9",
                "load java-sdk session1 add 1 rps=400 p50_ms=2.000 p99_ms=4.000 calls=400 errors=3 answered=400 cpu_ticks=8",
                "load java-sdk-stateless stateless add 64 rps=300 p50_ms=6.000 p99_ms=9.000 calls=300 errors=0 answered=300",
                "load java-sdk-modern stateless add 64 rps=450 p50_ms=4.000 p99_ms=8.000 calls=450 errors=0 answered=450"));
        String ceiling = HttpPeers.ceiling(r);
        assertTrue(ceiling.contains("| one session | add | 1 | 800 | 1000 | 0.80× | 0.50× | 0.40× | 0 / 0 |"), ceiling);
        assertTrue(ceiling.contains("| stateless | add | 64 | 900 | 1800 | 0.50× | 0.50× | 0.50× | 0 / 0 |"), ceiling);
        String peers = HttpPeers.peers(r);
        assertTrue(peers.contains("| one session | add | 1 | 800 | 1000 (0.80×) | 400 (2.00×), 3 errors | – | – | – |"),
                peers);
        assertTrue(peers.contains("| stateless | add | 64 | 900 | 1800 (0.50×) | 300 (3.00×) | 450 (2.00×) | – | – |"),
                peers);
        assertEquals(2, r.ours().size(), "the peers' cells are not ours");
    }

    @Test
    void withoutTheBareHandlerOrJavaPeersTheirTablesAreLeftOut() {
        HttpResults r = HttpResults.parse(LINES);
        assertEquals("", HttpPeers.ceiling(r));
        assertEquals("", HttpPeers.peers(r));
    }

    @Test
    void theChartHasABarForEveryComparedCell() {
        String svg = HttpChart.render(HttpResults.parse(LINES));
        assertTrue(svg.startsWith("<svg"));
        for (String expected : List.of("one session, add, 1 conn.", "4.00×", "stateless, echo, 16 conn.",
                "quick add calls beside 1,000 slow calls")) {
            assertTrue(svg.contains(expected), expected);
        }
    }

    @Test
    void theHttpSectionIsReplacedAndCarriedOver() {
        String doc = DocSection.put("# Benchmarks\n\nstdio\n", "http", "## HTTP\n\nold");
        String again = DocSection.put(doc, "http", "## HTTP\n\nnew");
        assertTrue(again.contains("stdio") && again.contains("new"), again);
        assertFalse(again.contains("old"), again);
        String section = DocSection.find(again, "http").orElseThrow();
        assertTrue(section.startsWith("<!-- begin http -->") && section.endsWith("<!-- end http -->"), section);
    }
}
