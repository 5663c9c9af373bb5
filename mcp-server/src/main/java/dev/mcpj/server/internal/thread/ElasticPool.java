package dev.mcpj.server.internal.thread;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A pool of platform threads that grows with the work in flight, up to a bound, and shrinks when
 * idle. A plain fixed pool would make a quick task wait behind slow ones as soon as the slow ones
 * fill it; a {@link ThreadPoolExecutor} with a bounded queue adds threads only once the queue is
 * full. Here a task that finds every thread busy gets a thread of its own at once while there are
 * fewer than {@code eagerThreads} (the cores, by default); beyond that it waits in the queue, and
 * a watchdog that looks every {@link #TICK_NANOS} adds a thread for each waiting task when no
 * thread has taken a new task for a whole tick, until the bound. So a burst of quick tasks is
 * served by about as many threads as there are cores, each one costing its stack and its share of
 * the heap, rather than by a thread per task; while tasks that hold their threads (a tool blocked
 * on I/O, say) cannot keep the tasks behind them waiting for more than a tick or two.
 */
final class ElasticPool extends ThreadPoolExecutor {
    /** How long an idle thread stays for the next task. */
    private static final long KEEP_ALIVE_SECONDS = 30;
    /** How often the watchdog looks whether queued tasks are being taken. */
    static final long TICK_NANOS = 1_000_000;
    /** Ticks with nothing queued before the watchdog sleeps until a task is queued again. */
    private static final int IDLE_TICKS = 100;

    /** Tasks handed to the pool and not yet finished (queued or running). */
    private final AtomicInteger submitted = new AtomicInteger();
    /** Tasks that have started to run, ever: the pool's progress. */
    private final AtomicLong started = new AtomicLong();
    private final int eagerThreads;
    private final boolean ownWatchdog;
    private final Watchdog watchdog;
    private long startedAtLastTick;

    /** A pool of up to {@code maxThreads} threads that starts as many as there are cores at once. */
    ElasticPool(int maxThreads, ThreadFactory threads) {
        this(maxThreads, Runtime.getRuntime().availableProcessors(), threads, true);
    }

    /**
     * @param eagerThreads threads started at once for tasks that find every thread busy
     * @param ownWatchdog  whether a thread of its own calls {@link #tick()} every {@link #TICK_NANOS};
     *                     if not, the caller does
     */
    ElasticPool(int maxThreads, int eagerThreads, ThreadFactory threads, boolean ownWatchdog) {
        super(0, maxThreads, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS, new Queue(), threads, ElasticPool::overflow);
        if (maxThreads <= 0) {
            throw new IllegalArgumentException("maxThreads must be positive, not " + maxThreads);
        }
        this.eagerThreads = Math.max(1, eagerThreads);
        this.ownWatchdog = ownWatchdog;
        this.watchdog = new Watchdog("mcp-pool-watchdog", TICK_NANOS, IDLE_TICKS, System::nanoTime, new Watchdog.Patrol() {
            @Override
            public boolean tick() {
                return ElasticPool.this.tick();
            }

            @Override
            public boolean busy() {
                return !getQueue().isEmpty();
            }

            @Override
            public void woke() {
                synchronized (ElasticPool.this) {
                    startedAtLastTick = started.get(); // a task queued while it slept has waited less than a tick
                }
            }
        });
        ((Queue) getQueue()).pool = this;
    }

    @Override
    public void execute(Runnable command) {
        submitted.incrementAndGet();
        try {
            super.execute(command);
        } catch (RuntimeException | Error e) {
            submitted.decrementAndGet();
            throw e;
        }
    }

    @Override
    protected void beforeExecute(Thread t, Runnable r) {
        started.incrementAndGet();
    }

    @Override
    protected void afterExecute(Runnable r, Throwable t) {
        submitted.decrementAndGet();
    }

    @Override
    protected void terminated() {
        watchdog.close();
    }

    /**
     * The watchdog's look at the queue, once a tick: if tasks wait and no thread has taken a task
     * since the last tick, every thread is held, and each waiting task gets a thread, up to the
     * bound. Returns whether any task was waiting.
     */
    synchronized boolean tick() {
        long now = started.get();
        boolean stuck = now == startedAtLastTick;
        startedAtLastTick = now;
        int waiting = getQueue().size();
        if (waiting == 0) {
            return false;
        }
        if (stuck) {
            grow(waiting);
        }
        return true;
    }

    /** Starts up to {@code n} more threads, within the bound, for the tasks in the queue. */
    private void grow(int n) {
        int target = Math.min(getPoolSize() + n, getMaximumPoolSize());
        // Raising the core size starts threads for queued tasks; lowering it again at once lets
        // them go when idle, as any other, and keeps later tasks from starting threads eagerly.
        setCorePoolSize(target);
        setCorePoolSize(0);
    }

    /** All threads are in use and the bound is reached: the task waits for the next free one. */
    private static void overflow(Runnable r, ThreadPoolExecutor executor) {
        if (executor.isShutdown() || !((Queue) executor.getQueue()).force(r)) {
            throw new RejectedExecutionException("The pool is shut down");
        }
    }

    /**
     * Takes a task when a thread is idle, when no more threads may start, or when the eager threads
     * are all started (then the watchdog looks after it); otherwise the pool adds a thread.
     */
    private static final class Queue extends LinkedBlockingQueue<Runnable> {
        private transient ElasticPool pool;

        @Override
        public boolean offer(Runnable r) {
            ElasticPool p = pool;
            int threads = p.getPoolSize();
            if (p.submitted.get() <= threads || threads >= p.getMaximumPoolSize()) {
                return super.offer(r);
            }
            if (threads >= p.eagerThreads) {
                boolean queued = super.offer(r);
                if (p.ownWatchdog) {
                    p.watchdog.wake();
                }
                return queued;
            }
            return false;
        }

        boolean force(Runnable r) {
            return super.offer(r);
        }
    }
}
