package dev.mcpj.transport.stdio;

import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.server.transport.Delivery;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.ReadLoop;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** The stdio read loop as it lends its thread: moved on, it goes on reading on another thread. */
class ReadLoopTest {

    /** Records frames and the threads they came on; the test decides what each frame does. */
    private static final class Receiver implements FrameReceiver {
        final List<String> frames = new CopyOnWriteArrayList<>();
        final List<Thread> threads = new CopyOnWriteArrayList<>();
        final CountDownLatch closed = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        /** Counts down once per frame, after the frame and its thread are recorded. */
        final CountDownLatch fiveFrames = new CountDownLatch(5);
        volatile int closings;

        @Override
        public OutboundFrame onFrame(byte[] data, int offset, int length, Delivery delivery) {
            ReadLoop loop = delivery.thread();
            assertThat(loop).as("the stdio transport lends its read loop").isNotNull();
            String frame = new String(data, offset, length, StandardCharsets.UTF_8);
            frames.add(frame);
            threads.add(Thread.currentThread());
            fiveFrames.countDown();
            if (frame.equals("block")) {
                assertThat(loop.moveOn()).isTrue();
                assertThat(loop.moveOn()).as("a second move of the same lease").isFalse();
                await(release);
            } else if (frame.equals("fail")) {
                loop.moveOn();
                throw new IllegalStateException("a handler failed after the loop moved on");
            } else if (frame.equals("crash")) {
                loop.moveOn();
                throw new StackOverflowError("a handler crashed after the loop moved on");
            }
            return null;
        }

        @Override
        public OutboundFrame onMessage(JsonRpcMessage message, Delivery delivery) {
            throw new AssertionError("the stdio transport delivers bytes");
        }

        @Override
        public OutboundFrame onOversizedFrame(long limit) {
            return null;
        }

        @Override
        public void onClosed() {
            closings++;
            closed.countDown();
        }
    }

    @Test
    void aMovedLoopGoesOnReadingOnAnotherThreadWhileTheLentOneFinishes() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        Receiver receiver = new Receiver();
        StdioTransport.of(new PipedInputStream(feed, 1 << 16), new ByteArrayOutputStream(), 1024).start(receiver);

        feed.write("block\nnext\nfail\ncrash\nlast\n".getBytes(StandardCharsets.UTF_8));
        feed.flush();
        assertThat(receiver.fiveFrames.await(20, TimeUnit.SECONDS)).as("every line is read").isTrue();
        // "block" still holds its thread; the others were read on new ones, after "fail" and "crash" too
        assertThat(receiver.frames).containsExactly("block", "next", "fail", "crash", "last");
        assertThat(receiver.threads.get(1)).isNotSameAs(receiver.threads.get(0));
        assertThat(receiver.threads.get(3)).isNotSameAs(receiver.threads.get(2));
        assertThat(receiver.threads.get(4)).isNotSameAs(receiver.threads.get(3));
        assertThat(receiver.closings).isZero();

        receiver.release.countDown();
        feed.close();
        assertThat(receiver.closed.await(10, TimeUnit.SECONDS)).isTrue();
        // Each loop thread is a thread of its own: once all have ended, none can report again.
        for (Thread t : receiver.threads) {
            t.join(TimeUnit.SECONDS.toMillis(20));
            assertThat(t.isAlive()).as(t.getName() + " ends once the input has").isFalse();
        }
        assertThat(receiver.closings).as("the end of input is reported once, by the loop's owner").isEqualTo(1);
    }

    @Test
    void theLoopTellsWhetherMoreInputWaits() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        List<String> seen = new CopyOnWriteArrayList<>();
        CountDownLatch closed = new CountDownLatch(1);
        CountDownLatch lastSeen = new CountDownLatch(1);
        FrameReceiver receiver = lending((line, loop) -> {
            seen.add(line + "=" + loop.inputWaiting());
            if (seen.size() == 3) {
                lastSeen.countDown();
            }
        }, closed);
        StdioTransport.of(new PipedInputStream(feed, 1 << 16), new ByteArrayOutputStream(), 1024).start(receiver);

        feed.write("one\ntwo\nthree\n".getBytes(StandardCharsets.UTF_8));
        feed.flush();
        assertThat(lastSeen.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(seen).containsExactly("one=true", "two=true", "three=false");
        feed.close();
        assertThat(closed.await(10, TimeUnit.SECONDS)).isTrue();
    }

    /** A receiver that hands each lent line, as text, to {@code handler}, and counts down {@code closed} at the end. */
    private static FrameReceiver lending(BiConsumer<String, ReadLoop> handler, CountDownLatch closed) {
        return new FrameReceiver() {
            @Override
            public OutboundFrame onFrame(byte[] data, int offset, int length, Delivery delivery) {
                ReadLoop loop = delivery.thread();
                assertThat(loop).as("the stdio transport lends its read loop").isNotNull();
                handler.accept(new String(data, offset, length, StandardCharsets.UTF_8), loop);
                return null;
            }

            @Override
            public OutboundFrame onMessage(JsonRpcMessage message, Delivery delivery) {
                throw new AssertionError("the stdio transport delivers bytes");
            }

            @Override
            public OutboundFrame onOversizedFrame(long limit) {
                return null;
            }

            @Override
            public void onClosed() {
                closed.countDown();
            }
        };
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
