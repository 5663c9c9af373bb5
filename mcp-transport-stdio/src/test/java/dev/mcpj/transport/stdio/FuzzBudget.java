package dev.mcpj.transport.stdio;

import java.time.Duration;

/**
 * How long this module's fuzz properties run: each until its count ({@code -Dfuzz.tries} random
 * cases per differential property, 100 by default; {@code -Dfuzz.frames} frames per transport, 300
 * by default) or {@code -Dfuzz.duration} (an ISO-8601 duration such as {@code PT10M}, none by
 * default) is reached, whichever comes first. The {@code fuzz} profile bounds them by time only.
 */
final class FuzzBudget {
    /** Random cases per differential property. */
    static final int TRIES = Integer.getInteger("fuzz.tries", 100);

    /** Frames per transport in the frame fuzz. */
    static final int FRAMES = Integer.getInteger("fuzz.frames", 300);

    private static final String DURATION = System.getProperty("fuzz.duration", "").trim();

    private final int count;
    private final long start = System.nanoTime();
    private final long nanos = DURATION.isEmpty() ? Long.MAX_VALUE : Duration.parse(DURATION).toNanos();

    private FuzzBudget(int count) {
        this.count = count;
    }

    /** A budget of {@code count} cases or the duration, starting now. */
    static FuzzBudget of(int count) {
        return new FuzzBudget(count);
    }

    /** Whether a property that has run {@code done} cases runs another. */
    boolean more(int done) {
        return done < count && System.nanoTime() - start < nanos;
    }
}
