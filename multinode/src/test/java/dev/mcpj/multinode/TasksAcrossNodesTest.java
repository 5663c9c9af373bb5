package dev.mcpj.multinode;

import static dev.mcpj.multinode.Wire.modern;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.multinode.Cluster.Node;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;

/**
 * Tasks (protocol 2026-07-28, the tasks extension) across three processes sharing Redis: a task
 * created through the load balancer is polled on every node, cancelled on a node that does not
 * run it (its handler, on the node that does, is interrupted), and answered on another node while
 * it waits for input.
 */
@Needs({Needs.HAPROXY, Needs.REDIS})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TasksAcrossNodesTest {
    private static final String TASKS = "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}},\"elicitation\":{}}";
    private static final Duration WAIT = Duration.ofSeconds(30);
    private Cluster cluster;
    private RedisClient redis;

    @BeforeAll
    void start() throws Exception {
        cluster = Cluster.start("tasks", 3);
        redis = RedisClient.create(cluster.redis().toString());
        // Every write to a key is published on its keyspace channel: what the tests wait on.
        try (StatefulRedisConnection<String, String> c = redis.connect()) {
            c.sync().configSet("notify-keyspace-events", "KA");
        }
    }

    @AfterAll
    void stop() {
        if (redis != null) {
            redis.shutdown();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    private static JsonNode get(Node node, String taskId) {
        Wire.Answer a = Wire.modernRequest(node.url(), 10, "tasks/get",
                modern(TASKS, "\"taskId\":\"" + taskId + "\""));
        assertThat(a.response().has("result")).as(a.toString()).isTrue();
        return a.response().get("result");
    }

    private JsonNode awaitOn(Node node, String taskId, Predicate<JsonNode> until) throws InterruptedException {
        JsonNode task = awaitChange("*", () -> get(node, taskId), until);
        assertThat(until.test(task)).as("task on %s: %s\n%s", node.name(), task, cluster.logs()).isTrue();
        return task;
    }

    /**
     * Reads with {@code read} until {@code until} holds, reading again each time a Redis key
     * matching {@code keys} is written (the nodes keep their tasks in Redis), up to a safety limit
     * of {@code WAIT}; returns the last value read.
     */
    private <T> T awaitChange(String keys, Supplier<T> read, Predicate<T> until) throws InterruptedException {
        try (StatefulRedisPubSubConnection<String, String> changes = redis.connectPubSub()) {
            Semaphore written = new Semaphore(0);
            changes.addListener(new RedisPubSubAdapter<>() {
                @Override
                public void message(String pattern, String channel, String message) {
                    written.release();
                }
            });
            changes.sync().psubscribe("__keyspace@*__:" + keys);
            long deadline = System.nanoTime() + WAIT.toNanos();
            T value = read.get();
            while (!until.test(value) && written.tryAcquire(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                written.drainPermits();
                value = read.get();
            }
            return value;
        }
    }

    private List<Node> othersThan(String name) {
        return cluster.nodes().stream().filter(n -> !n.name().equals(name)).toList();
    }

    @Test
    void aTaskIsPolledEverywhereAndCancelledFromANodeThatDoesNotRunIt() throws Exception {
        String marker = "marker-" + UUID.randomUUID();
        Wire.Answer created = Wire.modernRequest(cluster.url(), 1, "tools/call", modern(TASKS,
                "\"name\":\"wait_as_task\",\"arguments\":{\"marker\":\"" + marker + "\"}"));
        JsonNode task = created.response().get("result");
        assertThat(task.path("resultType").asString()).as(created.toString()).isEqualTo("task");
        String taskId = task.get("taskId").asString();

        for (Node n : cluster.nodes()) {
            assertThat(get(n, taskId).get("status").asString()).as(n.name()).isEqualTo("working");
        }
        List<Node> others = othersThan(created.node());
        Wire.Answer cancel = Wire.modernRequest(others.get(0).url(), 2, "tasks/cancel",
                modern(TASKS, "\"taskId\":\"" + taskId + "\""));
        assertThat(cancel.response().has("result")).as(cancel.toString()).isTrue();
        assertThat(get(others.get(1), taskId).get("status").asString()).as("once the cancel is answered")
                .isEqualTo("cancelled");
        try (StatefulRedisConnection<String, String> c = redis.connect()) {
            assertThat(awaitChange(marker, () -> c.sync().get(marker), Objects::nonNull))
                    .as("the handler on " + created.node()).isEqualTo("interrupted");
        }
        assertThat(get(cluster.node(created.node()), taskId).get("status").asString()).isEqualTo("cancelled");
    }

    @Test
    void answersSentToAnotherNodeReachTheHandlerAndItsResultIsSeenEverywhere() throws Exception {
        Node starter = cluster.nodes().get(0);
        Wire.Answer created = Wire.modernRequest(starter.url(), 1, "tools/call", modern(TASKS,
                "\"name\":\"confirm_delete\",\"arguments\":{\"filename\":\"notes.txt\"}"));
        String taskId = created.response().at("/result/taskId").asString();
        assertThat(taskId).as(created.toString()).isNotEmpty();

        List<Node> others = othersThan(starter.name());
        JsonNode waiting = awaitOn(others.get(0), taskId, t -> t.path("status").asString().equals("input_required"));
        String key = waiting.get("inputRequests").propertyNames().iterator().next();
        Wire.Answer update = Wire.modernRequest(others.get(1).url(), 2, "tasks/update", modern(TASKS,
                "\"taskId\":\"" + taskId + "\",\"inputResponses\":{\"" + key
                        + "\":{\"action\":\"accept\",\"content\":{\"confirm\":true}}}"));
        assertThat(update.response().has("result")).as(update.toString()).isTrue();
        assertThat(get(others.get(0), taskId).path("inputRequests").has(key))
                .as("once the answer is acknowledged, the question is no longer asked").isFalse();

        JsonNode done = awaitOn(others.get(0), taskId, t -> t.path("status").asString().equals("completed"));
        assertThat(done.at("/result/content/0/text").asString()).isEqualTo("Deleted notes.txt");
        assertThat(get(others.get(1), taskId).at("/result/content/0/text").asString()).isEqualTo("Deleted notes.txt");
    }

    @Test
    void aTaskIsUnknownToAnotherPrincipalOnEveryNodeAndCancellingItThereChangesNothing() {
        // Without authentication every caller is the anonymous principal; an unknown id is
        // refused alike on every node, and a cancel of it reaches no handler.
        for (Node n : cluster.nodes()) {
            Wire.Answer a = Wire.modernRequest(n.url(), 3, "tasks/cancel", modern(TASKS, "\"taskId\":\"no-such-task\""));
            assertThat(a.response().at("/error/message").asString()).as(n.name()).contains("Unknown task");
        }
    }
}
