package dev.mcpj.server.cluster;

import dev.mcpj.server.internal.LocalBroadcaster;
import java.util.function.Consumer;

/**
 * Carries short messages between the server processes that serve the same clients, so that an
 * event raised on one reaches the clients connected to any of them. The server publishes on it
 * what {@link dev.mcpj.server.McpServer#notifyResourceUpdated} and
 * {@link dev.mcpj.server.McpServer#notifyElicitationComplete} are told, and delivers what it
 * receives to its own connections: a {@code subscriptions/listen} stream (protocol 2026-07-28) or
 * a legacy {@code resources/subscribe} gets a change raised on another process. It also carries a
 * {@code tasks/cancel} or {@code tasks/update} received by a process that does not run the task
 * to the one that does (channels {@code tasks/cancel} and {@code tasks/update}).
 *
 * <p>The default, {@link #inProcess()}, reaches this process only. A shared implementation (such
 * as the Redis one of the {@code mcp-redis} module) must deliver every message published on a
 * channel, by any process, to every subscription of that channel, including those of the process
 * that published it, once each. Delivery is best effort, as notifications are: a message
 * published while a process is unreachable may be lost to it.
 *
 * <p>Implementations are thread-safe; {@link #publish} must not block for long, and listeners
 * are called on the implementation's own thread, one message at a time per subscription.
 */
public interface Broadcaster {

    /**
     * Publishes {@code message} on {@code channel} to every process, this one included.
     *
     * @param channel a short name, such as {@code resources/updated}
     * @param message the payload, such as a resource's URI
     */
    void publish(String channel, String message);

    /**
     * Delivers every message published on {@code channel} from now on, by any process, to
     * {@code listener}, until the returned subscription is closed.
     *
     * @param channel  the channel to follow
     * @param listener called with each message; must not block for long
     * @return the handle that stops the delivery
     */
    Subscription subscribe(String channel, Consumer<String> listener);

    /** Delivery of one channel to one listener; closing it stops the delivery. */
    interface Subscription extends AutoCloseable {
        /** Stops the delivery; later calls do nothing. */
        @Override
        void close();
    }

    /**
     * A broadcaster that reaches this process only: every subscription of the same instance gets
     * each message at once, on the publishing thread. The default of every server.
     *
     * @return a new, independent broadcaster
     */
    static Broadcaster inProcess() {
        return new LocalBroadcaster();
    }
}
