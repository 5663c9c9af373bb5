package dev.mcpj.server.testing;

import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An executor that runs each task on a thread of its own and can wait until every task it was
 * given has returned: a test that needs "the handler has finished, and whatever it was going to
 * send is sent" waits for that event instead of sleeping.
 */
public final class CountingExecutor implements Executor {
    private static final long GUARD_SECONDS = 30;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition idle = lock.newCondition();
    private int running;

    @Override
    public void execute(Runnable task) {
        lock.lock();
        try {
            running++;
        } finally {
            lock.unlock();
        }
        Thread thread = new Thread(() -> {
            try {
                task.run();
            } finally {
                lock.lock();
                try {
                    if (--running == 0) {
                        idle.signalAll();
                    }
                } finally {
                    lock.unlock();
                }
            }
        }, "counting-executor");
        thread.setDaemon(true);
        thread.start();
    }

    /** Waits until no task runs; fails after a generous guard instead of hanging the build. */
    public void awaitIdle() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
        lock.lock();
        try {
            while (running > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError(running + " task(s) still running after " + GUARD_SECONDS + " s");
                }
                idle.awaitNanos(left);
            }
        } finally {
            lock.unlock();
        }
    }
}
