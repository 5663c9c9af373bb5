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
