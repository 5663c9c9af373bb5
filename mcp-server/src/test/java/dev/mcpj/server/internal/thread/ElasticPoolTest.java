package dev.mcpj.server.internal.thread;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The pool that runs handlers on JDK 17 to 20: a quick task never waits behind slow ones below the bound. */
class ElasticPoolTest {
    private final ElasticPool pool = new ElasticPool(4, ThreadSupport.daemon("test-pool"));
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void shutDown() {
        release.countDown();
        pool.shutdownNow();
    }

    @Test
    void aQuickTaskRunsWhileSlowOnesHoldEveryThreadButTheBoundIsNotReached() throws Exception {
        startSlowTasks(3);

        CountDownLatch quick = new CountDownLatch(1);
        pool.execute(quick::countDown);
        assertThat(quick.await(10, TimeUnit.SECONDS)).as("the quick task ran beside the slow ones").isTrue();
    }

    @Test
    void atTheBoundATaskWaitsForTheNextFreeThread() throws Exception {
        startSlowTasks(4);

        CountDownLatch queued = new CountDownLatch(1);
        pool.execute(queued::countDown);
        assertThat(pool.getPoolSize()).isEqualTo(4);
        assertThat(pool.getQueue()).hasSize(1);
        release.countDown();
        assertThat(queued.await(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void beyondTheEagerThreadsATaskWaitsUntilTheThreadsWereHeldForAWholeTick() throws Exception {
        ElasticPool paced = new ElasticPool(4, 1, ThreadSupport.daemon("test-paced"), false);
        try {
            holdAThread(paced);
            CountDownLatch waiting = new CountDownLatch(2);
            for (int i = 0; i < 2; i++) {
                paced.execute(() -> {
                    waiting.countDown();
                    awaitRelease();
                });
            }
            assertThat(paced.getPoolSize()).as("one thread, as many as are started eagerly").isEqualTo(1);
            assertThat(paced.getQueue()).hasSize(2);

            assertThat(paced.tick()).as("a task started since the last look: the threads may be free soon").isTrue();
            assertThat(paced.getPoolSize()).isEqualTo(1);
            assertThat(paced.tick()).as("none started for a tick").isTrue();
            assertThat(waiting.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(paced.getPoolSize()).as("a thread for each waiting task").isEqualTo(3);
        } finally {
            paced.shutdownNow();
        }
    }

    @Test
    void theWatchdogAddsNoThreadBeyondTheBound() throws Exception {
        ElasticPool paced = new ElasticPool(2, 1, ThreadSupport.daemon("test-paced"), false);
        try {
            holdAThread(paced);
            CountDownLatch running = new CountDownLatch(1);
            paced.execute(() -> {
                running.countDown();
                awaitRelease();
            });
            for (int i = 0; i < 3; i++) {
                paced.execute(() -> { });
            }
            paced.tick();
            paced.tick();
            assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
            paced.tick();
            paced.tick();
            assertThat(paced.getPoolSize()).isEqualTo(2);
            assertThat(paced.getQueue()).hasSize(3);
            assertThat(paced.getCorePoolSize()).as("later tasks start no thread eagerly").isZero();
        } finally {
            paced.shutdownNow();
        }
    }

    /** Starts a task that holds its thread until the test ends in {@code pool}, and waits until it runs. */
    private void holdAThread(ElasticPool pool) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        pool.execute(() -> {
            started.countDown();
            awaitRelease();
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
    }

    /** Starts {@code n} tasks that hold their threads until the test ends, and waits until all run. */
    private void startSlowTasks(int n) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            pool.execute(() -> {
                started.countDown();
                awaitRelease();
            });
        }
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
    }

    private void awaitRelease() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
