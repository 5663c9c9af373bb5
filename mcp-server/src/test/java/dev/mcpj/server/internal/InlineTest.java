package dev.mcpj.server.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.transport.ReadLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Where {@link Inline} runs handlers, with a clock the test moves, the watchdog's ticks given by
 * the test and what the watchdog reads of a handler's thread (its CPU time, whether it waits) set
 * by the test: every decision here is made on the same inputs whatever the machine's speed.
 */
class InlineTest {
    private final AtomicInteger clockNanos = new AtomicInteger();
    private final List<Runnable> queued = new ArrayList<>();
    private final HandlerThreads threads = new HandlerThreads();
    private final Inline inline = new Inline(queued::add, true, clockNanos::get, threads, false);
    private final AtomicReference<Inline.Run> slot = inline.slot();
    private final Inline.Pace pace = new Inline.Pace();

    @Test
    void aQuickHandlerRunsOnTheReadThread() {
        Loop loop = new Loop(true);
        assertThat(run(loop, 0)).isEqualTo(Where.READ_THREAD);
        assertThat(loop.moves).isZero();
    }

    @Test
    void withoutAReadLoopOrWhenNotAllowedEveryHandlerRunsOnTheExecutor() {
        assertThat(run(null, 0)).isEqualTo(Where.EXECUTOR);

        Inline offload = new Inline(queued::add, false, clockNanos::get, threads, false);
        List<Thread> threads = new ArrayList<>();
        offload.execute(new Loop(false), offload.slot(), this, pace, () -> threads.add(Thread.currentThread()));
        assertThat(threads).isEmpty();
        assertThat(queued).hasSize(1);
    }

    @Test
    void aHandlerSeenAtTwoTicksInARowMovesTheReadLoopOnAndTurnsSlow() throws Exception {
        threads.waiting = true; // for the latch below
        Loop loop = new Loop(false);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch moved = new CountDownLatch(1);
        AtomicReference<Boolean> slowWhenMoved = new AtomicReference<>();
        loop.onMove = () -> {
            slowWhenMoved.set(pace.isSlow());
            moved.countDown();
        };
        Thread reader = new Thread(() -> inline.execute(loop, slot, this, pace, () -> {
            running.countDown();
            await(moved);
        }));
        reader.start();
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(inline.tick()).as("a handler runs").isTrue();
        assertThat(loop.moves).as("seen once: it may have started just before the tick").isZero();
        assertThat(pace.isSlow()).isFalse();
        assertThat(inline.tick()).isTrue();
        assertThat(loop.moves).as("seen twice: it held the read thread for a tick").isEqualTo(1);
        assertThat(pace.isSlow()).isTrue();
        assertThat(slowWhenMoved.get()).as("slow before the next request can be read").isTrue();
        reader.join(10_000);
        assertThat(inline.tick()).as("nothing left to watch").isFalse();
    }

    @Test
    void aHandlerWhoseThreadUsedTheCpuForHalfATickBetweenTwoTicksIsSlow() {
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> {
            inline.tick();
            threads.cpuNanos += Inline.TICK_NANOS / 2 - 1;
            inline.tick();
            assertThat(loop.moves).as("less than half a tick of work").isZero();
            threads.cpuNanos += Inline.TICK_NANOS / 2;
            inline.tick();
        });
        assertThat(loop.moves).isEqualTo(1);
        assertThat(pace.isSlow()).isTrue();
    }

    @Test
    void aHandlerWhoseThreadStoodStillIsNotSlowUntilItStoodStillForTenTicks() {
        // Its thread neither used the CPU nor waited: stopped for a garbage collection, or waiting
        // for a core; the watchdog, stopped too, may find it at two ticks however quick it is.
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> {
            inline.tick();
            for (int i = 1; i < Inline.STALLED_TICKS; i++) {
                inline.tick();
            }
            assertThat(loop.moves).as("seen standing still %d times", Inline.STALLED_TICKS - 1).isZero();
            assertThat(pace.isSlow()).isFalse();
            inline.tick(); // blocked in native I/O, perhaps: it holds the read thread all the same
        });
        assertThat(loop.moves).isEqualTo(1);
        assertThat(pace.isSlow()).isTrue();
    }

    @Test
    void aHandlerThatWaitsAfterStandingStillIsSlowAtOnce() {
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> {
            inline.tick();
            inline.tick();
            assertThat(loop.moves).isZero();
            threads.waiting = true;
            inline.tick();
        });
        assertThat(loop.moves).isEqualTo(1);
        assertThat(pace.isSlow()).isTrue();
    }

    @Test
    void withoutTheThreadsCpuTimeAHandlerSeenTwiceIsSlow() {
        threads.cpuNanos = -1;
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> {
            inline.tick();
            inline.tick();
        });
        assertThat(loop.moves).isEqualTo(1);
    }

    @Test
    void theJvmTellsAWaitingThreadFromOneAtWork() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            started.countDown();
            await(release);
        });
        waiter.start();
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        while (waiter.getState() == Thread.State.RUNNABLE) { // on its way into the latch
            Thread.onSpinWait();
        }
        assertThat(Inline.Threads.JVM.waiting(waiter)).isTrue();
        assertThat(Inline.Threads.JVM.waiting(Thread.currentThread())).isFalse();
        release.countDown();
        waiter.join(10_000);
    }

    @Test
    void aHandlerThatEndsBetweenTwoTicksIsNotSlow() {
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> assertThat(inline.tick()).isTrue());
        inline.execute(loop, slot, this, pace, () -> assertThat(inline.tick()).isTrue());
        assertThat(loop.moves).as("each run seen once").isZero();
        assertThat(pace.isSlow()).isFalse();
    }

    @Test
    void aSlowHandlerRunsOnTheExecutorUntilItRanThereQuicklySixtyFourTimesInARow() {
        pace.slow();
        for (int i = 1; i < Inline.QUICK_RUNS; i++) {
            assertThat(run(new Loop(false), Inline.QUICK_NANOS - 1)).isEqualTo(Where.EXECUTOR);
        }
        assertThat(run(new Loop(false), Inline.QUICK_NANOS)).as("one run too long starts the count again")
                .isEqualTo(Where.EXECUTOR);
        for (int i = 0; i < Inline.QUICK_RUNS; i++) {
            assertThat(run(new Loop(false), 0)).isEqualTo(Where.EXECUTOR);
        }
        assertThat(run(new Loop(false), 0)).isEqualTo(Where.READ_THREAD);
    }

    @Test
    void aHandlerThatAsksTheClientGivesTheReadLoopBackAtOnceAndTurnsSlow() {
        Loop loop = new Loop(false);
        AtomicReference<Boolean> slowWhenMoved = new AtomicReference<>();
        loop.onMove = () -> slowWhenMoved.set(pace.isSlow());
        inline.execute(loop, slot, this, pace, () -> {
            inline.release(slot, this);
            inline.release(slot, this);
        });
        assertThat(slowWhenMoved.get()).isTrue();
        assertThat(loop.moves).isEqualTo(1);
        assertThat(pace.isSlow()).isTrue();
        assertThat(run(new Loop(false), 0)).isEqualTo(Where.EXECUTOR);
    }

    @Test
    void releasingAnotherCallsHandlerLeavesTheReadLoopAlone() {
        Loop loop = new Loop(false);
        inline.execute(loop, slot, this, pace, () -> inline.release(slot, new Object()));
        assertThat(loop.moves).isZero();
        assertThat(pace.isSlow()).isFalse();
    }

    @Test
    void longWorkRunsOnTheExecutorOnlyWhileMoreInputWaits() {
        for (int i = 0; i < 8; i++) { // eight runs four times the threshold make the average long
            run(new Loop(false), 4 * Inline.LONG_NANOS);
        }
        assertThat(run(new Loop(true), 4 * Inline.LONG_NANOS)).as("more input waits").isEqualTo(Where.EXECUTOR);
        assertThat(run(new Loop(false), 4 * Inline.LONG_NANOS)).as("nothing waits").isEqualTo(Where.READ_THREAD);
        assertThat(pace.isSlow()).as("long is not slow").isFalse();
    }

    @Test
    void quickWorkStaysOnTheReadThreadWhenMoreInputWaits() {
        for (int i = 0; i < 100; i++) {
            assertThat(run(new Loop(true), Inline.LONG_NANOS / 2)).isEqualTo(Where.READ_THREAD);
        }
    }

    @Test
    void aQuickHandlerStretchedOnceByAPauseStaysOnTheReadThreadWhileInputWaits() {
        for (int i = 0; i < 100; i++) {
            assertThat(run(new Loop(true), Inline.LONG_NANOS / 5)).isEqualTo(Where.READ_THREAD);
        }
        assertThat(run(new Loop(true), 20 * Inline.TICK_NANOS)).isEqualTo(Where.READ_THREAD); // a pause
        for (int i = 0; i < 100; i++) {
            assertThat(run(new Loop(true), Inline.LONG_NANOS / 5)).as("run %d after the pause", i)
                    .isEqualTo(Where.READ_THREAD);
        }
    }

    @Test
    void oneHandlerAtATimeRunsOnAConnectionsReadThread() {
        Loop loop = new Loop(false);
        List<Where> inner = new ArrayList<>();
        inline.execute(loop, slot, this, pace, () -> inner.add(run(new Loop(false), 0)));
        assertThat(inner).containsExactly(Where.EXECUTOR);
    }

    @Test
    void threadsLentOneMessageAtATimeShareOneSlotThatOutlivesEveryConnection() throws Exception {
        AtomicReference<Inline.Run> shared = inline.sharedSlot();
        assertThat(inline.sharedSlot()).isSameAs(shared);
        Loop first = new Loop(false);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread request = new Thread(() -> inline.execute(first, shared, this, pace, () -> {
            running.countDown();
            await(release);
        }));
        request.start();
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
        List<Thread> second = new ArrayList<>();
        inline.execute(new Loop(false), shared, new Object(), new Inline.Pace(), () -> second.add(Thread.currentThread()));
        assertThat(second).as("another request's handler, while one runs on a lent thread").isEmpty();
        assertThat(queued).hasSize(1);

        threads.waiting = true; // for the latch
        inline.forget(shared); // a connection that used it closes
        assertThat(inline.tick()).as("still watched").isTrue();
        assertThat(inline.tick()).isTrue();
        assertThat(pace.isSlow()).as("held its request's thread for a tick").isTrue();
        release.countDown();
        request.join(10_000);
    }

    private enum Where { READ_THREAD, EXECUTOR }

    /** A handler's thread as the test sets it: by default it stands still, neither working nor waiting. */
    private static final class HandlerThreads implements Inline.Threads {
        volatile long cpuNanos;
        volatile boolean waiting;

        @Override
        public long cpuNanos(Thread thread) {
            return cpuNanos;
        }

        @Override
        public boolean waiting(Thread thread) {
            return waiting;
        }
    }

    /** Runs one handler that takes {@code nanos} by the test's clock; says where it ran. */
    private Where run(ReadLoop loop, long nanos) {
        Thread caller = Thread.currentThread();
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        int before = queued.size();
        inline.execute(loop, slot, new Object(), pace, () -> {
            ranOn.set(Thread.currentThread());
            clockNanos.addAndGet((int) nanos);
        });
        if (queued.size() > before) {
            assertThat(ranOn.get()).isNull();
            queued.remove(before).run(); // the executor's run, measured on the same clock
            return Where.EXECUTOR;
        }
        assertThat(ranOn.get()).isSameAs(caller);
        return Where.READ_THREAD;
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A read loop lent for one frame. */
    private static final class Loop implements ReadLoop {
        private final boolean inputWaiting;
        volatile int moves;
        volatile Runnable onMove = () -> { };

        Loop(boolean inputWaiting) {
            this.inputWaiting = inputWaiting;
        }

        @Override
        public synchronized boolean moveOn() {
            if (moves > 0) {
                return false;
            }
            moves++;
            onMove.run();
            return true;
        }

        @Override
        public boolean inputWaiting() {
            return inputWaiting;
        }
    }
}
