package dev.mcpj.server.task;

import dev.mcpj.server.internal.task.InMemoryTaskStore;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Where a server keeps its tasks' state: created before the client is told of a task, updated at
 * each change of status, read by {@code tasks/get} (and {@code tasks/result}, {@code tasks/list}
 * in 2025-11-25). The server checks who may see a task ({@link StoredTask#isVisibleTo}); a store
 * keeps values and forgets them once expired ({@link StoredTask#isExpired}).
 *
 * <p>The running call behind a task lives in the process that started it; the state outlives
 * the connection that started it, so a client may fetch a task's result over a new connection.
 * A store shared by several processes (such as the Redis one of the {@code mcp-redis} module),
 * with a shared {@link dev.mcpj.server.cluster.Broadcaster}, lets any of them answer for a task:
 * a cancel or an answer for a task running elsewhere is carried to the process running it.
 * An implementation must be safe for concurrent use. {@link #inMemory(int)} is the default.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("reports", "1.0.0")
 *         .taskStore(TaskStore.inMemory(20))   // at most 20 live tasks per principal
 *         .build();
 * }
 */
public interface TaskStore {
    /** The default limit of live tasks per principal of {@link #inMemory()}. */
    int DEFAULT_MAX_TASKS_PER_PRINCIPAL = 100;

    /**
     * Keeps a new task. When this returns, {@link #get} finds it.
     *
     * @param task the task, in its first status
     * @throws TaskLimitException if its owner already has as many live tasks as the store allows
     */
    void create(StoredTask task);

    /**
     * Reads a task.
     *
     * @param taskId the task's identifier
     * @return the task, or empty when it is unknown or expired
     */
    Optional<StoredTask> get(String taskId);

    /**
     * Replaces the state of a task kept earlier; a task forgotten since is not brought back.
     *
     * @param task the task's new state, with the identifier of the one it replaces
     */
    void update(StoredTask task);

    /**
     * Lists the tasks of one owner.
     *
     * @param owner the principal, or {@code null} for anonymous callers
     * @return its live (unexpired) tasks, oldest first
     */
    List<StoredTask> list(@Nullable String owner);

    /**
     * A store in this process's memory, keeping up to {@value #DEFAULT_MAX_TASKS_PER_PRINCIPAL}
     * live tasks per principal, and forgetting each once its time to live has passed.
     *
     * @return a new, empty store
     */
    static TaskStore inMemory() {
        return inMemory(DEFAULT_MAX_TASKS_PER_PRINCIPAL);
    }

    /**
     * A store in this process's memory, keeping up to {@code maxTasksPerPrincipal} live tasks per
     * principal (anonymous callers count as one), and forgetting each once its time to live has
     * passed.
     *
     * @param maxTasksPerPrincipal the limit of live tasks per principal, positive
     * @return a new, empty store
     * @throws IllegalArgumentException if {@code maxTasksPerPrincipal} is not positive
     */
    static TaskStore inMemory(int maxTasksPerPrincipal) {
        return new InMemoryTaskStore(maxTasksPerPrincipal);
    }
}
