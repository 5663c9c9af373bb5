package dev.mcpj.server.internal.thread;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads of the server and of its transports: virtual threads when the JVM has them, else an
 * elastic pool; and timers. Not API: transports reach them through
 * {@link dev.mcpj.server.transport.Threads}.
 */
public final class ThreadSupport {
    private ThreadSupport() {
    }

    /**
     * A virtual-thread-per-task executor on JDK 21+; otherwise an {@link ElasticPool} of daemon
     * threads that grows up to {@code maxThreads}, so that a quick task never waits behind slow
     * ones while fewer than that many run. Give it the most tasks that may be in flight at once.
     */
    public static ExecutorService newExecutor(String prefix, int maxThreads) {
        if (!hasVirtualThreads()) {
            return new ElasticPool(maxThreads, daemon(prefix));
        }
        try {
            Object executor = MethodHandles.publicLookup()
                    .findStatic(Executors.class, "newVirtualThreadPerTaskExecutor", MethodType.methodType(ExecutorService.class))
                    .invoke();
            return (ExecutorService) executor;
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return new ElasticPool(maxThreads, daemon(prefix));
        } catch (Throwable t) {
            throw new IllegalStateException("Cannot create the default executor", t);
        }
    }

    /** One daemon thread for timers (timeouts, keep-alives); a cancelled task leaves its queue. */
    public static ScheduledExecutorService newTimer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, daemon(name));
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    /** Whether {@link #newExecutor} gives virtual threads. */
    static boolean hasVirtualThreads() {
        return Runtime.version().feature() >= 21;
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
