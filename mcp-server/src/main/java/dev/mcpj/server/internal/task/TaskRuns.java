package dev.mcpj.server.internal.task;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskView;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.wire.ListParams;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.task.TaskStatus;
import dev.mcpj.server.task.TaskStore;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The tasks of one server: which tool calls become tasks, the tasks running in this process, and
 * the {@code tasks/*} methods of both eras over the {@link TaskStore}. A task is seen only by the
 * principal that created it; to another it is unknown.
 */
public final class TaskRuns {
    private static final SecureRandom RANDOM = new SecureRandom();
    /**
     * How long a {@code tasks/cancel} or {@code tasks/update} for a task running in another
     * process waits for that process to act on it; after that the process is taken for gone (a
     * cancelled task is then marked cancelled here).
     */
    private static final Duration REMOTE_WAIT = Duration.ofSeconds(5);
    private static final Duration REMOTE_CHECK = Duration.ofMillis(25);

    /** How a {@code tools/call} runs. */
    public enum Plan {
        /** As an ordinary request. */
        ORDINARY,
        /** As a task, created before the handler runs. */
        TASK,
        /** As an ordinary request until its handler calls {@code startTask()}. */
        HANDLER_DECIDES
    }

    private final ServerCore core;
    final TaskStore store;
    final Duration ttl;
    final Duration pollInterval;
    final Clock clock;
    private final ConcurrentHashMap<String, TaskRun> live = new ConcurrentHashMap<>();

    public TaskRuns(ServerCore core, TaskStore store, Duration ttl, Duration pollInterval, Clock clock) {
        this.core = core;
        this.store = store;
        this.ttl = ttl;
        this.pollInterval = pollInterval;
        this.clock = clock;
    }

    /**
     * How a call of {@code tool} runs.
     *
     * @throws ProtocolException when the tool's task support and the client's request disagree:
     *                           {@code -32601} in 2025-11-25, {@code -32021} in 2026-07-28
     */
    public Plan plan(Call call, ServerTool tool) {
        TaskSupport support = tool.taskSupport();
        String name = tool.tool().name();
        if (call.profile().modern()) {
            if (support == TaskSupport.FORBIDDEN) {
                return Plan.ORDINARY;
            }
            if (!TaskWire.declaresExtension(call.profile().clientCapabilities())) {
                if (support == TaskSupport.REQUIRED) {
                    throw new ProtocolException(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY, "Tool '" + name
                            + "' runs only as a task: declare the " + TaskWire.EXTENSION + " extension",
                            TaskWire.extensionRequiredData());
                }
                return Plan.ORDINARY;
            }
            return tool.taskStartedByHandler() ? Plan.HANDLER_DECIDES : Plan.TASK;
        }
        boolean asks = TaskWire.asksForTask(call.params());
        if (asks && support == TaskSupport.FORBIDDEN) {
            throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Tool '" + name + "' does not run as a task");
        }
        if (!asks && support == TaskSupport.REQUIRED) {
            throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Tool '" + name
                    + "' runs only as a task: call it with params.task");
        }
        return asks ? Plan.TASK : Plan.ORDINARY;
    }

    /**
     * Creates the task of {@code call} in the store, then answers the request with it; the
     * handler's outcome goes to the task from now on.
     *
     * @return false if the call was answered (or cancelled) before it could become a task
     * @throws ProtocolException {@code -32600} when the caller has too many tasks
     */
    public boolean begin(Call call) {
        Instant now = clock.instant();
        Duration kept = ttl;
        Long asked = call.profile().modern() ? null : TaskWire.requestedTtl(call.params());
        if (asked != null && asked < ttl.toMillis()) {
            kept = Duration.ofMillis(asked);
        }
        StoredTask task = new StoredTask(newId(), call.principal(), TaskStatus.WORKING, null, now, now, kept,
                pollInterval, Json.object(), null, null);
        try {
            store.create(task);
        } catch (TaskLimitException e) {
            throw new ProtocolException(ErrorCode.INVALID_REQUEST, e.getMessage());
        }
        TaskRun run = new TaskRun(this, call, task);
        live.put(task.taskId(), run);
        run.expiry(core.timer.at(task.expiresAt(), () -> expire(run)));
        if (!call.detach(run, TaskWire.created(view(task), call.profile().modern()))) {
            live.remove(task.taskId());
            run.cancelled("The request ended before its task started");
            return false;
        }
        return true;
    }

    private void expire(TaskRun run) {
        if (!run.isTerminal()) {
            run.call.cancelTask("The task's time to live ran out");
        }
        live.remove(run.taskId, run);
    }

    /** A run that reached its end: it no longer needs finding. */
    void ended(TaskRun run) {
        live.remove(run.taskId, run);
    }

    // ---- tasks/* ----

    /** {@code tasks/get}: the task's status, and in 2026-07-28 its questions, result or error. */
    public JsonNode get(Call call) {
        StoredTask task = find(call);
        return TaskWire.detailed(view(task), call.profile().modern());
    }

    /** {@code tasks/update} (2026-07-28): answers to the task's questions; unknown keys are ignored. */
    public JsonNode update(Call call) {
        StoredTask task = find(call);
        ObjectNode responses = TaskWire.inputResponsesOf(call.params());
        TaskRun run = live.get(task.taskId());
        if (run != null) {
            run.answer(responses);
        } else if (!task.status().isTerminal()) {
            // running in another process (or in none): the one running it takes the answers,
            // and the answer waits until the store no longer shows the answered questions
            core.broadcast(ServerCore.TASK_UPDATE, task.taskId() + " " + responses);
            List<String> answered = responses.propertyNames().stream().filter(task.inputRequests()::has).toList();
            awaitElsewhere(call, task, clock.instant().plus(REMOTE_WAIT),
                    now -> now.status().isTerminal() || answered.stream().noneMatch(now.inputRequests()::has),
                    now -> Json.object());
            return Call.LATER;
        }
        return Json.object();
    }

    /** Answers to a task's questions that another process received: given to the run if it is ours. */
    public void answeredElsewhere(String message) {
        int space = message.indexOf(' ');
        TaskRun run = space < 0 ? null : live.get(message.substring(0, space));
        if (run == null) {
            return;
        }
        if (Json.mapper().readTree(message.substring(space + 1)) instanceof ObjectNode responses) {
            run.answer(responses);
        }
    }

    /** A {@code tasks/cancel} that another process received: the run is stopped if it is ours. */
    public void cancelledElsewhere(String taskId) {
        TaskRun run = live.get(taskId);
        if (run != null && !run.isTerminal()) {
            run.call.cancelTask("Cancelled by the client");
        }
    }

    /**
     * {@code tasks/cancel}: stops the handler and marks the task cancelled. A task that has ended
     * is acknowledged as it is in 2026-07-28, and refused with {@code -32602} in 2025-11-25.
     */
    public JsonNode cancel(Call call) {
        StoredTask task = find(call);
        boolean modern = call.profile().modern();
        if (!task.status().isTerminal()) {
            TaskRun run = live.get(task.taskId());
            if (run != null) {
                run.call.cancelTask("Cancelled by the client");
            } else {
                // running in another process, or in none (it outlived one): the one running it
                // stops it and marks it; the answer waits until the store shows it ended
                core.broadcast(ServerCore.TASK_CANCEL, task.taskId());
                awaitElsewhere(call, task, clock.instant().plus(REMOTE_WAIT), now -> now.status().isTerminal(),
                        now -> {
                            StoredTask ended = now;
                            if (!now.status().isTerminal()) { // no process runs it
                                ended = now.with(TaskStatus.CANCELLED, "Cancelled by the client", clock.instant(),
                                        Json.object(), null, null);
                                store.update(ended);
                            }
                            return modern ? Json.object() : TaskWire.task(view(ended), false);
                        });
                return Call.LATER;
            }
            task = store.get(task.taskId()).orElse(task);
        } else if (!modern) {
            throw new InvalidParamsException("Task '" + task.taskId() + "' has already ended ("
                    + task.status().wire() + ") and cannot be cancelled");
        }
        return modern ? Json.object() : TaskWire.task(view(task), false);
    }

    /**
     * Answers a request carried to another process once the store shows that process acted on it
     * ({@code done}), or once {@code deadline} has passed (no process runs the task): with
     * {@code answer} of the task as the store then has it.
     */
    private void awaitElsewhere(Call call, StoredTask asked, Instant deadline, Predicate<StoredTask> done,
                                Function<StoredTask, ObjectNode> answer) {
        core.scheduler.schedule(() -> {
            if (call.isDone()) {
                return;
            }
            try {
                StoredTask now = store.get(asked.taskId()).orElse(asked);
                if (!done.test(now) && clock.instant().isBefore(deadline)) {
                    awaitElsewhere(call, asked, deadline, done, answer);
                    return;
                }
                call.settle(answer.apply(now), null);
            } catch (RuntimeException e) {
                call.fail(ErrorCode.INTERNAL_ERROR, "The task could not be reached", null);
            }
        }, REMOTE_CHECK.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * {@code tasks/result} (2025-11-25): waits until the task ends, then answers exactly as the
     * underlying request would have been: its result (tied to the task in {@code _meta}), or its error.
     */
    public JsonNode result(Call call) {
        StoredTask task = find(call);
        if (task.status().isTerminal()) {
            return resultOf(task);
        }
        TaskRun run = live.get(task.taskId());
        if (run != null) {
            run.whenTerminal(ended -> answerWithResult(call, ended));
        } else {
            pollUntilEnded(call, task.taskId());
        }
        return Call.LATER;
    }

    /** Waits for a task that runs in no process of ours by reading the store at its poll interval. */
    private void pollUntilEnded(Call call, String taskId) {
        core.scheduler.schedule(() -> {
            if (call.isDone()) {
                return;
            }
            Optional<StoredTask> now = store.get(taskId);
            if (now.isEmpty()) {
                call.fail(ErrorCode.INVALID_PARAMS, "Task '" + taskId + "' expired before it ended", null);
            } else if (now.get().status().isTerminal()) {
                answerWithResult(call, now.get());
            } else {
                pollUntilEnded(call, taskId);
            }
        }, pollInterval.toNanos(), TimeUnit.NANOSECONDS);
    }

    private static void answerWithResult(Call call, StoredTask task) {
        try {
            call.settle(resultOf(task), null);
        } catch (ProtocolException e) {
            call.settle(null, e);
        }
    }

    /**
     * What the underlying request of an ended task would have been answered with: its result
     * (tied to the task in {@code _meta}), or its error, thrown.
     */
    private static JsonNode resultOf(StoredTask task) {
        switch (task.status()) {
            case COMPLETED -> {
                return TaskWire.withRelatedTask(task.result() != null ? task.result() : Json.object(), task.taskId());
            }
            case FAILED -> {
                if (task.result() != null) {
                    // a 2025-11-25 tool call that ended with an isError result: that result
                    return TaskWire.withRelatedTask(task.result(), task.taskId());
                }
                TaskWire.TaskError error = TaskWire.TaskError.read(task.error());
                throw new ProtocolException(error.code(), error.message(), error.data());
            }
            default -> throw new InvalidParamsException("Task '" + task.taskId() + "' was cancelled: it has no result");
        }
    }

    /** {@code tasks/list} (2025-11-25): the caller's tasks, oldest first, a page at a time. */
    public JsonNode list(Call call) {
        List<StoredTask> mine = store.list(call.principal());
        int from = 0;
        String cursor = ListParams.read(call.params()).cursor();
        if (cursor != null) {
            String after = decodeCursor(cursor);
            from = -1;
            for (int i = 0; i < mine.size(); i++) {
                if (mine.get(i).taskId().equals(after)) {
                    from = i + 1;
                }
            }
            if (from < 0) {
                throw new InvalidParamsException("Invalid cursor: the task it points after is gone");
            }
        }
        int to = Math.min(mine.size(), from + core.limits.pageSize());
        List<TaskView> page = mine.subList(from, to).stream().map(TaskRuns::view).toList();
        String next = to < mine.size() ? Base64.getUrlEncoder().withoutPadding()
                .encodeToString(mine.get(to - 1).taskId().getBytes(StandardCharsets.UTF_8)) : null;
        return TaskWire.list(page, next);
    }

    private static String decodeCursor(String cursor) {
        try {
            return new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new InvalidParamsException("Invalid cursor");
        }
    }

    /**
     * The task a request names, if its caller may see it.
     *
     * @throws InvalidParamsException for an unknown, expired or someone else's task (alike, so
     *                                that no caller learns of another's tasks)
     */
    private StoredTask find(Call call) {
        String taskId = TaskWire.taskIdOf(call.params());
        return store.get(taskId).filter(t -> t.isVisibleTo(call.principal()))
                .orElseThrow(() -> new InvalidParamsException("Unknown task '" + taskId
                        + "': it does not exist, has expired, or belongs to another caller"));
    }

    /** Stops every task running in this process: the server is closing. */
    public void close() {
        List.copyOf(live.values()).forEach(run -> run.call.abort());
    }

    static TaskView view(StoredTask t) {
        return new TaskView(t.taskId(), t.status().wire(), t.statusMessage(), t.createdAt(), t.lastUpdatedAt(),
                t.ttl().toMillis(), t.pollInterval().toMillis(), t.inputRequests(), t.result(), t.error());
    }

    private static String newId() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
