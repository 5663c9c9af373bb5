package dev.mcpj.server.internal.thread;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool of platform threads that grows with the work in flight, up to a bound, and shrinks when
 * idle: a task waits in the queue only while every thread is busy and the bound is reached. A plain
 * fixed pool would make a quick task wait behind slow ones as soon as the slow ones fill it; a
 * {@link ThreadPoolExecutor} with a bounded queue adds threads only once the queue is full. Here a
 * task is queued only when an idle thread will take it at once.
 */
final class ElasticPool extends ThreadPoolExecutor {
    /** How long an idle thread stays for the next task. */
    private static final long KEEP_ALIVE_SECONDS = 30;

    /** Tasks handed to the pool and not yet finished (queued or running). */
    private final AtomicInteger submitted = new AtomicInteger();

    ElasticPool(int maxThreads, ThreadFactory threads) {
        super(0, maxThreads, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS, new Queue(), threads, ElasticPool::overflow);
        if (maxThreads <= 0) {
            throw new IllegalArgumentException("maxThreads must be positive, not " + maxThreads);
        }
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
    protected void afterExecute(Runnable r, Throwable t) {
        submitted.decrementAndGet();
    }

    /** All threads are in use and the bound is reached: the task waits for the next free one. */
    private static void overflow(Runnable r, ThreadPoolExecutor executor) {
        if (executor.isShutdown() || !((Queue) executor.getQueue()).force(r)) {
            throw new RejectedExecutionException("The pool is shut down");
        }
    }

    /** Takes a task only when a thread is idle or no more may start; otherwise the pool adds one. */
    private static final class Queue extends LinkedBlockingQueue<Runnable> {
        private transient ElasticPool pool;

        @Override
        public boolean offer(Runnable r) {
            ElasticPool p = pool;
            int threads = p.getPoolSize();
            if (p.submitted.get() <= threads || threads >= p.getMaximumPoolSize()) {
                return super.offer(r);
            }
            return false;
        }

        boolean force(Runnable r) {
            return super.offer(r);
        }
    }
}
