package dev.mcpj.bench;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntFunction;

/**
 * One benchmark run against one server: fresh starts for the cold start time, then one session
 * that warms the server up and measures latency, throughput, CPU time, peak memory and exit time,
 * checking every answer on the way. A server that breaks down fails the run; it never aborts it.
 */
final class Benchmark {

    private static final double NANOS_PER_MICRO = 1e3;
    private static final double NANOS_PER_MILLI = 1e6;
    private static final double NANOS_PER_SECOND = 1e9;
    private static final double KIB_PER_MIB = 1024;

    private final List<String> command;
    private final BenchmarkOptions options;
    private final Redirect stderr;
    private final Map<Metric, Double> metrics = new EnumMap<>(Metric.class);
    private String protocolVersion;
    private Correctness correctness = Correctness.NONE;
    private String failure;

    private Benchmark(List<String> command, BenchmarkOptions options, Redirect stderr) {
        this.command = command;
        this.options = options;
        this.stderr = stderr;
    }

    /** Runs the benchmark once; {@code stderr} receives the server's standard error. */
    static RunResult run(String server, int run, List<String> command, BenchmarkOptions options, Redirect stderr) {
        Benchmark benchmark = new Benchmark(command, options, stderr);
        try {
            benchmark.measureColdStarts();
            if (benchmark.failure == null) {
                benchmark.measureSession();
            }
        } catch (IOException e) {
            benchmark.failure = "cannot start the server: " + e.getMessage();
        }
        return new RunResult(server, run, command, options, benchmark.protocolVersion, benchmark.metrics,
                benchmark.correctness, benchmark.failure);
    }

    private void measureColdStarts() throws IOException {
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < options.coldStarts(); i++) {
            long start = System.nanoTime();
            try (McpSession session = McpSession.start(command, stderr, stallTimeout())) {
                boolean initialized = session.initialize().isPresent();
                long elapsed = System.nanoTime() - start;
                if (!initialized) {
                    failure = "cold start: " + session.problem();
                    return;
                }
                millis.add(elapsed / NANOS_PER_MILLI);
            }
        }
        metrics.put(Metric.COLD_START, Stats.median(millis));
    }

    private void measureSession() throws IOException {
        try (McpSession session = McpSession.start(command, stderr, stallTimeout())) {
            Optional<String> version = session.initialize();
            if (version.isEmpty()) {
                failure = "initialize: " + session.problem();
            } else {
                protocolVersion = version.get();
                failure = measurePhases(session).orElse(null);
            }
            if (failure == null) {
                metrics.put(Metric.PEAK_RSS, session.stats().peakRssKib() / KIB_PER_MIB);
                measureExit(session);
            }
            correctness = session.correctness();
            if (failure == null && !correctness.clean()) {
                failure = correctness.summary();
            }
        }
    }

    private Optional<String> measurePhases(McpSession session) {
        IntFunction<Call> adds = Calls::numberedAdd;
        IntFunction<Call> echoes = Calls.numberedEcho(Texts.body(Texts.LOAD_BODY_CHARS));
        IntFunction<Call> asciiEchoes = Calls.numberedEcho(Texts.asciiBody(Texts.LOAD_BODY_CHARS));
        if (Load.pipelined(session, adds, options.warmupCalls(), options.window()).isEmpty()
                || Load.pipelined(session, echoes, options.warmupEchoCalls(), options.window()).isEmpty()
                || Load.pipelined(session, asciiEchoes, options.warmupEchoCalls(), options.window()).isEmpty()) {
            return breakdown(session, "warm-up");
        }
        Optional<long[]> roundTrips = Load.sequential(session, adds, options.latencyCalls());
        if (roundTrips.isEmpty()) {
            return breakdown(session, "sequential latency");
        }
        metrics.put(Metric.LATENCY_P50, Stats.percentile(roundTrips.get(), 50) / NANOS_PER_MICRO);
        metrics.put(Metric.LATENCY_P99, Stats.percentile(roundTrips.get(), 99) / NANOS_PER_MICRO);
        return measureThroughput(session, adds, options.addCalls(), Metric.ADD_THROUGHPUT, Metric.CPU_PER_ADD)
                .or(() -> measureThroughput(
                        session, echoes, options.echoCalls(), Metric.ECHO_THROUGHPUT, Metric.CPU_PER_ECHO))
                .or(() -> measureThroughput(session, asciiEchoes, options.echoCalls(), Metric.ASCII_ECHO_THROUGHPUT,
                        Metric.CPU_PER_ASCII_ECHO));
    }

    private Optional<String> measureThroughput(
            McpSession session, IntFunction<Call> calls, int count, Metric rate, Metric cpuPerCall) {
        long cpuBefore = session.stats().cpuNanos();
        OptionalLong elapsed = Load.pipelined(session, calls, count, options.window());
        if (elapsed.isEmpty()) {
            return breakdown(session, rate.label());
        }
        long cpuUsed = session.stats().cpuNanos() - cpuBefore;
        metrics.put(rate, count * NANOS_PER_SECOND / elapsed.getAsLong());
        metrics.put(cpuPerCall, cpuUsed / NANOS_PER_MICRO / count);
        return Optional.empty();
    }

    private void measureExit(McpSession session) {
        OptionalLong exitNanos = session.shutdown(exitTimeout());
        if (exitNanos.isPresent()) {
            metrics.put(Metric.EXIT_TIME, exitNanos.getAsLong() / NANOS_PER_MILLI);
        } else {
            failure = "still running " + options.exitTimeoutMillis() + " ms after stdin closed";
        }
    }

    private static Optional<String> breakdown(McpSession session, String phase) {
        return Optional.of(phase + ": " + session.problem());
    }

    private Duration stallTimeout() {
        return Duration.ofMillis(options.stallTimeoutMillis());
    }

    private Duration exitTimeout() {
        return Duration.ofMillis(options.exitTimeoutMillis());
    }
}
