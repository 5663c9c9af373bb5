package dev.mcpj.bench;

import java.util.Arrays;
import java.util.Collection;

/** Order statistics for the driver and the report. */
public final class Stats {

    private Stats() {}

    /** The median of {@code values}, the mean of the middle two for an even count. */
    public static double median(Collection<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** The nearest-rank {@code percent} percentile of {@code values}, which it sorts in place. */
    public static long percentile(long[] values, double percent) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        Arrays.sort(values);
        int rank = (int) Math.ceil(percent / 100 * values.length);
        return values[Math.max(rank, 1) - 1];
    }
}
