package dev.mcpj.server.internal;

import dev.mcpj.server.cluster.Broadcaster;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** {@link Broadcaster#inProcess()}: delivers each message on the publishing thread. */
public final class LocalBroadcaster implements Broadcaster {
    private final Map<String, List<Consumer<String>>> listeners = new ConcurrentHashMap<>();

    @Override
    public void publish(String channel, String message) {
        Objects.requireNonNull(message, "message");
        List<Consumer<String>> those = listeners.get(Objects.requireNonNull(channel, "channel"));
        if (those == null) {
            return;
        }
        for (Consumer<String> listener : those) {
            try {
                listener.accept(message);
            } catch (RuntimeException e) {
                Log.server().warn("A listener of channel {} failed", channel, e);
            }
        }
    }

    @Override
    public Subscription subscribe(String channel, Consumer<String> listener) {
        Objects.requireNonNull(listener, "listener");
        // A wrapper per subscription, so that the same listener subscribed twice is removed once.
        Consumer<String> own = listener::accept;
        listeners.computeIfAbsent(Objects.requireNonNull(channel, "channel"), c -> new CopyOnWriteArrayList<>())
                .add(own);
        return () -> listeners.computeIfPresent(channel, (c, list) -> {
            list.remove(own);
            return list.isEmpty() ? null : list;
        });
    }
}
