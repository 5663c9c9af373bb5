package dev.mcpj.server.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How a handler's pace decides between the read thread and the executor. */
class PaceTest {
    private static final long QUICK = Inline.QUICK_NANOS / 10;
    private static final long SLOW = Inline.QUICK_NANOS * 10;

    @Test
    void aNewHandlerIsQuick() {
        assertThat(new Inline.Pace().isSlow()).isFalse();
    }

    @Test
    void workIsLongOnceItsAverageExceedsTheThresholdAndShortAgainAfterShortRuns() {
        Inline.Pace pace = new Inline.Pace();
        assertThat(pace.isLong()).isFalse();
        int longRuns = 0;
        while (!pace.isLong()) {
            pace.took(Inline.LONG_NANOS * 4);
            longRuns++;
            assertThat(longRuns).isLessThan(100);
        }
        assertThat(longRuns).as("work four times the threshold every time").isBetween(3, 10);
        int shortRuns = 0;
        while (pace.isLong()) {
            pace.took(Inline.LONG_NANOS / 10);
            shortRuns++;
        }
        assertThat(shortRuns).isBetween(1, 30);
        for (int i = 0; i < 100; i++) {
            pace.took(Inline.LONG_NANOS / 2);
        }
        assertThat(pace.isLong()).as("runs under the threshold never make it long").isFalse();
        assertThat(pace.isSlow()).as("long is not slow: the read loop stays").isFalse();
    }

    @Test
    void oneStretchedRunDoesNotMakeQuickWorkLong() {
        Inline.Pace pace = quickPace();
        pace.took(Inline.TICK_NANOS * 50); // a garbage collection, or the core taken by another process
        assertThat(pace.isLong()).as("one run says little of the handler's work").isFalse();
        pace.took(Inline.LONG_NANOS / 5);
        pace.took(Inline.TICK_NANOS * 50);
        assertThat(pace.isLong()).as("nor does a second, with a quick one between").isFalse();
    }

    @Test
    void stretchedRunsInARowMakeQuickWorkLong() {
        Inline.Pace pace = quickPace();
        int stretched = 0;
        while (!pace.isLong()) {
            pace.took(Inline.TICK_NANOS / 2);
            stretched++;
            assertThat(stretched).isLessThan(100);
        }
        assertThat(stretched).isBetween(3, 8);
    }

    @Test
    void aSlowHandlerNeedsQuickRunsInARowToBeQuickAgain() {
        Inline.Pace pace = new Inline.Pace();
        pace.slow();
        assertThat(runsUntilQuick(pace)).isEqualTo(Inline.QUICK_RUNS);
    }

    @Test
    void aLongRunStartsTheCountAgain() {
        Inline.Pace pace = new Inline.Pace();
        pace.slow();
        for (int i = 0; i < Inline.QUICK_RUNS - 1; i++) {
            pace.offloaded(QUICK);
        }
        pace.offloaded(SLOW);
        assertThat(runsUntilQuick(pace)).isEqualTo(Inline.QUICK_RUNS);
    }

    @Test
    void turningSlowAgainNeedsTheSameQuickRuns() {
        Inline.Pace pace = new Inline.Pace();
        for (int i = 0; i < 5; i++) {
            pace.slow();
            assertThat(runsUntilQuick(pace)).isEqualTo(Inline.QUICK_RUNS);
        }
    }

    /** A handler whose work has taken a fifth of the threshold every time. */
    private static Inline.Pace quickPace() {
        Inline.Pace pace = new Inline.Pace();
        for (int i = 0; i < 100; i++) {
            pace.took(Inline.LONG_NANOS / 5);
        }
        return pace;
    }

    private static int runsUntilQuick(Inline.Pace pace) {
        int runs = 0;
        while (pace.isSlow()) {
            pace.offloaded(QUICK);
            runs++;
            assertThat(runs).isLessThan(100_000);
        }
        return runs;
    }
}
