package dev.mcpj.server.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock that stands still until the test moves it on: time is up when the test says so, after
 * the events it waits for, however slowly the machine runs.
 */
public final class ManualClock extends Clock {
    /** Where every manual clock starts. */
    public static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    private volatile Instant now = START;

    /** Sets the clock to {@code at}. */
    public void set(Instant at) {
        now = at;
    }

    /** Moves the clock on by {@code d}. */
    public void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
