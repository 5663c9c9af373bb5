package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SseChannelTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final DrainTasks executor = new DrainTasks(pool);
    private final AtomicInteger broken = new AtomicInteger();

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    /**
     * The channel's executor, counting the drain tasks it runs: once none runs, the channel has
     * done everything it was going to do, so a test asserts on the owner's callback then instead
     * of after a sleep or a polling loop.
     */
    private static final class DrainTasks implements Executor {
        private final Executor delegate;
        private int running;

        DrainTasks(Executor delegate) {
            this.delegate = delegate;
        }

        @Override
        public void execute(Runnable task) {
            synchronized (this) {
                running++;
            }
            try {
                delegate.execute(() -> {
                    try {
                        task.run();
                    } finally {
                        done();
                    }
                });
            } catch (RuntimeException e) {
                done();
                throw e;
            }
        }

        private synchronized void done() {
            if (--running == 0) {
                notifyAll();
            }
        }

        /** Waits until no drain task runs; fails after a generous guard instead of hanging. */
        synchronized void awaitIdle() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (running > 0) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new AssertionError("a drain task still runs after 30 s");
                }
                wait(left);
            }
        }
    }

    /** An exchange that records what is written, and can fail writes or block them. */
    private static final class FakeExchange implements HttpExchangeAdapter {
        final ByteArrayOutputStream written = new ByteArrayOutputStream();
        final CountDownLatch closed = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        volatile boolean failWrites;
        volatile boolean blockWrites;

        @Override
        public String method() {
            return "GET";
        }

        @Override
        public String header(String name) {
            return null;
        }

        @Override
        public String query() {
            return null;
        }

        @Override
        public Map<String, List<String>> headers() {
            return Map.of();
        }

        @Override
        public InputStream body() {
            return new ByteArrayInputStream(new byte[0]);
        }

        @Override
        public int localPort() {
            return 0;
        }

        @Override
        public void respond(int status, Map<String, String> headers, byte[] body) {
            closed.countDown();
        }

        @Override
        public ResponseStream openStream(Map<String, String> headers) {
            return new ResponseStream() {
                @Override
                public void write(byte[] bytes) throws IOException {
                    if (blockWrites) {
                        try {
                            release.await(20, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            throw new IOException(e);
                        }
                    }
                    if (failWrites) {
                        throw new IOException("Broken pipe");
                    }
                    synchronized (written) {
                        written.writeBytes(bytes);
                    }
                }

                @Override
                public void flush() {
                }

                @Override
                public void close() {
                    closed.countDown();
                }
            };
        }

        String text() {
            synchronized (written) {
                return written.toString(StandardCharsets.UTF_8);
            }
        }
    }

    private SseChannel channel(FakeExchange ex) {
        return new SseChannel(ex, Map.of(), executor, broken::incrementAndGet);
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void writesInOrderAndEndsAfterTheQueueOnFinish() throws Exception {
        FakeExchange ex = new FakeExchange();
        SseChannel ch = channel(ex);
        for (int i = 0; i < 100; i++) {
            assertThat(ch.send(b(i + ","))).isTrue();
        }
        ch.finish();
        assertThat(ch.send(b("late"))).isFalse();
        assertThat(ex.closed.await(20, TimeUnit.SECONDS)).isTrue();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            expected.append(i).append(',');
        }
        assertThat(ex.text()).isEqualTo(expected.toString());
        assertThat(broken.get()).isZero();
    }

    @Test
    void aFailedWriteTellsTheOwnerOnceAndRefusesMore() throws Exception {
        FakeExchange ex = new FakeExchange();
        ex.failWrites = true;
        SseChannel ch = channel(ex);
        ch.send(b("a"));
        assertThat(ex.closed.await(20, TimeUnit.SECONDS)).isTrue();
        executor.awaitIdle();
        assertThat(broken.get()).isEqualTo(1);
        assertThat(ch.send(b("b"))).isFalse();
        assertThat(ch.isOpen()).isFalse();
    }

    @Test
    void aClientThatStopsReadingIsDropped() throws Exception {
        FakeExchange ex = new FakeExchange();
        ex.blockWrites = true;
        SseChannel ch = channel(ex);
        byte[] mib = new byte[1024 * 1024];
        boolean accepted = true;
        for (int i = 0; i < 40 && accepted; i++) {
            accepted = ch.send(mib);
        }
        assertThat(accepted).as("the queue is bounded").isFalse();
        ex.release.countDown();
        assertThat(ex.closed.await(20, TimeUnit.SECONDS)).isTrue();
        executor.awaitIdle();
        assertThat(broken.get()).isEqualTo(1);
    }

    @Test
    void anAbortEndsTheResponseWithoutTellingTheOwner() throws Exception {
        FakeExchange ex = new FakeExchange();
        SseChannel ch = channel(ex);
        ch.send(b("a"));
        ch.abort();
        assertThat(ex.closed.await(20, TimeUnit.SECONDS)).isTrue();
        executor.awaitIdle();
        assertThat(broken.get()).isZero();
        assertThat(ch.isOpen()).isFalse();
    }
}
