package dev.mcpj.bench;

/** What one benchmark run measures of a server; each run reports a value for each metric. */
public enum Metric {
    COLD_START("cold start", "ms", false),
    LATENCY_P50("add latency p50", "µs", false),
    LATENCY_P99("add latency p99", "µs", false),
    ADD_THROUGHPUT("add throughput", "calls/s", true),
    ECHO_THROUGHPUT("echo 10 KiB mixed throughput", "calls/s", true),
    ASCII_ECHO_THROUGHPUT("echo 10 KiB ASCII throughput", "calls/s", true),
    PEAK_RSS("peak RSS", "MiB", false),
    CPU_PER_ADD("CPU per add", "µs", false),
    CPU_PER_ECHO("CPU per mixed echo", "µs", false),
    CPU_PER_ASCII_ECHO("CPU per ASCII echo", "µs", false),
    EXIT_TIME("exit after stdin closes", "ms", false);

    private final String label;
    private final String unit;
    private final boolean higherIsBetter;

    Metric(String label, String unit, boolean higherIsBetter) {
        this.label = label;
        this.unit = unit;
        this.higherIsBetter = higherIsBetter;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /**
     * How many times better {@code value} is than {@code other}: above 1 means better whichever way
     * the metric points.
     */
    public double advantage(double value, double other) {
        return higherIsBetter ? value / other : other / value;
    }
}
