package dev.mcpj.transport.http.internal;

import dev.mcpj.server.transport.Threads;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads of the transport: virtual threads when the JVM has them, else an elastic pool. */
public final class ThreadSupport {
    private ThreadSupport() {
    }

    /**
     * A virtual-thread-per-task executor on JDK 21 and later, otherwise a pool of daemon threads
     * that grows with the work up to {@code maxThreads} and shrinks when idle (see
     * {@link Threads#elastic}). The transport's tasks are short but may block on a client: reading
     * a request, writing a response to a slow reader.
     */
    public static ExecutorService newExecutor(String prefix, int maxThreads) {
        return Threads.elastic(prefix, maxThreads);
    }

    /** One daemon thread for timers (keep-alives, idle sessions). */
    public static ScheduledExecutorService newTimer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, daemon(name));
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    static ThreadFactory daemon(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
