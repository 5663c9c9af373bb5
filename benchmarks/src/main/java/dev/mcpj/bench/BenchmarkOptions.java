package dev.mcpj.bench;

/**
 * The sizes and time limits of one benchmark run.
 *
 * @param coldStarts fresh starts whose time to the {@code initialize} answer is measured
 * @param window calls kept in flight by the pipelined phases, 1 to 256
 * @param warmupCalls {@code add} calls before measuring (plus {@link #warmupEchoCalls()} {@code echo} calls)
 * @param latencyCalls sequential {@code add} calls whose round trips give p50 and p99
 * @param addCalls pipelined {@code add} calls for throughput
 * @param echoCalls pipelined 10 KiB {@code echo} calls for throughput
 * @param stallTimeoutMillis a server that answers nothing for this long is killed and failed
 * @param exitTimeoutMillis a server still running this long after stdin closed is killed
 */
public record BenchmarkOptions(
        int coldStarts,
        int window,
        int warmupCalls,
        int latencyCalls,
        int addCalls,
        int echoCalls,
        long stallTimeoutMillis,
        long exitTimeoutMillis) {

    /** The most calls a pipelined phase may keep in flight. */
    public static final int MAX_WINDOW = 256;

    public BenchmarkOptions {
        if (window < 1 || window > MAX_WINDOW) {
            throw new IllegalArgumentException("window must be 1.." + MAX_WINDOW + ": " + window);
        }
        if (coldStarts < 1 || latencyCalls < 1 || addCalls < 1 || echoCalls < 1 || warmupCalls < 0) {
            throw new IllegalArgumentException("call counts must be positive");
        }
    }

    /** Echo calls in the warm-up: a fifth of its add calls. */
    public int warmupEchoCalls() {
        return warmupCalls / 5;
    }

    /**
     * Calls a run sends in its measured session when every one is answered: {@code initialize},
     * the warm-up ({@code add}, then {@code echo} of each of the two texts), the sequential calls,
     * and the throughput phases ({@code add}, then {@code echo} of each text).
     */
    public long sessionCalls() {
        return 1L + warmupCalls + 2L * warmupEchoCalls() + latencyCalls + addCalls + 2L * echoCalls;
    }

    /** The defaults: 10 cold starts, 64 calls in flight, 15 s stall and 10 s exit limits. */
    public static BenchmarkOptions defaults() {
        return new BenchmarkOptions(10, 64, 10_000, 2_000, 20_000, 15_000, 15_000, 10_000);
    }
}
