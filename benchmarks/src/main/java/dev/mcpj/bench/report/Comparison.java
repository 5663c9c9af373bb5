package dev.mcpj.bench.report;

import dev.mcpj.bench.Format;
import dev.mcpj.bench.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/** The servers' summaries, a baseline among them, and the tables that compare them. */
final class Comparison {

    private static final String MISSING = "—";

    private final List<ServerSummary> servers;
    private final ServerSummary baseline;

    /** {@code servers} in display order, the baseline first. */
    Comparison(List<ServerSummary> servers) {
        if (servers.isEmpty()) {
            throw new IllegalArgumentException("no servers to compare");
        }
        this.servers = List.copyOf(servers);
        this.baseline = servers.get(0);
    }

    List<ServerSummary> servers() {
        return servers;
    }

    ServerSummary baseline() {
        return baseline;
    }

    /** One row per server: each metric's median, then the status. */
    Table results() {
        List<String> header = new ArrayList<>(List.of("server"));
        for (Metric metric : Metric.values()) {
            header.add(metric.label() + " (" + metric.unit() + ")");
        }
        header.add("status");
        Table table = new Table(header);
        for (ServerSummary server : servers) {
            List<String> row = new ArrayList<>(List.of(server.server()));
            for (Metric metric : Metric.values()) {
                row.add(server.median(metric).map(Format::number).orElse(MISSING));
            }
            row.add(server.status());
            table.addRow(row);
        }
        return table;
    }

    /**
     * One row per peer: how many times better the baseline is on each metric (above 1× the baseline
     * is ahead: faster, leaner, quicker to start or stop).
     */
    Table advantages() {
        List<String> header = new ArrayList<>(List.of(baseline.server() + " vs"));
        for (Metric metric : Metric.values()) {
            header.add(metric.label());
        }
        Table table = new Table(header);
        for (ServerSummary peer : servers) {
            if (peer == baseline) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(peer.server()));
            for (Metric metric : Metric.values()) {
                row.add(advantage(metric, peer).map(Format::ratio).orElse(MISSING));
            }
            table.addRow(row);
        }
        return table;
    }

    /**
     * The {@code add} latency p50 of every run, one row per server and one column per run, then one
     * row per peer with the baseline's p50 divided by the peer's of the same run (below 1× the
     * baseline is quicker): a median over the runs would hide a server that settles differently
     * from one run to the next.
     */
    Table latencyByRun() {
        SortedSet<Integer> runs = new TreeSet<>();
        servers.forEach(server -> runs.addAll(server.p50ByRun().keySet()));
        List<String> header = new ArrayList<>(List.of("server"));
        runs.forEach(run -> header.add("run " + run));
        Table table = new Table(header);
        for (ServerSummary server : servers) {
            List<String> row = new ArrayList<>(List.of(server.server() + " (" + Metric.LATENCY_P50.unit() + ")"));
            for (int run : runs) {
                Double p50 = server.p50ByRun().get(run);
                row.add(p50 == null ? MISSING : Format.number(p50));
            }
            table.addRow(row);
        }
        for (ServerSummary peer : servers) {
            if (peer == baseline) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(baseline.server() + " ÷ " + peer.server()));
            for (int run : runs) {
                Double ours = baseline.p50ByRun().get(run);
                Double theirs = peer.p50ByRun().get(run);
                row.add(ours == null || theirs == null || theirs == 0 ? MISSING : Format.ratio(ours / theirs));
            }
            table.addRow(row);
        }
        return table;
    }

    private Optional<Double> advantage(Metric metric, ServerSummary peer) {
        Optional<Double> ours = baseline.median(metric);
        Optional<Double> theirs = peer.median(metric);
        if (ours.isEmpty() || theirs.isEmpty() || ours.get() == 0 || theirs.get() == 0) {
            return Optional.empty();
        }
        return Optional.of(metric.advantage(ours.get(), theirs.get()));
    }
}
