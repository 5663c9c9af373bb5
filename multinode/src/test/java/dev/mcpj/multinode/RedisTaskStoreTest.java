package dev.mcpj.multinode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.redis.RedisTaskStore;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.task.TaskStatus;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@link RedisTaskStore} against a real Redis: two stores stand for two processes. A task created
 * by one is read, updated and listed by the other, its owner kept; the per-principal limit holds
 * across processes creating at once; the task's key expires with its time to live.
 */
class RedisTaskStoreTest extends AgainstRedis {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static StoredTask task(String id, String owner, Duration ttl) {
        Instant now = Instant.now();
        return new StoredTask(id, owner, TaskStatus.WORKING, null, now, now, ttl, Duration.ofSeconds(1),
                JSON.createObjectNode(), null, null);
    }

    /**
     * Runs {@code write}, then waits until Redis expires {@code key}: its expired event, which
     * Redis publishes once the key's time to live has run out (subscribed to before the write, so
     * that it cannot be missed).
     */
    private void writeAndAwaitExpiry(String key, Runnable write) throws InterruptedException {
        try (StatefulRedisConnection<String, String> c = client.connect()) {
            c.sync().configSet("notify-keyspace-events", "Ex");
        }
        try (StatefulRedisPubSubConnection<String, String> events = client.connectPubSub()) {
            CountDownLatch expired = new CountDownLatch(1);
            events.addListener(new RedisPubSubAdapter<>() {
                @Override
                public void message(String pattern, String channel, String message) {
                    if (message.equals(key)) {
                        expired.countDown();
                    }
                }
            });
            events.sync().psubscribe("__keyevent@*__:expired");
            write.run();
            assertThat(expired.await(60, TimeUnit.SECONDS)).as("Redis expired " + key).isTrue();
        }
    }

    @Test
    void aTaskWrittenByOneProcessIsReadAndUpdatedByAnother() {
        try (RedisTaskStore a = RedisTaskStore.create(client, "s1:", 10);
             RedisTaskStore b = RedisTaskStore.create(client, "s1:", 10);
             RedisTaskStore otherDeployment = RedisTaskStore.create(client, "s2:", 10)) {
            StoredTask t = task("t-1", "alice", Duration.ofMinutes(5));
            a.create(t);
            StoredTask read = b.get("t-1").orElseThrow();
            assertThat(read.owner()).isEqualTo("alice");
            assertThat(read.isVisibleTo("alice")).isTrue();
            assertThat(read.isVisibleTo("bob")).isFalse();
            assertThat(read.isVisibleTo(null)).isFalse();
            assertThat(read.createdAt()).isEqualTo(t.createdAt());
            assertThat(read.ttl()).isEqualTo(t.ttl());
            assertThat(otherDeployment.get("t-1")).as("another prefix").isEmpty();

            ObjectNode questions = (ObjectNode) JSON.readTree("{\"q1\":{\"method\":\"elicitation/create\"}}");
            b.update(read.with(TaskStatus.INPUT_REQUIRED, "asks", Instant.now(), questions, null, null));
            assertThat(a.get("t-1").orElseThrow().inputRequests()).isEqualTo(questions);
            ObjectNode result = (ObjectNode) JSON.readTree("{\"content\":[{\"type\":\"text\",\"text\":\"done\"}]}");
            a.update(read.with(TaskStatus.COMPLETED, null, Instant.now(), JSON.createObjectNode(), result, null));
            StoredTask done = b.get("t-1").orElseThrow();
            assertThat(done.status()).isEqualTo(TaskStatus.COMPLETED);
            assertThat(done.result()).isEqualTo(result);
            assertThat(done.statusMessage()).isNull();

            assertThat(b.list("alice")).extracting(StoredTask::taskId).containsExactly("t-1");
            assertThat(b.list("bob")).isEmpty();
            assertThat(b.list(null)).isEmpty();
        }
    }

    @Test
    void anUpdateDoesNotBringBackAForgottenTask() {
        try (RedisTaskStore a = RedisTaskStore.create(client, "s3:", 10)) {
            a.update(task("never-created", null, Duration.ofMinutes(1)));
            assertThat(a.get("never-created")).isEmpty();
        }
    }

    @Test
    void theKeyExpiresWithTheTasksTimeToLiveAndUpdatesKeepIt() throws Exception {
        try (RedisTaskStore a = RedisTaskStore.create(client, "s4:", 10);
             StatefulRedisConnection<String, String> raw = client.connect()) {
            StoredTask t = task("t-ttl", "alice", Duration.ofMinutes(10));
            a.create(t);
            long pttl = raw.sync().pttl("s4:task:t-ttl");
            assertThat(pttl).isBetween(Duration.ofMinutes(9).toMillis(), Duration.ofMinutes(10).toMillis());
            a.update(t.with(TaskStatus.WORKING, "still", Instant.now(), JSON.createObjectNode(), null, null));
            assertThat(raw.sync().pttl("s4:task:t-ttl")).as("kept by an update").isBetween(1L, pttl);

            writeAndAwaitExpiry("s4:task:t-short", () -> a.create(task("t-short", "alice", Duration.ofMillis(300))));
            assertThat(a.get("t-short")).as("expired by Redis").isEmpty();
            assertThat(a.list("alice")).extracting(StoredTask::taskId).containsExactly("t-ttl");
        }
    }

    @Test
    void thePerPrincipalLimitHoldsAcrossProcessesCreatingAtOnce() throws Exception {
        int limit = 5;
        try (RedisTaskStore a = RedisTaskStore.create(client, "s5:", limit);
             RedisTaskStore b = RedisTaskStore.create(client, "s5:", limit)) {
            AtomicInteger refused = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<?>> all = new ArrayList<>();
                for (int i = 0; i < 40; i++) {
                    RedisTaskStore store = i % 2 == 0 ? a : b;
                    String id = "c-" + i;
                    all.add(pool.submit(() -> {
                        try {
                            store.create(task(id, "carol", Duration.ofMinutes(5)));
                        } catch (TaskLimitException e) {
                            refused.incrementAndGet();
                        }
                    }));
                }
                for (Future<?> f : all) {
                    f.get();
                }
            } finally {
                pool.shutdown();
            }
            assertThat(refused).hasValue(40 - limit);
            assertThat(a.list("carol")).hasSize(limit);
            // Another principal, and the anonymous callers, have limits of their own.
            b.create(task("d-1", "dave", Duration.ofMinutes(5)));
            b.create(task("anon-1", null, Duration.ofMinutes(5)));
            assertThat(a.list(null)).extracting(StoredTask::taskId).containsExactly("anon-1");
            assertThatThrownBy(() -> a.create(task("c-more", "carol", Duration.ofMinutes(5))))
                    .isInstanceOf(TaskLimitException.class).hasMessageContaining("Too many tasks");
        }
    }

    @Test
    void expiredTasksNoLongerCountTowardsTheLimit() throws Exception {
        try (RedisTaskStore a = RedisTaskStore.create(client, "s6:", 1)) {
            writeAndAwaitExpiry("s6:task:e-1", () -> {
                a.create(task("e-1", "erin", Duration.ofSeconds(3)));
                assertThatThrownBy(() -> a.create(task("e-2", "erin", Duration.ofMinutes(5))))
                        .isInstanceOf(TaskLimitException.class);
            });
            // Expired in Redis, so past its expiry here too (one clock): the create drops its id.
            a.create(task("e-3", "erin", Duration.ofMinutes(5)));
            assertThat(a.list("erin")).extracting(StoredTask::taskId).containsExactly("e-3");
        }
    }

    @Test
    void aTaskIdIsCreatedOnceAndTheLimitMustBePositive() {
        try (RedisTaskStore a = RedisTaskStore.create(client, "s7:", 3)) {
            a.create(task("same", "frank", Duration.ofMinutes(1)));
            assertThatThrownBy(() -> a.create(task("same", "frank", Duration.ofMinutes(1))))
                    .isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> RedisTaskStore.create(client, "s8:", 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
