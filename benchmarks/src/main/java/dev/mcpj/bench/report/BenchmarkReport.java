package dev.mcpj.bench.report;

import dev.mcpj.bench.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns the driver's run results into the comparison: prints the tables and writes BENCHMARKS.md with an SVG chart
 * beside it.
 *
 * <pre>
 * BenchmarkReport RESULTS_DIR OUT_DIR NODE_VERSION SERVER...
 * </pre>
 *
 * <p>RESULTS_DIR holds the {@code *.json} files the driver wrote, and optionally {@code jars.tsv} (see {@link
 * RuntimeJars}). The servers are listed in the order to show them;
 * the first is the baseline the others are compared with. Servers without results are left out.
 */
public final class BenchmarkReport {

    static final String REPORT_FILE = "BENCHMARKS.md";
    static final String CHART_FILE = "benchmarks.svg";
    /** The section of BENCHMARKS.md that {@code dev.mcpj.bench.http.HttpReport} writes. */
    public static final String HTTP_SECTION = "http";
    /** The section of BENCHMARKS.md with notes on the HTTP results, written by hand. */
    public static final String HTTP_NOTES_SECTION = "http-notes";
    /** The section of BENCHMARKS.md on what interceptors cost, written by hand from JMH's figures. */
    public static final String INTERCEPTORS_SECTION = "interceptors";
    /** The section of BENCHMARKS.md that {@code dev.mcpj.bench.cluster.ClusterReport} writes. */
    public static final String CLUSTER_SECTION = "cluster";

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private BenchmarkReport() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: BenchmarkReport RESULTS_DIR OUT_DIR NODE_VERSION SERVER...");
            System.exit(2);
        }
        Path outDir = Path.of(args[1]);
        List<RunResult> results = readResults(Path.of(args[0]));
        List<ServerSummary> servers = new ArrayList<>();
        for (String server : Arrays.asList(args).subList(3, args.length)) {
            List<RunResult> runs = results.stream().filter(run -> run.server().equals(server)).toList();
            if (!runs.isEmpty()) {
                servers.add(ServerSummary.of(runs));
            }
        }
        Comparison comparison = new Comparison(servers);

        System.out.println(comparison.results().toText());
        System.out.println("How many times better " + comparison.baseline().server() + " is (above 1x: ahead):");
        System.out.println(comparison.advantages().toText());
        System.out.println("add latency p50 of each run:");
        System.out.println(comparison.latencyByRun().toText());

        List<RuntimeJars> jars = RuntimeJars.read(Path.of(args[0]).resolve(RuntimeJars.FILE));
        jars.forEach(System.out::println);

        int runsPerServer = servers.stream().mapToInt(ServerSummary::runs).max().orElse(0);
        String markdown = MarkdownReport.render(
                comparison, results.get(0).options(), runsPerServer, CHART_FILE, args[2], jars);
        Files.createDirectories(outDir);
        Files.writeString(outDir.resolve(CHART_FILE), SvgChart.render(comparison));
        // The HTTP and cluster benchmarks' sections are written by their own reports, the HTTP notes and the
        // interceptors' by hand: keep them.
        String report = DocSection.carry(outDir.resolve(REPORT_FILE), markdown, HTTP_SECTION);
        report = DocSection.carry(outDir.resolve(REPORT_FILE), report, HTTP_NOTES_SECTION);
        report = DocSection.carry(outDir.resolve(REPORT_FILE), report, INTERCEPTORS_SECTION);
        Files.writeString(outDir.resolve(REPORT_FILE),
                DocSection.carry(outDir.resolve(REPORT_FILE), report, CLUSTER_SECTION));
        System.out.println("wrote " + outDir.resolve(REPORT_FILE) + " and " + outDir.resolve(CHART_FILE));
    }

    private static List<RunResult> readResults(Path dir) throws IOException {
        List<RunResult> results = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                results.add(MAPPER.readValue(file.toFile(), RunResult.class));
            }
        }
        return results;
    }
}
