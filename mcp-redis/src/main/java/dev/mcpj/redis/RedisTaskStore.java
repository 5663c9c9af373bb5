package dev.mcpj.redis;

import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.task.TaskStatus;
import dev.mcpj.server.task.TaskStore;
import io.lettuce.core.KeyValue;
import io.lettuce.core.RedisClient;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A {@link TaskStore} in Redis: give the same one (same Redis, same prefix) to every server
 * process behind the load balancer with {@link dev.mcpj.server.McpServer.Builder#taskStore}, so
 * that {@code tasks/get} answered by any process sees a task started on another: its status, its
 * questions and its result.
 *
 * {@snippet :
 * RedisClient redis = RedisClient.create("redis://redis.internal:6379");
 * McpServer server = McpServer.builder("reports", "1.0.0")
 *         .taskStore(RedisTaskStore.create(redis, "mcp:", 100))  // 100 live tasks per principal
 *         .build();
 * }
 *
 * <p>Keys, all under the prefix: {@code task:<id>} (the task as JSON, expiring when the task's
 * time to live runs out, as Redis key expiry) and {@code tasks:<owner>} (the ids of an owner's
 * tasks, scored by when each expires; the principal's name, or one key for anonymous callers).
 * A task is created by a script that drops the owner's expired ids, counts the rest and refuses
 * beyond the limit, so processes creating tasks at once cannot exceed it together. The owner is
 * kept with the task, so a task stays visible only to the principal that created it, whichever
 * process is asked. Nothing is persisted by this class.
 */
public final class RedisTaskStore implements TaskStore, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedisTaskStore.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /**
     * Creates a task unless its owner is at the limit. KEYS: task, owner's ids. ARGV: JSON, now
     * ms, expires-at ms, ttl ms, limit, id. Returns 1, or -1 at the limit, or -2 if the id exists.
     */
    private static final String CREATE = """
            redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[2])
            if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return -1 end
            if redis.call('EXISTS', KEYS[1]) == 1 then return -2 end
            redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4])
            redis.call('ZADD', KEYS[2], ARGV[3], ARGV[6])
            local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
            redis.call('PEXPIREAT', KEYS[2], last[2])
            return 1
            """;

    private final String prefix;
    private final int maxPerOwner;
    private final Clock clock;
    private final StatefulRedisConnection<String, String> connection;

    private RedisTaskStore(RedisClient client, String prefix, int maxPerOwner, Clock clock) {
        if (maxPerOwner <= 0) {
            throw new IllegalArgumentException("maxTasksPerPrincipal must be positive, not " + maxPerOwner);
        }
        this.prefix = prefix;
        this.maxPerOwner = maxPerOwner;
        this.clock = clock;
        this.connection = client.connect();
    }

    /**
     * Connects to Redis through {@code client}.
     *
     * @param client               the application's client; it stays the application's to shut down
     * @param prefix               put before every key, so that several deployments may share one Redis
     * @param maxTasksPerPrincipal how many live tasks one principal may have, across all processes
     *                             (anonymous callers count as one)
     * @return a store that is connected
     * @throws IllegalArgumentException                  if {@code maxTasksPerPrincipal} is not positive
     * @throws io.lettuce.core.RedisConnectionException if Redis cannot be reached
     */
    public static RedisTaskStore create(RedisClient client, String prefix, int maxTasksPerPrincipal) {
        return new RedisTaskStore(Objects.requireNonNull(client, "client"), Objects.requireNonNull(prefix, "prefix"),
                maxTasksPerPrincipal, Clock.systemUTC());
    }

    private RedisCommands<String, String> redis() {
        return connection.sync();
    }

    @Override
    public void create(StoredTask task) {
        Instant now = clock.instant();
        long ttl = Math.max(1, Duration.between(now, task.expiresAt()).toMillis());
        String[] keys = {taskKey(task.taskId()), ownerKey(task.owner())};
        Long outcome = redis().eval(CREATE, ScriptOutputType.INTEGER, keys, encode(task),
                Long.toString(now.toEpochMilli()), Long.toString(task.expiresAt().toEpochMilli()),
                Long.toString(ttl), Integer.toString(maxPerOwner), task.taskId());
        if (outcome == -1) {
            throw new TaskLimitException("Too many tasks: this caller already has " + maxPerOwner
                    + " (the limit); wait for some to expire");
        }
        if (outcome == -2) {
            throw new IllegalArgumentException("Task " + task.taskId() + " exists already");
        }
    }

    @Override
    public Optional<StoredTask> get(String taskId) {
        return Optional.ofNullable(decode(redis().get(taskKey(taskId))));
    }

    @Override
    public void update(StoredTask task) {
        // XX: a task forgotten (expired) is not brought back; KEEPTTL: its expiry stays.
        redis().set(taskKey(task.taskId()), encode(task), SetArgs.Builder.xx().keepttl());
    }

    @Override
    public List<StoredTask> list(@Nullable String owner) {
        String key = ownerKey(owner);
        List<String> ids = redis().zrangebyscore(key,
                io.lettuce.core.Range.create((double) clock.millis() + 1, Double.POSITIVE_INFINITY));
        if (ids.isEmpty()) {
            return List.of();
        }
        List<StoredTask> out = new ArrayList<>();
        for (KeyValue<String, String> kv : redis().mget(ids.stream().map(this::taskKey).toArray(String[]::new))) {
            StoredTask t = kv.hasValue() ? decode(kv.getValue()) : null;
            if (t != null && Objects.equals(t.owner(), owner)) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparing(StoredTask::createdAt));
        return out;
    }

    private String taskKey(String taskId) {
        return prefix + "task:" + taskId;
    }

    /** Principals and the anonymous caller never share a key: "=" before a name, "-" alone. */
    private String ownerKey(@Nullable String owner) {
        return prefix + "tasks:" + (owner == null ? "-" : "=" + owner);
    }

    static String encode(StoredTask t) {
        ObjectNode o = JSON.createObjectNode();
        o.put("id", t.taskId());
        if (t.owner() != null) {
            o.put("owner", t.owner());
        }
        o.put("status", t.status().name());
        if (t.statusMessage() != null) {
            o.put("message", t.statusMessage());
        }
        o.put("created", t.createdAt().toString());
        o.put("updated", t.lastUpdatedAt().toString());
        o.put("ttl", t.ttl().toMillis());
        o.put("poll", t.pollInterval().toMillis());
        o.set("input", t.inputRequests());
        if (t.result() != null) {
            o.set("result", t.result());
        }
        if (t.error() != null) {
            o.set("error", t.error());
        }
        return o.toString();
    }

    static @Nullable StoredTask decode(@Nullable String text) {
        if (text == null) {
            return null;
        }
        try {
            JsonNode o = JSON.readTree(text);
            return new StoredTask(o.get("id").asString(), o.hasNonNull("owner") ? o.get("owner").asString() : null,
                    TaskStatus.valueOf(o.get("status").asString()),
                    o.hasNonNull("message") ? o.get("message").asString() : null,
                    Instant.parse(o.get("created").asString()), Instant.parse(o.get("updated").asString()),
                    Duration.ofMillis(o.get("ttl").asLong()), Duration.ofMillis(o.get("poll").asLong()),
                    (ObjectNode) o.get("input"), (ObjectNode) o.get("result"), (ObjectNode) o.get("error"));
        } catch (RuntimeException e) { // JacksonException included
            LOG.warn("Ignored a task in Redis that cannot be read: {}", e.toString());
            return null;
        }
    }

    /** Closes the connection. The client is left open. */
    @Override
    public void close() {
        connection.close();
    }
}
