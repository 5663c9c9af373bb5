package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class StatsTest {

    @Test
    void medianOfOddAndEvenCounts() {
        assertEquals(2.0, Stats.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
    }

    @Test
    void nearestRankPercentiles() {
        long[] values = LongStream.rangeClosed(1, 100).map(i -> 101 - i).toArray();

        assertEquals(50, Stats.percentile(values, 50));
        assertEquals(99, Stats.percentile(values, 99));
        assertEquals(1, Stats.percentile(new long[] {1}, 99));
    }
}
