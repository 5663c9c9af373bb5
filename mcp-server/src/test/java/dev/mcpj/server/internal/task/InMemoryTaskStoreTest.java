package dev.mcpj.server.internal.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.internal.Json;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.task.TaskStatus;
import dev.mcpj.server.testing.ManualClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The default store: expiry by each task's time to live, and a limit of live tasks per owner. */
class InMemoryTaskStoreTest {
    private static final Instant START = ManualClock.START;

    private final ManualClock clock = new ManualClock();

    private static StoredTask task(String id, String owner, Duration ttl) {
        return new StoredTask(id, owner, TaskStatus.WORKING, null, START, START, ttl, Duration.ofSeconds(1),
                Json.object(), null, null);
    }

    @Test
    void aTaskIsKeptForItsTimeToLiveAndNotAMomentLonger() {
        InMemoryTaskStore store = new InMemoryTaskStore(10, clock);
        store.create(task("short", "alice", Duration.ofSeconds(10)));
        store.create(task("long", "alice", Duration.ofSeconds(60)));
        clock.set(START.plusMillis(9_999));
        assertThat(store.get("short")).isPresent();
        clock.set(START.plusSeconds(10));
        assertThat(store.get("short")).isEmpty();
        assertThat(store.get("long")).isPresent();
        assertThat(store.list("alice")).extracting(StoredTask::taskId).containsExactly("long");
        clock.set(START.plusSeconds(60));
        assertThat(store.list("alice")).isEmpty();
        assertThat(store.size()).isZero();
    }

    @Test
    void eachOwnerHasItsOwnLimitAndAnExpiredTaskFreesItsPlace() {
        InMemoryTaskStore store = new InMemoryTaskStore(2, clock);
        store.create(task("a1", "alice", Duration.ofSeconds(5)));
        store.create(task("a2", "alice", Duration.ofSeconds(50)));
        assertThatThrownBy(() -> store.create(task("a3", "alice", Duration.ofSeconds(50))))
                .isInstanceOf(TaskLimitException.class).hasMessageContaining("Too many tasks");
        store.create(task("b1", "bob", Duration.ofSeconds(50)));
        store.create(task("n1", null, Duration.ofSeconds(50)));
        clock.set(START.plusSeconds(5));
        store.create(task("a3", "alice", Duration.ofSeconds(50)));
        assertThat(store.list("alice")).extracting(StoredTask::taskId).containsExactly("a2", "a3");
        assertThat(store.list(null)).extracting(StoredTask::taskId).containsExactly("n1");
    }

    @Test
    void anUpdateReplacesAKeptTaskAndDoesNotBringBackAForgottenOne() {
        InMemoryTaskStore store = new InMemoryTaskStore(10, clock);
        StoredTask kept = task("t", "alice", Duration.ofSeconds(10));
        store.create(kept);
        store.update(kept.with(TaskStatus.COMPLETED, null, START.plusSeconds(1), Json.object(),
                Json.object().put("done", true), null));
        assertThat(store.get("t").orElseThrow().status()).isEqualTo(TaskStatus.COMPLETED);
        clock.set(START.plusSeconds(10));
        store.update(kept);
        assertThat(store.get("t")).isEmpty();
    }

    @Test
    void aStoredTaskCopiesTheTreesHandedToIt() {
        var result = Json.object().put("n", 1);
        StoredTask t = task("t", null, Duration.ofSeconds(1)).with(TaskStatus.COMPLETED, null, START, Json.object(),
                result, null);
        result.put("n", 2);
        assertThat(t.result().path("n").asInt()).isEqualTo(1);
        assertThat(t.isVisibleTo(null)).isTrue();
        assertThat(t.isVisibleTo("alice")).isFalse();
    }
}
