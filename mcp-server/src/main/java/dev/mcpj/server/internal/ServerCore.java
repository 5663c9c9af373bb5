package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.server.Connection;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;

/** What all connections of one server share: identity, limits, registries, threads. */
public final class ServerCore {
    final Implementation info;
    final String instructions;
    final ServerLimits limits;
    final Executor executor;
    final ScheduledExecutorService scheduler = ThreadSupport.scheduler();
    final JsonRpcCodec codec;
    final SchemaValidator validator = new SchemaValidator();
    final ToolRegistry tools;
    final Duration defaultToolTimeout;
    final Duration progressInterval;
    final Duration clientRequestTimeout;
    private final ExecutorService ownedExecutor;
    private final Set<Session> sessions = ConcurrentHashMap.newKeySet();

    public ServerCore(Implementation info, String instructions, ServerLimits limits, Executor executor,
                      Duration defaultToolTimeout, Duration progressInterval, Duration clientRequestTimeout) {
        this.info = info;
        this.instructions = instructions;
        this.limits = limits;
        this.ownedExecutor = executor == null ? ThreadSupport.defaultExecutor() : null;
        this.executor = executor == null ? ownedExecutor : executor;
        this.codec = new JsonRpcCodec(limits.maxNestingDepth(), limits.maxMessageBytes());
        this.tools = new ToolRegistry(validator);
        this.defaultToolTimeout = defaultToolTimeout;
        this.progressInterval = progressInterval;
        this.clientRequestTimeout = clientRequestTimeout;
    }

    public void addTool(ServerTool tool) {
        tools.add(tool);
    }

    public boolean removeTool(String name) {
        return tools.remove(name);
    }

    public List<ServerTool> tools() {
        return tools.all();
    }

    public Connection connect(Transport transport) {
        Session session = new Session(this, transport);
        sessions.add(session);
        session.start();
        return session;
    }

    void closed(Session session) {
        sessions.remove(session);
    }

    /** Closes every connection and releases the threads the server owns. */
    public void close() {
        for (Session s : List.copyOf(sessions)) {
            s.shutdown(limits.shutdownGrace());
        }
        scheduler.shutdownNow();
        if (ownedExecutor != null) {
            ownedExecutor.shutdownNow();
        }
    }
}
