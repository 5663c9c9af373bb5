package dev.mcpj.bench.report;

import dev.mcpj.bench.Metric;
import dev.mcpj.bench.RunResult;
import dev.mcpj.bench.Stats;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One server's runs folded into one row: the median of each metric over the runs that measured it,
 * and the failures, if any run failed.
 *
 * @param server the server's name
 * @param command its command line, from the first run
 * @param protocolVersion the protocol version it chose, or null if it never answered
 * @param runs how many runs there were
 * @param failures one line per failed run
 * @param medians the median of each metric that at least one run measured
 * @param p50ByRun the {@code add} latency p50 of each run that measured it, by run number
 * @param answeredLow the fewest calls a failed run had answered in its measured session (0 if none failed)
 * @param answeredHigh the most calls a failed run had answered
 * @param sessionCalls the calls a run sends in its measured session when all are answered
 */
record ServerSummary(
        String server,
        List<String> command,
        String protocolVersion,
        int runs,
        List<String> failures,
        Map<Metric, Double> medians,
        SortedMap<Integer, Double> p50ByRun,
        long answeredLow,
        long answeredHigh,
        long sessionCalls) {

    /** Folds the runs of one server, all named alike. */
    static ServerSummary of(List<RunResult> runs) {
        RunResult first = runs.get(0);
        List<String> failures = new ArrayList<>();
        long answeredLow = Long.MAX_VALUE;
        long answeredHigh = 0;
        for (RunResult run : runs) {
            if (run.failed()) {
                failures.add("run " + run.run() + ": " + run.failure());
                answeredLow = Math.min(answeredLow, run.correctness().answered());
                answeredHigh = Math.max(answeredHigh, run.correctness().answered());
            }
        }
        if (failures.isEmpty()) {
            answeredLow = 0;
        }
        Map<Metric, Double> medians = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            List<Double> values = new ArrayList<>();
            for (RunResult run : runs) {
                Double value = run.metrics().get(metric);
                if (value != null) {
                    values.add(value);
                }
            }
            if (!values.isEmpty()) {
                medians.put(metric, Stats.median(values));
            }
        }
        SortedMap<Integer, Double> p50ByRun = new TreeMap<>();
        for (RunResult run : runs) {
            Double p50 = run.metrics().get(Metric.LATENCY_P50);
            if (p50 != null) {
                p50ByRun.put(run.run(), p50);
            }
        }
        String version = runs.stream().map(RunResult::protocolVersion).filter(Objects::nonNull).findFirst().orElse(null);
        return new ServerSummary(first.server(), first.command(), version, runs.size(), failures, medians,
                p50ByRun, answeredLow, answeredHigh, first.options().sessionCalls());
    }

    boolean failed() {
        return !failures.isEmpty();
    }

    Optional<Double> median(Metric metric) {
        return Optional.ofNullable(medians.get(metric));
    }

    /**
     * "ok", or the failure count, the first failure, and how many calls the failed runs had answered
     * of those a run sends (a range over several).
     */
    String status() {
        if (!failed()) {
            return "ok";
        }
        String answered = answeredLow == answeredHigh
                ? String.format(Locale.ROOT, "%,d", answeredLow)
                : String.format(Locale.ROOT, "%,d–%,d", answeredLow, answeredHigh);
        return "FAILURE in " + failures.size() + "/" + runs + " runs (" + failures.get(0) + "; answered " + answered
                + String.format(Locale.ROOT, " of %,d calls", sessionCalls) + ")";
    }
}
