package dev.mcpj.server.internal.thread;

import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * A daemon thread that looks at something once a tick: started the first time it is woken, and
 * asleep, until woken again, after a number of ticks in a row that found nothing to watch. The
 * server's read-thread watchdog is one.
 */
public final class Watchdog {
    private final String name;
    private final long tickNanos;
    private final int idleTicks;
    private final LongSupplier clock;
    private final Patrol patrol;
    private volatile Thread thread;
    private volatile boolean sleeping;
    private volatile boolean closed;

    /** What a watchdog looks at. */
    public interface Patrol {
        /**
         * One look.
         *
         * @return whether there was anything to watch
         */
        boolean tick();

        /**
         * Whether there is anything to watch now, asked before the watchdog goes to sleep.
         *
         * @return whether there is
         */
        boolean busy();

        /** Called when the watchdog wakes up after sleeping, a tick before its next look. */
        default void woke() {
        }
    }

    /**
     * @param name      the thread's name
     * @param tickNanos the time between two looks, by {@code clock}
     * @param idleTicks looks in a row that find nothing to watch after which the watchdog sleeps
     * @param clock     nanoseconds, as {@link System#nanoTime()}
     * @param patrol    what it looks at
     */
    public Watchdog(String name, long tickNanos, int idleTicks, LongSupplier clock, Patrol patrol) {
        this.name = name;
        this.tickNanos = tickNanos;
        this.idleTicks = idleTicks;
        this.clock = clock;
        this.patrol = patrol;
    }

    /** Makes sure the watchdog runs and is awake: there is something to watch. */
    public void wake() {
        Thread t = thread;
        if (t == null) {
            t = start();
        }
        if (sleeping) {
            LockSupport.unpark(t);
        }
    }

    /** Stops the watchdog for good. */
    public void close() {
        closed = true;
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    private synchronized Thread start() {
        if (thread == null) {
            Thread t = new Thread(this::run, name);
            t.setDaemon(true);
            t.start();
            thread = t;
        }
        return thread;
    }

    private void run() {
        int idle = 0;
        long last = clock.getAsLong();
        while (!closed) {
            long wait = last + tickNanos - clock.getAsLong();
            if (wait > 0) {
                LockSupport.parkNanos(this, wait); // an early wake-up parks again: a tick is never short
                continue;
            }
            last = clock.getAsLong();
            idle = patrol.tick() ? 0 : idle + 1;
            if (idle >= idleTicks) {
                sleeping = true;
                if (!patrol.busy() && !closed) {
                    LockSupport.park(this);
                }
                sleeping = false;
                idle = 0;
                patrol.woke();
                last = clock.getAsLong();
            }
        }
    }
}
