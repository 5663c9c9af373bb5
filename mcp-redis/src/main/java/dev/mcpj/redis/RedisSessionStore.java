package dev.mcpj.redis;

import dev.mcpj.server.cluster.SessionStore;
import io.lettuce.core.GetExArgs;
import io.lettuce.core.RedisClient;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link SessionStore} in Redis: give the same one (same Redis, same prefix) to the HTTP
 * transport of every process behind the load balancer, with its options' {@code sessionStore}
 * (this module does not depend on the transport: the store's SPI is the server's).
 *
 * {@snippet :
 * RedisClient redis = RedisClient.create("redis://redis.internal:6379");
 * RedisSessionStore store = RedisSessionStore.create(redis, "mcp:");
 * HttpMcpServer http = HttpMcpServer.builder(server)
 *         .options(HttpTransportOptions.builder().sessionStore(store).build())
 *         .start();
 * }
 *
 * <p>Keys, all under the prefix: {@code session:<id>} (the session, expiring with the session
 * idle timeout and pushed back by every request), {@code streams:<id>} (the stream blocks claimed),
 * {@code events:<id>:<stream>} and {@code meta:<id>:<stream>} (a stream's last events, at most the
 * transport's {@code eventBufferSize}, and who writes it; both expire with the idle timeout after
 * the stream's last event), {@code node:<node>} (a process's heartbeat). Nothing is persisted by
 * this class: run Redis without persistence if sessions need not survive it.
 *
 * <p>Events are stored without waiting for Redis (commands on one connection keep their order);
 * everything else waits for its answer.
 */
public final class RedisSessionStore implements SessionStore, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedisSessionStore.class);
    /**
     * Appends an event, records who writes the stream and whether it ended, drops the oldest
     * events beyond the bound while remembering the newest dropped, and pushes back the expiry.
     * KEYS: events, meta. ARGV: entry, node, request id, max events, ttl ms, last (1/0).
     */
    private static final String APPEND = """
            redis.call('RPUSH', KEYS[1], ARGV[1])
            redis.call('HSETNX', KEYS[2], 'node', ARGV[2])
            redis.call('HSETNX', KEYS[2], 'request', ARGV[3])
            if ARGV[6] == '1' then redis.call('HSET', KEYS[2], 'complete', '1') end
            local n = redis.call('LLEN', KEYS[1])
            while n > tonumber(ARGV[4]) do
              local dropped = redis.call('LPOP', KEYS[1])
              redis.call('HSET', KEYS[2], 'lost', string.match(dropped, '^(%d+)'))
              n = n - 1
            end
            redis.call('PEXPIRE', KEYS[1], ARGV[5])
            redis.call('PEXPIRE', KEYS[2], ARGV[5])
            return n
            """;

    private final String prefix;
    private final StatefulRedisConnection<String, String> connection;

    private RedisSessionStore(RedisClient client, String prefix) {
        this.prefix = prefix;
        this.connection = client.connect();
    }

    /**
     * Connects to Redis through {@code client}.
     *
     * @param client the application's client; it stays the application's to shut down
     * @param prefix put before every key, so that several deployments may share one Redis
     * @return a store that is connected
     * @throws io.lettuce.core.RedisConnectionException if Redis cannot be reached
     */
    public static RedisSessionStore create(RedisClient client, String prefix) {
        return new RedisSessionStore(Objects.requireNonNull(client, "client"), Objects.requireNonNull(prefix, "prefix"));
    }

    private RedisCommands<String, String> redis() {
        return connection.sync();
    }

    @Override
    public void save(String sessionId, StoredSession session, Duration ttl) {
        redis().set(prefix + "session:" + sessionId, session.encode(), SetArgs.Builder.px(ttl.toMillis()));
    }

    @Override
    public @Nullable StoredSession load(String sessionId, Duration ttl) {
        String text = redis().getex(prefix + "session:" + sessionId, GetExArgs.Builder.px(ttl.toMillis()));
        if (text == null) {
            return null;
        }
        try {
            return StoredSession.decode(text);
        } catch (IllegalArgumentException e) {
            LOG.warn("Ignored a session in Redis that cannot be read: {}", e.getMessage());
            return null;
        }
    }

    @Override
    public void delete(String sessionId) {
        redis().del(prefix + "session:" + sessionId, prefix + "streams:" + sessionId);
    }

    @Override
    public long claimStreams(String sessionId) {
        String key = prefix + "streams:" + sessionId;
        long block = redis().incr(key);
        Long ttl = redis().pttl(prefix + "session:" + sessionId);
        if (ttl != null && ttl > 0) {
            redis().pexpire(key, ttl);
        }
        return block;
    }

    @Override
    public void append(String sessionId, StreamEvent event, int maxEvents, Duration ttl) {
        String[] keys = {events(sessionId, event.stream()), meta(sessionId, event.stream())};
        String entry = event.seq() + " " + new String(event.data(), StandardCharsets.UTF_8);
        connection.async().eval(APPEND, ScriptOutputType.INTEGER, keys, entry, event.node(), event.requestId(),
                        Integer.toString(maxEvents), Long.toString(ttl.toMillis()), event.last() ? "1" : "0")
                .exceptionally(e -> {
                    LOG.warn("Could not keep an event in Redis: {}", e.toString());
                    return null;
                });
    }

    @Override
    public @Nullable StoredEvents after(String sessionId, long stream, long seq) {
        Map<String, String> meta = redis().hgetall(meta(sessionId, stream));
        if (meta == null || !meta.containsKey("node")) {
            return null;
        }
        String lost = meta.get("lost");
        if (lost != null && Long.parseLong(lost) > seq) {
            return null;
        }
        List<byte[]> events = new ArrayList<>();
        List<Long> seqs = new ArrayList<>();
        for (String entry : redis().lrange(events(sessionId, stream), 0, -1)) {
            int space = entry.indexOf(' ');
            long s = Long.parseLong(entry.substring(0, space));
            if (s > seq) {
                events.add(entry.substring(space + 1).getBytes(StandardCharsets.UTF_8));
                seqs.add(s);
            }
        }
        return new StoredEvents(events, seqs, "1".equals(meta.get("complete")), meta.get("node"), meta.get("request"));
    }

    @Override
    public void heartbeat(String node, Duration ttl) {
        redis().set(prefix + "node:" + node, "1", SetArgs.Builder.px(ttl.toMillis()));
    }

    @Override
    public boolean alive(String node) {
        return redis().exists(prefix + "node:" + node) > 0;
    }

    private String events(String sessionId, long stream) {
        return prefix + "events:" + sessionId + ":" + stream;
    }

    private String meta(String sessionId, long stream) {
        return prefix + "meta:" + sessionId + ":" + stream;
    }

    /** Closes the connection. The client is left open. */
    @Override
    public void close() {
        connection.close();
    }
}
