package dev.mcpj.bench.http;

import dev.mcpj.bench.Format;
import dev.mcpj.bench.report.BenchmarkReport;
import dev.mcpj.bench.report.DocSection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the HTTP benchmark's report from the results {@code benchmarks/http-run.sh} gathered:
 * {@code BENCHMARKS-HTTP.md} (every figure, the ratios to the TypeScript SDK against the targets),
 * {@code benchmarks-http.svg} (the chart, drawn by {@link HttpChart}), and the HTTP section of
 * {@code BENCHMARKS.md}.
 *
 * <p>Usage: {@code HttpReport <results-file> <out-dir>}.
 */
public final class HttpReport {
    static final String REPORT_FILE = "BENCHMARKS-HTTP.md";
    static final String CHART_FILE = "benchmarks-http.svg";
    /** Requests/s of ours over the TypeScript SDK's, at least. */
    static final double RPS_TARGET = 3;
    /** The TypeScript SDK's p50 over ours, at least. */
    static final double P50_TARGET = 3;
    /** The TypeScript SDK's p99 over ours, at least. */
    static final double P99_TARGET = 2;
    /** A quick call's p99 beside the slow calls, in ms, at most. */
    static final double SLOW_TARGET_MS = 50;
    /** Other clients' p99 beside the quiet connections, in ms, under. */
    static final double QUIET_TARGET_MS = 100;
    private static final Map<String, String> LOADS = Map.of(
            "session1", "one session", "session16", "16 sessions", "stateless", "stateless");

    private HttpReport() {
    }

    public static void main(String[] args) throws IOException {
        HttpResults results = HttpResults.read(Path.of(args[0]));
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        Files.writeString(out.resolve(CHART_FILE), HttpChart.render(results));
        Files.writeString(out.resolve(REPORT_FILE), report(results));
        DocSection.write(out.resolve("BENCHMARKS.md"), BenchmarkReport.HTTP_SECTION, section(results));
        System.out.println("wrote " + out.resolve(REPORT_FILE) + ", " + out.resolve(CHART_FILE)
                + " and the HTTP section of " + out.resolve("BENCHMARKS.md"));
    }

    static String label(String load) {
        return LOADS.getOrDefault(load, load);
    }

    /** The section of BENCHMARKS.md: the chart, the targets met and missed, and where the rest is. */
    static String section(HttpResults r) {
        StringBuilder md = new StringBuilder();
        md.append("## Over Streamable HTTP\n\n");
        md.append("Written by `benchmarks/http-run.sh` on ").append(r.meta().getOrDefault("date", "?"))
                .append(": our server on the JDK's built-in server (`jdk`) and on Jetty (`jetty`) against the "
                        + "official TypeScript SDK's Streamable HTTP server, the Java peers and a bare Jetty handler, in"
                        + " the same run. ")
                .append(machine(r)).append(" Every figure, and how it was measured: [BENCHMARKS-HTTP.md]("
                        + REPORT_FILE + ").\n\n");
        md.append("![ours against the TypeScript SDK over HTTP](").append(CHART_FILE).append(")\n\n");
        md.append(targets(r)).append('\n');
        md.append(HttpPeers.ceiling(r)).append(HttpPeers.peers(r));
        return md.toString();
    }

    static String report(HttpResults r) {
        StringBuilder md = new StringBuilder();
        md.append("# HTTP benchmarks\n\n");
        md.append("Written by `benchmarks/http-run.sh` on ").append(r.meta().getOrDefault("date", "?")).append(". ")
                .append(machine(r)).append("\n\n");
        md.append("Each server first takes ").append(r.meta().getOrDefault("server_warmup", "?"))
                .append(" s of unmeasured load (its loads and tools in turn, over one connection, then over 16),"
                        + " so that the JIT, and V8's, has compiled the hot paths before the first cell; every server"
                        + " gets the same. One driver process serves all the cells of a server and takes that"
                        + " warm-up with it, so that the driver's own JIT does not compile during a cell on the cores"
                        + " the server is measured on. ");
        md.append("Each load cell: ").append(r.meta().getOrDefault("warmup", "?"))
                .append(" s of load unmeasured, then ").append(r.meta().getOrDefault("seconds", "?"))
                .append(" s measured. Each connection sends its next request when the last is answered, over"
                        + " kept-alive HTTP/1.1, each request in one write (`dev.mcpj.bench.http.HttpLoadDriver`);"
                        + " every answer is checked"
                        + " (status 200, the expected text, no `isError`), and a wrong or missing one counts as an"
                        + " error. Loads: *one session* (all connections share one 2025-11-25 session), *16"
                        + " sessions* (the connections take 16 sessions in turn, request by request), *stateless*"
                        + " (ours: 2026-07-28 requests with their headers; the TypeScript SDK's stateless mode: a"
                        + " server and transport per request, as its example wires it). Ours runs with default"
                        + " settings and JVM flags, as the README shows it; the TypeScript SDK's servers run as its"
                        + " own examples wire them (`benchmarks/peers/ts/http-server.mjs`); the Java peers and the bare"
                        + " Jetty handler as the tables below say, each with default JVM flags. Peak RSS is each server"
                        + " process's high-water mark after its load cells. With several rounds, the servers take"
                        + " turns and each figure is the median of its rounds (" + r.meta().getOrDefault("rounds", "1")
                        + " here).\n\n");
        md.append("![ours against the TypeScript SDK over HTTP](").append(CHART_FILE).append(")\n\n");
        md.append(targets(r)).append('\n');
        md.append(HttpPeers.ceiling(r)).append(HttpPeers.peers(r));
        md.append("## Every cell\n\n");
        md.append("| server | load | tool | connections | requests/s | p50 ms | p99 ms | server CPU µs/request | errors |\n");
        md.append("|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (HttpResults.Cell c : r.cells()) {
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %d | %.0f | %.3f | %.3f | %s | %d |\n", c.server(),
                    label(c.load()), c.tool(), c.connections(), c.rps(), c.p50(), c.p99(),
                    Format.number(c.cpuMicros(ticks(r))), c.errors()));
        }
        md.append("\n## Quick calls under contention\n\n");
        md.append("*Beside slow calls*: ").append(count(r, "slow")).append(" connections each keep a `slow` call"
                + " (3 s) in flight, all in one session; one more connection sends `add` calls in that session one"
                + " after another (`HttpContentionDriver slow`). *Beside quiet connections*: ")
                .append(count(r, "quiet")).append(" connections each send a request line and a header, then"
                        + " nothing; 16 connections run the `add` load (one session) beside them (`HttpContentionDriver"
                        + " quiet`). Target: the quick calls' p99 at most " + Format.number(SLOW_TARGET_MS)
                        + " ms beside slow calls, under " + Format.number(QUIET_TARGET_MS)
                        + " ms beside quiet connections.\n\n");
        md.append("| server | beside | quick calls | requests/s | p50 ms | p99 ms | max ms | errors | other |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (HttpResults.Contention c : r.contention()) {
            String other = c.kind().equals("slow")
                    ? String.format(Locale.ROOT, "slow calls answered while measuring: %.0f right, %.0f wrong",
                            c.figure("slow_ok"), c.figure("slow_errors"))
                    : String.format(Locale.ROOT, "quiet connections still open at the end: %.0f",
                            c.figure("quiet_open"));
            md.append(String.format(Locale.ROOT, "| %s | %d %s | %.0f | %.0f | %.3f | %.3f | %.3f | %.0f | %s |\n",
                    c.server(), c.count(), c.kind().equals("slow") ? "slow calls" : "quiet connections",
                    c.figure("calls"), c.figure("rps"), c.figure("p50_ms"), c.figure("p99_ms"), c.figure("max_ms"),
                    c.figure("errors"), other));
        }
        md.append("\n## Peak RSS\n\n| server | peak RSS (MiB) |\n|---|---:|\n");
        r.rssKib().forEach((server, kib) -> md.append("| ").append(server).append(" | ").append(kib / 1024)
                .append(" |\n"));
        return md.toString();
    }

    private static double ticks(HttpResults r) {
        return Double.parseDouble(r.meta().getOrDefault("ticks", "100"));
    }

    private static String count(HttpResults r, String kind) {
        return r.contention().stream().filter(c -> c.kind().equals(kind)).findFirst()
                .map(c -> String.format(Locale.ROOT, "%,d", c.count())).orElse("?");
    }

    private static String machine(HttpResults r) {
        return "Machine: " + r.meta().getOrDefault("cores", "?") + " cores, shared with other work (load average "
                + r.meta().getOrDefault("load_start", "?") + " at the start, " + r.meta().getOrDefault("load_end", "?")
                + " at the end; servers and drivers ran under `nice -n " + r.meta().getOrDefault("nice", "0")
                + "`), so absolute figures are low and noisy: compare the ratios, taken in one run. "
                + r.meta().getOrDefault("java", "?") + ", Node.js " + r.meta().getOrDefault("node", "?") + ".";
    }

    /** The targets, cell by cell: ratios of ours to the TypeScript SDK, each marked met or missed. */
    static String targets(HttpResults r) {
        StringBuilder md = new StringBuilder();
        md.append("### Against the targets\n\n");
        md.append("Ratios to the TypeScript SDK's server for the same load (`session` loads: its stateful server;"
                + " `stateless`: its stateless one). Targets: requests/s at least " + Format.ratio(RPS_TARGET)
                + " the TypeScript SDK's, p50 at most a third (" + Format.ratio(P50_TARGET) + ") and p99 at most half ("
                + Format.ratio(P99_TARGET) + "). ✅ met, ❌ missed. CPU/request (the server's user and system time"
                + " over the cell, divided by its answers) has no target; on a shared machine it is steadier than"
                + " the rates.\n\n");
        md.append("| load | tool | connections | server | requests/s × | p50: TS ÷ ours | p99: TS ÷ ours"
                + " | CPU/request: TS ÷ ours | errors |\n");
        md.append("|---|---|---:|---|---:|---:|---:|---:|---:|\n");
        int met = 0;
        int all = 0;
        for (HttpResults.Cell ours : r.ours()) {
            HttpResults.Cell peer = r.cell(HttpResults.peerOf(ours.load()), ours.load(), ours.tool(),
                    ours.connections()).orElse(null);
            if (peer == null) {
                continue;
            }
            double rps = ours.rps() / peer.rps();
            double p50 = peer.p50() / ours.p50();
            double p99 = peer.p99() / ours.p99();
            boolean ok = rps >= RPS_TARGET && p50 >= P50_TARGET && p99 >= P99_TARGET && ours.errors() == 0;
            met += ok ? 1 : 0;
            all++;
            double cpu = peer.cpuMicros(ticks(r)) / ours.cpuMicros(ticks(r));
            md.append(String.format(Locale.ROOT, "| %s | %s | %d | %s | %s %s | %s %s | %s %s | %s | %d |\n",
                    label(ours.load()), ours.tool(), ours.connections(), ours.server(),
                    Format.ratio(rps), mark(rps >= RPS_TARGET), Format.ratio(p50), mark(p50 >= P50_TARGET),
                    Format.ratio(p99), mark(p99 >= P99_TARGET), Format.ratio(cpu), ours.errors()));
        }
        md.append(String.format(Locale.ROOT, "\nAll three targets met in %d of %d cells.\n\n", met, all));
        md.append("| server | quick call beside slow calls: p99 (max) | other clients beside quiet connections: p99 (max)"
                + " | peak RSS (MiB) |\n|---|---:|---:|---:|\n");
        Long peerRss = r.rssKib().get("ts-stateful");
        for (String server : List.of("jdk", "jetty", "ts-stateful")) {
            String slow = contention(r, server, "slow", SLOW_TARGET_MS, true);
            String quiet = contention(r, server, "quiet", QUIET_TARGET_MS, false);
            Long rss = r.rssKib().get(server);
            String memory = rss == null ? "–" : rss / 1024 + (server.startsWith("ts-") || peerRss == null ? ""
                    : " " + mark(rss <= peerRss));
            md.append("| ").append(server).append(" | ").append(slow).append(" | ").append(quiet).append(" | ")
                    .append(memory).append(" |\n");
        }
        md.append(String.format(Locale.ROOT, "\nTargets: a quick call's p99 at most %s ms beside the slow calls, other"
                + " clients' p99 under %s ms beside the quiet connections, and our peak RSS no more than the TypeScript"
                + " SDK's stateful server's.\n", Format.number(SLOW_TARGET_MS), Format.number(QUIET_TARGET_MS)));
        return md.toString();
    }

    private static String contention(HttpResults r, String server, String kind, double target, boolean inclusive) {
        return r.contention().stream().filter(c -> c.server().equals(server) && c.kind().equals(kind)).findFirst()
                .map(c -> {
                    double p99 = c.figure("p99_ms");
                    boolean ok = (inclusive ? p99 <= target : p99 < target) && c.figure("errors") == 0;
                    return String.format(Locale.ROOT, "%s ms (%s ms)%s", Format.number(p99),
                            Format.number(c.figure("max_ms")), server.startsWith("ts-") ? "" : " " + mark(ok));
                }).orElse("–");
    }

    private static String mark(boolean met) {
        return met ? "✅" : "❌";
    }
}
