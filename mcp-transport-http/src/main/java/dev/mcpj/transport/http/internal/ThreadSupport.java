package dev.mcpj.transport.http.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads of the transport: virtual threads when the JVM has them, else a bounded pool. */
public final class ThreadSupport {
    private ThreadSupport() {
    }

    /**
     * A virtual-thread-per-task executor on JDK 21 and later (found at run time, so this code
     * compiles for Java 17), otherwise a bounded pool of daemon threads. The transport's tasks
     * are short: reading a body, delivering a frame, writing queued bytes.
     */
    public static ExecutorService newExecutor(String prefix) {
        try {
            Object executor = MethodHandles.publicLookup()
                    .findStatic(Executors.class, "newVirtualThreadPerTaskExecutor",
                            MethodType.methodType(ExecutorService.class))
                    .invoke();
            return (ExecutorService) executor;
        } catch (NoSuchMethodException | IllegalAccessException e) {
            int threads = Math.max(16, Runtime.getRuntime().availableProcessors() * 8);
            ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), daemon(prefix));
            pool.allowCoreThreadTimeOut(true);
            return pool;
        } catch (Throwable t) {
            throw new IllegalStateException("Cannot create the transport's executor", t);
        }
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
