package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Visibility;
import dev.mcpj.server.task.TaskStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * Everything a server is built with, as its builder collected it: the one value a
 * {@link ServerCore} is made from.
 *
 * @param info                    the server's name and version
 * @param instructions            guidance for the model, or {@code null}
 * @param limits                  what clients may send and hold
 * @param executor                where handlers run, or {@code null} for threads the server owns
 * @param handlersOnReadThread    whether a quick handler may run on the thread that read its request
 * @param toolTimeout             how long a tool call may run, or {@code null} for no limit
 * @param progressInterval        the least time between two progress notifications of one call
 * @param clientRequestTimeout    how long a question to the client waits for its answer
 * @param cacheHints              the cache hint of each method that has one, before the extensions' own
 * @param requestStateKey         the key that seals {@code requestState}, or {@code null} for a random one
 * @param requestStateLifetime    how long a sealed {@code requestState} opens
 * @param retiredRequestStateKeys keys that still open states sealed before a rotation
 * @param broadcaster             what carries events between the processes serving the same clients
 * @param capabilities            what the server declares beyond what it has registered
 * @param observers               the interceptors that see every request first, in order
 * @param interceptors            the interceptors after them, in order, before the extensions' own
 * @param visibility              what each caller sees, or {@code null} for everything
 * @param taskStore               where tasks are kept
 * @param taskTtl                 how long a task is kept
 * @param taskPollInterval        how often clients are advised to poll a task
 * @param extensions              the protocol extensions offered
 * @param clock                   the clock the server's timers follow
 */
public record ServerOptions(Implementation info, @Nullable String instructions, ServerLimits limits,
                            @Nullable Executor executor, boolean handlersOnReadThread,
                            @Nullable Duration toolTimeout, Duration progressInterval,
                            Duration clientRequestTimeout, Map<String, CacheHint> cacheHints,
                            byte @Nullable [] requestStateKey, Duration requestStateLifetime,
                            List<byte[]> retiredRequestStateKeys, Broadcaster broadcaster,
                            ServerCapabilities capabilities, List<Interceptor> observers,
                            List<Interceptor> interceptors, @Nullable Visibility visibility,
                            TaskStore taskStore, Duration taskTtl, Duration taskPollInterval,
                            List<Extension> extensions, Clock clock) {
    /** Copies the collections, so that the builder may go on changing its own. */
    public ServerOptions {
        cacheHints = Map.copyOf(cacheHints);
        retiredRequestStateKeys = List.copyOf(retiredRequestStateKeys);
        observers = List.copyOf(observers);
        interceptors = List.copyOf(interceptors);
        extensions = List.copyOf(extensions);
    }
}
