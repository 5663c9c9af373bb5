package dev.mcpj.bench.cluster;

import dev.mcpj.bench.report.BenchmarkReport;
import dev.mcpj.bench.report.DocSection;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Writes {@code docs/BENCHMARKS-CLUSTER.md} and the {@value #SECTION} section of
 * {@code docs/BENCHMARKS.md} from what {@code benchmarks/cluster-run.sh} measured; also picks the
 * script's free ports.
 *
 * <p>Usage: {@code ClusterReport report <results-file> <out-dir>}, or {@code ClusterReport free-port}.
 * The results file has one line per measurement:
 * <pre>
 * meta KEY VALUE...
 * cell ROUND NODES LAYOUT TOOL rps=.. p50_ms=.. p99_ms=.. calls=.. errors=.. answered=..
 *      executed_before=N,N,.. executed_after=N,N,.. node_ticks=.. haproxy_ticks=.. redis_ticks=..
 *      driver_cpu_s=USER+SYSTEM load=..
 * </pre>
 * Each figure of a configuration is the median of its rounds.
 */
public final class ClusterReport {
    /** The section of BENCHMARKS.md this report owns. */
    public static final String SECTION = BenchmarkReport.CLUSTER_SECTION;
    private static final List<String> LAYOUTS = List.of("stateless", "sticky", "store");
    private static final Map<String, String> LAYOUT_NAMES = Map.of(
            "stateless", "stateless (2026-07-28)",
            "sticky", "sessions, sticky",
            "store", "sessions, shared store");

    private ClusterReport() {
    }

    public static void main(String[] args) throws IOException {
        switch (args[0]) {
            case "free-port" -> {
                try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                    System.out.println(s.getLocalPort());
                }
            }
            case "report" -> write(Files.readAllLines(Path.of(args[1])), Path.of(args[2]));
            default -> throw new IllegalArgumentException("usage: report <results> <out-dir> | free-port");
        }
    }

    /** One measured cell of one round. */
    record Round(int nodes, String layout, String tool, Map<String, String> figures, double ticksPerSecond) {
        double number(String key) {
            String v = figures.get(key);
            return v == null ? Double.NaN : Double.parseDouble(v);
        }

        double answered() {
            return number("answered");
        }

        /** The calls each node ran during the cell. */
        long[] executed() {
            long[] before = counts("executed_before");
            long[] after = counts("executed_after");
            long[] d = new long[after.length];
            for (int i = 0; i < d.length; i++) {
                d[i] = after[i] - (i < before.length ? before[i] : 0);
            }
            return d;
        }

        /** No wrong or missing answer, and the nodes ran exactly the calls that were answered. */
        boolean exactlyOnce() {
            return number("errors") == 0 && Arrays.stream(executed()).sum() == (long) answered();
        }

        /** CPU µs per answered request of the processes whose ticks are under {@code key}. */
        double cpuMicros(String key) {
            return number(key) / ticksPerSecond * 1e6 / answered();
        }

        double driverCpuMicros() {
            String[] parts = figures.getOrDefault("driver_cpu_s", "NaN+NaN").split("\\+");
            return (Double.parseDouble(parts[0]) + Double.parseDouble(parts[1])) * 1e6 / answered();
        }

        private long[] counts(String key) {
            String v = figures.getOrDefault(key, "");
            return v.isEmpty() ? new long[0] : Arrays.stream(v.split(",")).mapToLong(Long::parseLong).toArray();
        }
    }

    /** A configuration's rounds. */
    record Config(int nodes, String layout, String tool, List<Round> rounds) {
        double median(ToDoubleFunction<Round> f) {
            double[] v = rounds.stream().mapToDouble(f).sorted().toArray();
            return v.length == 0 ? Double.NaN : v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }

        boolean allExactlyOnce() {
            return rounds.stream().allMatch(Round::exactlyOnce);
        }

        /** The smallest share of the calls any node ran, over the rounds: how evenly the balancer spread them. */
        double minShare() {
            return rounds.stream().mapToDouble(r -> {
                long[] e = r.executed();
                long sum = Arrays.stream(e).sum();
                return sum == 0 ? 0 : (double) Arrays.stream(e).min().orElse(0) / sum;
            }).min().orElse(Double.NaN);
        }
    }

    static void write(List<String> lines, Path out) throws IOException {
        Map<String, String> meta = new LinkedHashMap<>();
        Map<String, Config> configs = new LinkedHashMap<>();
        for (String line : lines) {
            String[] w = line.strip().split("\\s+");
            if (w[0].equals("meta")) {
                meta.put(w[1], line.strip().substring(("meta " + w[1]).length()).strip());
            }
        }
        double ticks = Double.parseDouble(meta.getOrDefault("ticks", "100"));
        for (String line : lines) {
            String[] w = line.strip().split("\\s+");
            if (!w[0].equals("cell")) {
                continue;
            }
            Map<String, String> figures = new LinkedHashMap<>();
            for (int i = 5; i < w.length; i++) {
                int eq = w[i].indexOf('=');
                figures.put(w[i].substring(0, eq), w[i].substring(eq + 1));
            }
            Round r = new Round(Integer.parseInt(w[2]), w[3], w[4], figures, ticks);
            configs.computeIfAbsent(r.nodes + " " + r.layout + " " + r.tool,
                    k -> new Config(r.nodes, r.layout, r.tool, new ArrayList<>())).rounds.add(r);
        }
        Files.createDirectories(out);
        Files.writeString(out.resolve("BENCHMARKS-CLUSTER.md"), full(meta, configs));
        DocSection.write(out.resolve("BENCHMARKS.md"), SECTION, section(meta, configs));
    }

    private static String machine(Map<String, String> meta) {
        return String.format(Locale.ROOT, "Written by `benchmarks/cluster-run.sh` on %s. Machine: %s cores, shared "
                        + "with other work (load average %s at the start, %s at the end); every process ran under "
                        + "`nice -n %s`. %s, HAProxy %s, Redis %s; nodes with `-Xmx%s` and otherwise default JVM flags.",
                meta.get("date"), meta.get("cores"), meta.get("load_start"), meta.get("load_end"), meta.get("nice"),
                meta.get("java"), meta.get("haproxy"), meta.get("redis"), meta.get("heap"));
    }

    private static String method(Map<String, String> meta) {
        return String.format(Locale.ROOT, """
                One or three `dev.mcpj.bench.cluster.ClusterNode` processes (the HTTP benchmark's tools on \
                the JDK engine, default settings) behind HAProxy (`balance roundrobin`, keep-alive on both \
                sides, each request balanced on its own), all on this machine. The same load for 1 and 3 \
                nodes: `dev.mcpj.bench.http.HttpLoadDriver` through the balancer, %s kept-alive connections, \
                each sending its next `tools/call` when the last is answered (`add`, or `echo` of 10 KiB); \
                every answer is checked (status 200, the expected text). Layouts: *stateless* (2026-07-28 \
                requests); *sessions, sticky* (%s 2025-11-25 sessions opened through the balancer, which \
                sticks each to the node that opened it with a stick table on `Mcp-Session-Id`; each \
                connection takes the sessions in turn); *sessions, shared store* (the same sessions, round \
                robin, every node sharing them through Redis with `RedisSessionStore`). Each cluster first \
                takes %s s of unmeasured load per tool; each cell, %s s unmeasured then %s s measured; %s \
                rounds, the configurations taking turns, each figure the median of its rounds.

                *Exactly once*: each node counts the calls it ran; a cell passes when no answer was wrong \
                or missing and the nodes together ran exactly as many calls as the driver saw answered. \
                *CPU per request*: a process's user + system time over the cell (warm-up included) divided \
                by the answers in it (`/proc`); for the nodes, all nodes' time together.
                """, meta.get("conns"), meta.get("sessions"), meta.get("server_warmup"), meta.get("warmup"),
                meta.get("seconds"), meta.get("rounds"));
    }

    private static String summary(Map<String, Config> configs) {
        StringBuilder sb = new StringBuilder();
        sb.append("| layout | tool | requests/s, 1 node | 3 nodes | × | p50 ms, 1 → 3 | p99 ms, 1 → 3 "
                + "| node CPU µs/request, 1 → 3 | exactly once |\n|---|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (String layout : LAYOUTS) {
            for (String tool : List.of("add", "echo")) {
                Config one = configs.get("1 " + layout + " " + tool);
                Config three = configs.get("3 " + layout + " " + tool);
                if (one == null || three == null) {
                    continue;
                }
                double r1 = one.median(r -> r.number("rps"));
                double r3 = three.median(r -> r.number("rps"));
                sb.append(String.format(Locale.ROOT, "| %s | %s | %.0f | %.0f | %.2f× | %s → %s | %s → %s | %.0f → %.0f | %s |\n",
                        LAYOUT_NAMES.get(layout), tool, r1, r3, r3 / r1,
                        ms(one.median(r -> r.number("p50_ms"))), ms(three.median(r -> r.number("p50_ms"))),
                        ms(one.median(r -> r.number("p99_ms"))), ms(three.median(r -> r.number("p99_ms"))),
                        one.median(r -> r.cpuMicros("node_ticks")), three.median(r -> r.cpuMicros("node_ticks")),
                        one.allExactlyOnce() && three.allExactlyOnce() ? "✅ every round" : "❌"));
            }
        }
        return sb.toString();
    }

    private static String everyCell(Map<String, Config> configs) {
        StringBuilder sb = new StringBuilder();
        sb.append("| nodes | layout | tool | requests/s | p50 ms | p99 ms | CPU µs/request: nodes | HAProxy | Redis "
                + "| load driver | smallest node's share | errors | answered = ran, every round |\n"
                + "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
        for (Config c : configs.values()) {
            sb.append(String.format(Locale.ROOT, "| %d | %s | %s | %.0f | %s | %s | %.0f | %.0f | %.0f | %.0f | %.0f %% | %.0f | %s |\n",
                    c.nodes, LAYOUT_NAMES.get(c.layout), c.tool, c.median(r -> r.number("rps")),
                    ms(c.median(r -> r.number("p50_ms"))), ms(c.median(r -> r.number("p99_ms"))),
                    c.median(r -> r.cpuMicros("node_ticks")), c.median(r -> r.cpuMicros("haproxy_ticks")),
                    c.median(r -> r.cpuMicros("redis_ticks")), c.median(Round::driverCpuMicros),
                    100 * c.minShare(), c.rounds.stream().mapToDouble(r -> r.number("errors")).sum(),
                    c.allExactlyOnce() ? "yes" : "NO"));
        }
        return sb.toString();
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, v < 10 ? "%.2f" : "%.1f", v);
    }

    private static String full(Map<String, String> meta, Map<String, Config> configs) {
        return "# Benchmarks: several processes behind a load balancer\n\n" + machine(meta) + "\n\n"
                + method(meta) + "\n## 1 node against 3\n\n" + summary(configs) + "\n" + WHY
                + "\n## Every configuration\n\nCPU per request of each process kind; *smallest node's share*: of "
                + "the calls the nodes ran in a cell, the share of the node that ran the fewest (33 % is an even "
                + "spread over 3 nodes), the lowest over the rounds.\n\n" + everyCell(configs);
    }

    private static String section(Map<String, String> meta, Map<String, Config> configs) {
        return "## Behind a load balancer: 1 node and 3\n\n" + machine(meta)
                + " How it was measured, and every figure: [BENCHMARKS-CLUSTER.md](BENCHMARKS-CLUSTER.md).\n\n"
                + summary(configs) + "\n" + WHY;
    }

    /** Why three nodes do not make three times the requests here. */
    private static final String WHY = """
            Three nodes do not serve three times the requests on this machine, and are not meant to \
            here: the load generator, HAProxy, Redis and every node share its 2 cores, so a third node \
            adds no CPU, only another JVM competing for the same two (its own JIT, GC and threads), and \
            each request pays a hop through HAProxy either way. The figure that carries over to a real \
            deployment, where each node has cores of its own, is the nodes' CPU per request: if it stays \
            about the same with 3 nodes, the work divides, and N machines serve about N times what one \
            does, until the balancer or Redis (their own CPU per request is in the table below) becomes \
            the limit. On a loaded machine the nodes' CPU per request is inflated too, the more so with \
            3 nodes: each node compiles the same code with its JIT and starts its own threads, and a node \
            starved of CPU serves too few requests in a run to spread that over; the cells with the most \
            requests per node come closest to what a warm process spends. Every cell's answers were \
            checked either way (the last column).
            """;
}
