package dev.mcpj.server.transport;

import dev.mcpj.server.internal.thread.ThreadSupport;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Threads for a transport's own work (reading requests, writing responses), chosen as the server
 * chooses its handlers' threads: a virtual thread per task where the JVM has them (JDK 21 and
 * later), otherwise a pool of daemon platform threads that grows with the work up to a bound and
 * shrinks when idle, so that one slow task never holds up the others while the bound is not
 * reached.
 */
public final class Threads {
    private Threads() {
    }

    /**
     * A new executor as described above; the caller shuts it down.
     *
     * @param prefix     the name prefix of its platform threads
     * @param maxThreads the most platform threads it runs at once; later tasks wait for one
     * @return the executor
     */
    public static ExecutorService elastic(String prefix, int maxThreads) {
        return ThreadSupport.newExecutor(prefix, maxThreads);
    }

    /**
     * A new timer for a transport's timeouts and keep-alives: one daemon thread, from whose queue
     * a cancelled task is removed at once. The caller shuts it down.
     *
     * @param name the name of its thread
     * @return the timer
     */
    public static ScheduledExecutorService timer(String name) {
        return ThreadSupport.newTimer(name);
    }
}
