package dev.mcpj.server.internal;

import dev.mcpj.server.transport.ReadLoop;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * Runs quick handlers on the thread that read their request, where the transport lends it (see
 * {@link ReadLoop}), and everything else on the executor.
 *
 * <p>Handing a request to another thread costs a wake-up, a few microseconds of CPU and tens of
 * microseconds of latency, often more than a quick handler itself. So a handler runs on the read
 * thread until it proves slow: a watchdog thread looks at the running handlers once per tick
 * (1 ms), and one it sees running at two ticks in a row has held the read loop for at least a
 * tick (ticks on which the watchdog itself woke late, held up by a garbage collection or a busy
 * machine like everything else, do not count; writing the answer does not either). The watchdog
 * then moves the read loop to another thread, so that the connection goes on
 * reading (other requests, cancellations, answers to the server's own questions), and marks the
 * handler slow. A slow handler runs on the executor until it has shown itself quick again. A
 * handler that waits for the client moves the loop on at once ({@link #release}).
 *
 * <p>Between quick and slow, a handler whose work (answer included) takes longer than a hand-off
 * between threads costs, such as one that answers with a large text, runs on the executor when
 * more input is already waiting: reading and decoding the next requests then overlap with it, on
 * another core. With nothing waiting, it stays on the read thread, where it answers soonest.
 */
final class Inline {
    static final long TICK_NANOS = 1_000_000;
    /**
     * A slow handler is quick again after {@code QUICK_RUNS} executor runs under {@code
     * QUICK_NANOS}, half a tick; each longer run (a pause for garbage collection, a busy machine,
     * or the handler really slow) takes {@code QUICK_RUNS / 4} off the count. Each time a handler
     * turns out slow again the count it needs doubles, up to 64 times: a handler that is quick
     * at times and blocks at others (each such block keeps a thread) soon stays on the executor.
     */
    static final int QUICK_RUNS = 64;
    static final long QUICK_NANOS = TICK_NANOS / 2;
    /** How long a handler may hold the read thread when the watchdog itself keeps waking late. */
    static final long PATIENCE_NANOS = 10 * TICK_NANOS;
    /**
     * Work that takes longer than this on average is worth a hand-off to the executor when more
     * input waits: about ten times what the hand-off costs.
     */
    static final long LONG_NANOS = 50_000;
    /** Ticks without a handler on a read thread before the watchdog sleeps until the next one. */
    private static final int IDLE_TICKS = 200;

    private final Executor executor;
    private final boolean enabled;
    private final List<AtomicReference<Run>> slots = new CopyOnWriteArrayList<>();
    private final Map<String, Pace> methodPaces = new ConcurrentHashMap<>();
    private volatile Thread watchdog;
    private volatile boolean sleeping;
    private volatile boolean closed;

    /**
     * @param enabled whether handlers may run on read threads at all; off when the application
     *                gave its own executor, which then runs every handler
     */
    Inline(Executor executor, boolean enabled) {
        this.executor = executor;
        this.enabled = enabled;
    }

    /** How quick one handler has been; shared by all its calls. Races between calls are harmless. */
    static final class Pace {
        private volatile boolean slow;
        private volatile int quickRuns;
        private volatile int strikes;
        private volatile long averageNanos;

        boolean isSlow() {
            return slow;
        }

        /** Whether the handler's work has lately taken longer than {@link #LONG_NANOS}. */
        boolean isLong() {
            return averageNanos > LONG_NANOS;
        }

        /** Adds one run of the handler's work to its moving average (weight 1/8). */
        void took(long nanos) {
            averageNanos += (nanos - averageNanos) >> 3;
        }

        void slow() {
            quickRuns = 0;
            strikes = Math.min(strikes + 1, 7);
            slow = true;
        }

        void offloaded(long nanos) {
            if (nanos > QUICK_NANOS) {
                quickRuns = Math.max(0, quickRuns - QUICK_RUNS / 4);
            } else if (++quickRuns >= QUICK_RUNS << Math.max(strikes - 1, 0)) {
                slow = false;
            }
        }
    }

    /** A handler running on a read thread. {@code ticks} and {@code firstSeen} are the watchdog's alone. */
    static final class Run {
        final ReadLoop loop;
        final Pace pace;
        final Call call;
        int ticks;
        long firstSeen;

        Run(ReadLoop loop, Pace pace, Call call) {
            this.loop = loop;
            this.pace = pace;
            this.call = call;
        }
    }

    /**
     * The pace of the handlers of a method whose handlers have none of their own (resources,
     * prompts, completions): one slow reader makes all of them run on the executor for a while.
     */
    Pace pace(String method) {
        return methodPaces.computeIfAbsent(method, m -> new Pace());
    }

    /** A connection's place for the one handler that may run on its read thread at a time. */
    AtomicReference<Run> slot() {
        AtomicReference<Run> slot = new AtomicReference<>();
        slots.add(slot);
        return slot;
    }

    /** Forgets a closed connection's slot. */
    void forget(AtomicReference<Run> slot) {
        slots.remove(slot);
    }

    /**
     * Runs {@code work} (a handler and the answer to its call) on this thread when the call came
     * with a read loop and the handler is quick, otherwise on the executor.
     */
    void execute(Call call, Pace pace, Runnable work) {
        ReadLoop loop = call.readLoop();
        AtomicReference<Run> slot = call.inlineSlot();
        if (enabled && loop != null && slot != null && !pace.isSlow()
                && !(pace.isLong() && loop.inputWaiting())) {
            Run run = new Run(loop, pace, call);
            if (slot.compareAndSet(null, run)) {
                watch();
                long start = System.nanoTime();
                try {
                    work.run();
                } finally {
                    slot.compareAndSet(run, null);
                    pace.took(System.nanoTime() - start);
                }
                return;
            }
        }
        boolean slow = pace.isSlow();
        executor.execute(() -> {
            long start = System.nanoTime();
            work.run();
            long nanos = System.nanoTime() - start;
            pace.took(nanos);
            if (slow) {
                pace.offloaded(nanos);
            }
        });
    }

    /**
     * Stops watching {@code call}'s handler: it is done, and writing its answer, which may wait
     * for a client slow to read, says nothing of the handler's pace.
     */
    void answered(Call call) {
        AtomicReference<Run> slot = call.inlineSlot();
        Run run = slot == null ? null : slot.get();
        if (run != null && run.call == call) {
            slot.compareAndSet(run, null);
        }
    }

    /**
     * Gives the read loop back at once if {@code call} runs on it: called before the handler waits
     * for the client, whose answer the loop must read.
     */
    void release(Call call) {
        AtomicReference<Run> slot = call.inlineSlot();
        Run run = slot == null ? null : slot.get();
        if (run != null && run.call == call && slot.compareAndSet(run, null) && run.loop.moveOn()) {
            run.pace.slow();
        }
    }

    void close() {
        closed = true;
        Thread t = watchdog;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Makes sure the watchdog is awake: it sleeps when no handler has run inline for a while. */
    private void watch() {
        Thread t = watchdog;
        if (t == null) {
            t = startWatchdog();
        }
        if (sleeping) {
            LockSupport.unpark(t);
        }
    }

    private synchronized Thread startWatchdog() {
        if (watchdog == null) {
            Thread t = new Thread(this::patrol, "mcp-inline-watchdog");
            t.setDaemon(true);
            t.start();
            watchdog = t;
        }
        return watchdog;
    }

    private void patrol() {
        int idle = 0;
        long last = System.nanoTime();
        while (!closed) {
            LockSupport.parkNanos(TICK_NANOS);
            long now = System.nanoTime();
            // Woken late, the watchdog was held up with everything else (a garbage collection,
            // a machine too busy to run the process): that time is not the handler's.
            boolean punctual = now - last < 3 * TICK_NANOS;
            last = now;
            idle = inspect(punctual, now) ? 0 : idle + 1;
            if (idle >= IDLE_TICKS) {
                sleeping = true;
                if (!busy() && !closed) {
                    LockSupport.park(this);
                }
                sleeping = false;
                idle = 0;
                last = System.nanoTime();
            }
        }
    }

    /**
     * Moves on the loops held by a handler for a tick or more; returns whether any handler ran.
     * A late wake-up does not count as a tick, but a handler seen for {@link #PATIENCE_NANOS}
     * is moved on however busy the machine.
     */
    private boolean inspect(boolean punctual, long now) {
        boolean any = false;
        for (AtomicReference<Run> slot : slots) {
            Run run = slot.get();
            if (run == null) {
                continue;
            }
            any = true;
            if (run.firstSeen == 0) {
                run.firstSeen = now;
            }
            if (punctual) {
                run.ticks++;
            }
            boolean held = run.ticks >= 2 || now - run.firstSeen >= PATIENCE_NANOS;
            if (held && slot.compareAndSet(run, null) && run.loop.moveOn()) {
                run.pace.slow();
                Log.server().debug("Request {} ({}) held the read thread for over {} ms; reading goes on elsewhere",
                        run.call.requestId(), run.call.request().method(), TICK_NANOS / 1_000_000);
            }
        }
        return any;
    }

    private boolean busy() {
        for (AtomicReference<Run> slot : slots) {
            if (slot.get() != null) {
                return true;
            }
        }
        return false;
    }
}
