package dev.mcpj.server.internal.task;

import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.task.TaskStore;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The default {@link TaskStore}: tasks in insertion order in one map, a bounded number per owner,
 * expired ones dropped when the store is next used after the earliest expiry (a scan of the map;
 * the per-owner limit bounds it).
 */
public final class InMemoryTaskStore implements TaskStore {
    private final int maxPerOwner;
    private final Clock clock;
    private final LinkedHashMap<String, StoredTask> tasks = new LinkedHashMap<>();
    private final Map<@Nullable String, Integer> perOwner = new java.util.HashMap<>();
    /** The earliest expiry of a kept task: nothing needs dropping before it. */
    private Instant nextExpiry = Instant.MAX;

    /** A store keeping up to {@code maxPerOwner} live tasks per owner, on the system clock. */
    public InMemoryTaskStore(int maxPerOwner) {
        this(maxPerOwner, Clock.systemUTC());
    }

    /** With a clock of the caller's, for tests of expiry. */
    public InMemoryTaskStore(int maxPerOwner, Clock clock) {
        if (maxPerOwner <= 0) {
            throw new IllegalArgumentException("maxTasksPerPrincipal must be positive, not " + maxPerOwner);
        }
        this.maxPerOwner = maxPerOwner;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public synchronized void create(StoredTask task) {
        dropExpired();
        int owned = perOwner.getOrDefault(task.owner(), 0);
        if (owned >= maxPerOwner) {
            throw new TaskLimitException("Too many tasks: this caller already has " + owned
                    + " (the limit); wait for some to expire");
        }
        if (tasks.putIfAbsent(task.taskId(), task) != null) {
            throw new IllegalArgumentException("Task " + task.taskId() + " exists already");
        }
        perOwner.merge(task.owner(), 1, Integer::sum);
        if (task.expiresAt().isBefore(nextExpiry)) {
            nextExpiry = task.expiresAt();
        }
    }

    @Override
    public synchronized Optional<StoredTask> get(String taskId) {
        dropExpired();
        return Optional.ofNullable(tasks.get(taskId));
    }

    @Override
    public synchronized void update(StoredTask task) {
        tasks.computeIfPresent(task.taskId(), (id, old) -> task);
    }

    @Override
    public synchronized List<StoredTask> list(@Nullable String owner) {
        dropExpired();
        List<StoredTask> out = new ArrayList<>();
        for (StoredTask t : tasks.values()) {
            if (Objects.equals(t.owner(), owner)) {
                out.add(t);
            }
        }
        return out;
    }

    /** How many tasks the store holds, expired ones that were not yet dropped included. */
    public synchronized int size() {
        return tasks.size();
    }

    private void dropExpired() {
        Instant now = clock.instant();
        if (now.isBefore(nextExpiry)) {
            return;
        }
        nextExpiry = Instant.MAX;
        for (Iterator<StoredTask> it = tasks.values().iterator(); it.hasNext(); ) {
            StoredTask t = it.next();
            if (t.isExpired(now)) {
                it.remove();
                perOwner.computeIfPresent(t.owner(), (o, n) -> n <= 1 ? null : n - 1);
            } else if (t.expiresAt().isBefore(nextExpiry)) {
                nextExpiry = t.expiresAt();
            }
        }
    }
}
