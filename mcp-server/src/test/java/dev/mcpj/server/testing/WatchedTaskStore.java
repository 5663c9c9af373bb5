package dev.mcpj.server.testing;

import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskStore;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A task store that tells a test each time a task is written: a test waiting for a task to reach
 * a status looks again when the task has changed, rather than on a timer. Everything else is the
 * given store's.
 */
public final class WatchedTaskStore implements TaskStore {
    private final TaskStore store;
    private long writes;

    public WatchedTaskStore(TaskStore store) {
        this.store = store;
    }

    /** How many times a task has been created or updated so far. */
    public synchronized long writes() {
        return writes;
    }

    /** Waits until a task is written after the {@code seen}th write (see {@link #writes()}). */
    public synchronized void awaitWriteAfter(long seen) throws InterruptedException {
        while (writes <= seen) {
            wait();
        }
    }

    @Override
    public void create(StoredTask task) {
        store.create(task);
        written();
    }

    @Override
    public Optional<StoredTask> get(String taskId) {
        return store.get(taskId);
    }

    @Override
    public void update(StoredTask task) {
        store.update(task);
        written();
    }

    @Override
    public List<StoredTask> list(@Nullable String owner) {
        return store.list(owner);
    }

    private synchronized void written() {
        writes++;
        notifyAll();
    }
}
