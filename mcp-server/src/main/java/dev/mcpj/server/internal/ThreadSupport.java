package dev.mcpj.server.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Picks the default executor: virtual threads when the JVM has them, else a bounded pool. */
final class ThreadSupport {
    private ThreadSupport() {
    }

    /** A virtual-thread-per-task executor on JDK 21+, otherwise a bounded pool of daemon threads. */
    static ExecutorService defaultExecutor() {
        if (!hasVirtualThreads()) {
            return Executors.newFixedThreadPool(platformPoolSize(), daemon("mcp-handler"));
        }
        try {
            Object executor = MethodHandles.publicLookup()
                    .findStatic(Executors.class, "newVirtualThreadPerTaskExecutor", MethodType.methodType(ExecutorService.class))
                    .invoke();
            return (ExecutorService) executor;
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return Executors.newFixedThreadPool(platformPoolSize(), daemon("mcp-handler"));
        } catch (Throwable t) {
            throw new IllegalStateException("Cannot create the default executor", t);
        }
    }

    /**
     * Platform threads for handlers where the JVM has no virtual threads: four per core, at least
     * eight. Enough for handlers that wait on I/O now and then; far more would only make quick
     * handlers fight over the cores (measured: twice the CPU per call at sixteen threads on two
     * cores). Servers whose tools mostly block should pass their own executor, or run on JDK 21+.
     */
    static int platformPoolSize() {
        return Math.max(8, Runtime.getRuntime().availableProcessors() * 4);
    }

    /** Whether {@link #defaultExecutor()} gives virtual threads. */
    static boolean hasVirtualThreads() {
        return Runtime.version().feature() >= 21;
    }

    static ScheduledExecutorService scheduler() {
        ScheduledThreadPoolExecutor s = new ScheduledThreadPoolExecutor(1, daemon("mcp-timer"));
        s.setRemoveOnCancelPolicy(true);
        return s;
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
