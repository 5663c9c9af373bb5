package dev.mcpj.server.internal.thread;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs actions once the server's clock reaches an instant. The scheduler wakes when the time
 * left has passed and the clock is asked again: on the system clock that is one wake-up; a clock
 * held still (a test's) keeps the action waiting until it is moved on, so that what happens
 * before time is up does not race a short wall-clock delay.
 */
public final class ClockTimer {
    private final ScheduledExecutorService scheduler;
    private final Clock clock;

    public ClockTimer(ScheduledExecutorService scheduler, Clock clock) {
        this.scheduler = scheduler;
        this.clock = clock;
    }

    Clock clock() {
        return clock;
    }

    /**
     * Runs {@code action} on the scheduler's thread once the clock reaches {@code due}.
     *
     * @return a future whose cancellation stops the action if it has not started
     */
    public Future<?> at(Instant due, Runnable action) {
        Due d = new Due(due, action);
        d.sleep();
        return d;
    }

    /** {@return {@code delay} from now on the clock} */
    public Instant after(Duration delay) {
        return clock.instant().plus(delay);
    }

    private final class Due extends CompletableFuture<Void> {
        private final Instant due;
        private final Runnable action;
        private volatile Future<?> wake;

        Due(Instant due, Runnable action) {
            this.due = due;
            this.action = action;
        }

        void sleep() {
            long left = Math.max(0, Duration.between(clock.instant(), due).toNanos());
            wake = scheduler.schedule(this::woken, left, TimeUnit.NANOSECONDS);
            if (isDone()) {
                wake.cancel(false); // cancelled while this wake-up was being scheduled
            }
        }

        private void woken() {
            if (isDone()) {
                return;
            }
            if (clock.instant().isBefore(due)) {
                sleep();
            } else if (complete(null)) {
                action.run();
            }
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(false);
            Future<?> w = wake;
            if (w != null) {
                w.cancel(false); // off the scheduler's queue: a long time to live holds nothing
            }
            return cancelled;
        }
    }
}
