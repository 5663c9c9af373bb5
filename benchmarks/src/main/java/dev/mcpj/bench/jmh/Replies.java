package dev.mcpj.bench.jmh;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The client's side of a synchronous hand-off: the benchmark thread says how many responses it
 * expects, sends its requests and waits; the server's sending thread counts the responses down and
 * wakes it after the last one. The waiter spins briefly before it parks, so a quick answer is not
 * charged a full wake-up. Notifications (frames without an id) are not counted.
 */
final class Replies implements Consumer<String> {
    /** Spins before parking: a few microseconds, far shorter than one round trip. */
    private static final int SPINS = 256;
    private static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final String RESPONSE_PREFIX = "{\"jsonrpc\":\"2.0\",\"id\":";

    private final AtomicInteger remaining = new AtomicInteger();
    private volatile Thread waiter;
    private volatile String last;
    private final AtomicInteger notifications = new AtomicInteger();

    /** Arms the hand-off for {@code count} responses; call it before sending the requests. */
    void expect(int count) {
        waiter = Thread.currentThread();
        last = null;
        remaining.set(count);
    }

    @Override
    public void accept(String frame) {
        if (!frame.startsWith(RESPONSE_PREFIX)) {
            notifications.incrementAndGet();
            return;
        }
        last = frame;
        if (remaining.decrementAndGet() == 0) {
            LockSupport.unpark(waiter);
        }
    }

    /** Waits for the responses {@link #expect(int)} announced and returns the last one to arrive. */
    String await() {
        for (int i = 0; i < SPINS; i++) {
            if (remaining.get() <= 0) {
                return last;
            }
            Thread.onSpinWait();
        }
        long deadline = System.nanoTime() + TIMEOUT_NANOS;
        while (remaining.get() > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new IllegalStateException(remaining.get() + " responses still missing after 30 s");
            }
            LockSupport.parkNanos(this, left);
        }
        return last;
    }

    /** Frames that were not responses; none are expected. */
    int notifications() {
        return notifications.get();
    }
}
