package dev.mcpj.server.internal;

import dev.mcpj.server.internal.thread.Watchdog;
import dev.mcpj.server.transport.ReadLoop;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * Decides where a handler runs: on the thread that read its request, where the transport lends
 * it (see {@link ReadLoop}) and the server allows it, or on the executor.
 *
 * <p>Handing a request to another thread costs a wake-up, often more than a quick handler itself.
 * So a handler runs on the read thread unless it is <em>slow</em>, or it takes long (its work
 * averages over {@link #LONG_NANOS}, answer included) while more input already waits to be read:
 * then reading the next requests overlaps with it on another core. A run counts in that average
 * as at most {@link #SAMPLE_CAP_NANOS}: one run stretched by a garbage collection or by another
 * process taking the core says nothing of the handler's work, and must not send the next dozens
 * of calls of a quick handler to the executor. A handler turns slow when it
 * holds the read thread for a tick ({@link #TICK_NANOS}: a watchdog that looks every tick sees
 * it running twice in a row, and its thread worked or waited in between: see {@link Threads})
 * or asks the client something; the read loop then moves to another
 * thread, so that the connection goes on reading (other requests, cancellations, the client's
 * answers). A slow handler runs on the executor, and is quick again after {@link #QUICK_RUNS}
 * runs in a row there that each took under half a tick.
 *
 * <p>The clock and the watchdog's ticks can be given, so that every decision can be tested
 * without waiting for time to pass.
 */
public final class Inline {
    static final long TICK_NANOS = 1_000_000;
    /** Runs in a row under {@link #QUICK_NANOS} on the executor after which a slow handler is quick again. */
    static final int QUICK_RUNS = 64;
    static final long QUICK_NANOS = TICK_NANOS / 2;
    /**
     * Work that takes longer than this on average is worth a hand-off to the executor when more
     * input waits: about ten times what the hand-off costs.
     */
    static final long LONG_NANOS = 50_000;
    /**
     * The most one run adds to a handler's average: twice {@link #LONG_NANOS}, so that work long
     * every time still averages long, while a quick handler needs several stretched runs in a row
     * before it counts as long. Runs that hold the read thread for a tick are the watchdog's.
     */
    static final long SAMPLE_CAP_NANOS = 2 * LONG_NANOS;
    /** Ticks without a handler on a read thread before the watchdog sleeps until the next one. */
    private static final int IDLE_TICKS = 200;
    /**
     * Ticks in a row at which a handler was seen neither working nor waiting (its thread stopped
     * for a garbage collection, kept off the CPU by other work, or blocked in native I/O) after
     * which it is slow all the same.
     */
    static final int STALLED_TICKS = 10;

    private final Executor executor;
    private final boolean allowed;
    private final LongSupplier clock;
    private final Threads threads;
    private final boolean ownWatchdog;
    private final List<AtomicReference<Run>> slots = new CopyOnWriteArrayList<>();
    private final Map<String, Pace> methodPaces = new ConcurrentHashMap<>();
    private final Watchdog watchdog;
    private volatile AtomicReference<Run> shared;

    /**
     * @param allowed whether handlers may run on read threads at all; when not, the executor
     *                runs every handler
     */
    Inline(Executor executor, boolean allowed) {
        this(executor, allowed, System::nanoTime, Threads.JVM, true);
    }

    /**
     * @param clock       nanoseconds, as {@link System#nanoTime()}
     * @param threads     what the watchdog reads of the threads that run handlers
     * @param ownWatchdog whether a thread of its own calls {@link #tick()} every {@link #TICK_NANOS};
     *                    if not, the caller does
     */
    Inline(Executor executor, boolean allowed, LongSupplier clock, Threads threads, boolean ownWatchdog) {
        this.executor = executor;
        this.allowed = allowed;
        this.clock = clock;
        this.threads = threads;
        this.ownWatchdog = ownWatchdog;
        this.watchdog = new Watchdog("mcp-inline-watchdog", TICK_NANOS, IDLE_TICKS, clock, new Watchdog.Patrol() {
            @Override
            public boolean tick() {
                return Inline.this.tick();
            }

            @Override
            public boolean busy() {
                return Inline.this.busy();
            }
        });
    }

    /**
     * What the watchdog reads of a thread that runs a handler, to tell a handler that holds its
     * read thread from one whose thread merely stood still: a garbage collection stops every
     * thread (the watchdog's too, which then finds every handler still running, however quick),
     * and on a busy machine a thread may wait for a core for a few milliseconds. Neither says
     * anything of the handler, and moving the read loop for them would change how the connection
     * runs for no gain. A handler holds its thread when the thread used the CPU for at least half
     * a tick since the watchdog last looked, or waits by its own doing (sleeps, parks, waits for
     * a lock or a monitor: for another thread, or for I/O done through one).
     */
    interface Threads {
        /** The JVM's own account of its threads. */
        Threads JVM = new Threads() {
            @Override
            public long cpuNanos(Thread thread) {
                return CpuTime.of(thread);
            }

            @Override
            public boolean waiting(Thread thread) {
                Thread.State state = thread.getState();
                return state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING
                        || state == Thread.State.BLOCKED;
            }
        };

        /** The CPU time {@code thread} has used, in nanoseconds, or -1 if the JVM does not tell. */
        long cpuNanos(Thread thread);

        /** Whether {@code thread} waits by its own doing: sleeps, parks, or waits for a lock or a monitor. */
        boolean waiting(Thread thread);
    }

    /**
     * Threads' CPU time, loaded when the watchdog first sees a handler, so that a server that never
     * runs a handler on a read thread never loads the management classes.
     */
    private static final class CpuTime {
        private static final ThreadMXBean BEAN = bean();

        private CpuTime() {
        }

        static long of(Thread thread) {
            return BEAN == null ? -1 : BEAN.getThreadCpuTime(thread.getId());
        }

        private static ThreadMXBean bean() {
            ThreadMXBean bean = ManagementFactory.getThreadMXBean();
            return bean.isThreadCpuTimeSupported() && bean.isThreadCpuTimeEnabled() ? bean : null;
        }
    }

    /** How quick one handler has been; shared by all its calls. Races between calls are harmless. */
    public static final class Pace {
        private volatile boolean slow;
        private volatile int quickRuns;
        private volatile long averageNanos;

        boolean isSlow() {
            return slow;
        }

        /** Whether the handler's work has lately taken longer than {@link #LONG_NANOS}. */
        boolean isLong() {
            return averageNanos > LONG_NANOS;
        }

        /** Adds one run of the handler's work, at most {@link #SAMPLE_CAP_NANOS}, to its moving average (weight 1/8). */
        void took(long nanos) {
            averageNanos += (Math.min(nanos, SAMPLE_CAP_NANOS) - averageNanos) >> 3;
        }

        void slow() {
            quickRuns = 0;
            slow = true;
        }

        /** One run of a slow handler on the executor. */
        void offloaded(long nanos) {
            if (nanos >= QUICK_NANOS) {
                quickRuns = 0;
            } else if (++quickRuns >= QUICK_RUNS) {
                slow = false;
            }
        }
    }

    /**
     * A handler running on a read thread. {@code seen}, {@code cpuMark} (its thread's CPU time when
     * the watchdog last looked) and {@code stalls} are the watchdog's alone.
     */
    public static final class Run {
        final ReadLoop loop;
        final Pace pace;
        final Object owner;
        final Thread thread = Thread.currentThread();
        boolean seen;
        long cpuMark;
        int stalls;

        Run(ReadLoop loop, Pace pace, Object owner) {
            this.loop = loop;
            this.pace = pace;
            this.owner = owner;
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
    public AtomicReference<Run> slot() {
        AtomicReference<Run> slot = new AtomicReference<>();
        slots.add(slot);
        return slot;
    }

    /**
     * The one slot of every connection that lends a thread per message rather than a read loop
     * (HTTP: each request on a thread of its own). One handler at a time runs on such a thread,
     * the others on the executor; one that turns out slow keeps its request's thread until it
     * ends, and its handler runs on the executor from then on. So however many slow calls arrive
     * at once, they hold at most one of the transport's threads per slow handler.
     */
    public AtomicReference<Run> sharedSlot() {
        AtomicReference<Run> slot = shared;
        if (slot == null) {
            synchronized (slots) {
                slot = shared;
                if (slot == null) {
                    slot = slot();
                    shared = slot;
                }
            }
        }
        return slot;
    }

    /** Forgets a closed connection's slot (never the shared one). */
    public void forget(AtomicReference<Run> slot) {
        if (slot != shared) {
            slots.remove(slot);
        }
    }

    /**
     * Runs {@code work} (a handler and the answer to its call) on this thread when the call came
     * with a read loop and the handler may run there, otherwise on the executor.
     */
    public void execute(Call call, Pace pace, Runnable work) {
        execute(call.readLoop(), call.inlineSlot(), call, pace, work);
    }

    /**
     * As {@link #execute(Call, Pace, Runnable)}, for the work of {@code owner} that came on
     * {@code loop} (null if none) of the connection with {@code slot}.
     */
    void execute(ReadLoop loop, AtomicReference<Run> slot, Object owner, Pace pace, Runnable work) {
        if (allowed && loop != null && slot != null && !pace.isSlow()
                && !(pace.isLong() && loop.inputWaiting())) {
            Run run = new Run(loop, pace, owner);
            // The watchdog marks a handler slow before it frees the slot: asked again once the
            // slot is taken, a handler freed from it since the question above is seen slow.
            if (slot.compareAndSet(null, run) && !recheckedSlow(slot, run, pace)) {
                watch();
                long start = clock.getAsLong();
                try {
                    work.run();
                } finally {
                    slot.compareAndSet(run, null);
                    pace.took(clock.getAsLong() - start);
                }
                return;
            }
        }
        boolean slow = pace.isSlow();
        executor.execute(() -> {
            long start = clock.getAsLong();
            work.run();
            long nanos = clock.getAsLong() - start;
            pace.took(nanos);
            if (slow) {
                pace.offloaded(nanos);
            }
        });
    }

    /** Whether the handler turned slow while {@code run} took the slot; if so, gives the slot back. */
    private static boolean recheckedSlow(AtomicReference<Run> slot, Run run, Pace pace) {
        if (!pace.isSlow()) {
            return false;
        }
        slot.compareAndSet(run, null);
        return true;
    }

    /**
     * Stops watching {@code owner}'s handler: it is done, and writing its answer, which may wait
     * for a client slow to read, says nothing of the handler's pace.
     */
    void answered(Call owner) {
        AtomicReference<Run> slot = owner.inlineSlot();
        Run run = slot == null ? null : slot.get();
        if (run != null && run.owner == owner) {
            slot.compareAndSet(run, null);
        }
    }

    /**
     * Gives the read loop back at once if {@code owner} runs on it: called before the handler
     * waits for the client, whose answer the loop must read.
     */
    public void release(Call owner) {
        release(owner.inlineSlot(), owner);
    }

    void release(AtomicReference<Run> slot, Object owner) {
        Run run = slot == null ? null : slot.get();
        if (run != null && run.owner == owner) {
            moveOn(slot, run);
        }
    }

    /**
     * The watchdog's look at the handlers on read threads, once a tick: one it sees a second time
     * has held its read thread for a tick or more if its thread worked or waited in between (see
     * {@link Threads}), or if it was seen standing still at {@link #STALLED_TICKS} ticks in a row;
     * then the read loop moves on and the handler is slow. Returns whether any handler was running.
     */
    boolean tick() {
        boolean any = false;
        for (AtomicReference<Run> slot : slots) {
            Run run = slot.get();
            if (run == null) {
                continue;
            }
            any = true;
            if (!run.seen) {
                run.seen = true;
                run.cpuMark = threads.cpuNanos(run.thread);
            } else if (held(run) && moveOn(slot, run) && run.owner instanceof Call call) {
                Log.server().debug("Request {} ({}) held the read thread for over {} ms; reading goes on elsewhere",
                        call.requestId(), call.request().method(), TICK_NANOS / 1_000_000);
            }
        }
        return any;
    }

    /** Whether {@code run}, seen before, held its thread since; if not, counts one more stall. */
    private boolean held(Run run) {
        long cpu = threads.cpuNanos(run.thread);
        if (cpu < 0 || run.cpuMark < 0 || cpu - run.cpuMark >= TICK_NANOS / 2 || threads.waiting(run.thread)) {
            return true;
        }
        run.cpuMark = cpu;
        return ++run.stalls >= STALLED_TICKS;
    }

    /**
     * Marks the handler slow, then frees its slot and moves its read loop on: a call that takes the
     * slot, or is read on the new loop, already finds the handler slow, even one whose request the
     * handler's own answer prompted. Returns false if the handler had already left the slot.
     */
    private static boolean moveOn(AtomicReference<Run> slot, Run run) {
        run.pace.slow();
        if (!slot.compareAndSet(run, null)) {
            return false;
        }
        run.loop.moveOn();
        return true;
    }

    void close() {
        watchdog.close();
    }

    /** Makes sure the watchdog is awake: it sleeps when no handler has run inline for a while. */
    private void watch() {
        if (ownWatchdog) {
            watchdog.wake();
        }
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
