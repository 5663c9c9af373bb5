package dev.mcpj.redis;

import dev.mcpj.server.cluster.Broadcaster;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link Broadcaster} on Redis pub/sub: a message published by any process reaches the
 * subscriptions of every process connected to the same Redis (and using the same prefix), the
 * publisher's own included. Give one to each server with
 * {@link dev.mcpj.server.McpServer.Builder#broadcaster}.
 *
 * {@snippet :
 * RedisClient redis = RedisClient.create("redis://redis.internal:6379");
 * RedisBroadcaster broadcaster = RedisBroadcaster.create(redis, "mcp:");
 * McpServer server = McpServer.builder("files", "1.0.0").broadcaster(broadcaster).build();
 * // ... on shutdown: server.close(); broadcaster.close(); redis.shutdown();
 * }
 *
 * <p>Publishing does not wait for Redis. Messages are delivered to listeners one at a time, on a
 * thread of this broadcaster, never on the client's I/O threads. Pub/sub is fire and forget, as
 * notifications are: a process that is disconnected from Redis misses what is published
 * meanwhile; Lettuce reconnects and subscribes again by itself.
 */
public final class RedisBroadcaster implements Broadcaster, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RedisBroadcaster.class);

    private final String prefix;
    private final StatefulRedisConnection<String, String> publisher;
    private final StatefulRedisPubSubConnection<String, String> subscriber;
    private final Map<String, List<Consumer<String>>> listeners = new ConcurrentHashMap<>();
    private final ExecutorService delivery = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mcp-redis-broadcast");
        t.setDaemon(true);
        return t;
    });

    private RedisBroadcaster(RedisClient client, String prefix) {
        this.prefix = prefix;
        this.publisher = client.connect();
        try {
            this.subscriber = client.connectPubSub();
        } catch (RuntimeException e) {
            publisher.close();
            throw e;
        }
        subscriber.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                deliver(channel, message);
            }
        });
    }

    /**
     * Connects to Redis through {@code client}: one connection to publish and one to subscribe.
     *
     * @param client the application's client; it stays the application's to shut down
     * @param prefix put before every channel name, so that several deployments may share one
     *               Redis (such as {@code mcp:})
     * @return a broadcaster that is connected
     * @throws io.lettuce.core.RedisConnectionException if Redis cannot be reached
     */
    public static RedisBroadcaster create(RedisClient client, String prefix) {
        return new RedisBroadcaster(Objects.requireNonNull(client, "client"), Objects.requireNonNull(prefix, "prefix"));
    }

    @Override
    public void publish(String channel, String message) {
        Objects.requireNonNull(message, "message");
        publisher.async().publish(prefix + Objects.requireNonNull(channel, "channel"), message)
                .exceptionally(e -> {
                    LOG.warn("Could not publish on channel {}{}: {}", prefix, channel, e.toString());
                    return null;
                });
    }

    @Override
    public Subscription subscribe(String channel, Consumer<String> listener) {
        Objects.requireNonNull(listener, "listener");
        String name = prefix + Objects.requireNonNull(channel, "channel");
        Consumer<String> own = listener::accept;
        boolean first;
        synchronized (listeners) {
            List<Consumer<String>> those = listeners.computeIfAbsent(name, c -> new CopyOnWriteArrayList<>());
            first = those.isEmpty();
            those.add(own);
        }
        if (first) {
            // Waits for Redis to confirm: a message published after this returns is delivered.
            subscriber.sync().subscribe(name);
        }
        return () -> unsubscribe(name, own);
    }

    private void unsubscribe(String name, Consumer<String> listener) {
        boolean last;
        synchronized (listeners) {
            List<Consumer<String>> those = listeners.get(name);
            if (those == null || !those.remove(listener)) {
                return;
            }
            last = those.isEmpty();
            if (last) {
                listeners.remove(name);
            }
        }
        if (last && subscriber.isOpen()) {
            subscriber.async().unsubscribe(name);
        }
    }

    private void deliver(String channel, String message) {
        List<Consumer<String>> those = listeners.get(channel);
        if (those == null) {
            return;
        }
        try {
            delivery.execute(() -> {
                for (Consumer<String> listener : those) {
                    try {
                        listener.accept(message);
                    } catch (RuntimeException e) {
                        LOG.warn("A listener of channel {} failed", channel, e);
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("Dropped a message on channel {}: the broadcaster is closed", channel);
        }
    }

    /** Closes both connections; listeners get nothing more. The client is left open. */
    @Override
    public void close() {
        delivery.shutdownNow();
        subscriber.close();
        publisher.close();
    }
}
