package dev.mcpj.server.internal.task;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcResponse;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Log;
import dev.mcpj.server.internal.wire.StatelessResult;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A task running in this process: the call behind it, the questions it waits on, and each change
 * of its status written to the store (and, in 2025-11-25, told to the client that started it).
 * Status moves from working to input_required and back, and ends once in completed, failed or
 * cancelled; what comes after the end is ignored.
 */
public final class TaskRun {
    /** A question of a 2026-07-28 task, as listed in {@code inputRequests}, and its pending answer. */
    private record Question(ObjectNode request, CompletableFuture<JsonNode> answer) {
    }

    private final TaskRuns runs;
    final Call call;
    public final String taskId;
    private final Map<String, Question> questions = new LinkedHashMap<>();
    private final CompletableFuture<StoredTask> terminal = new CompletableFuture<>();
    /** Requests sent to a 2025-11-25 client and not answered yet. */
    private int clientWaits;
    private StoredTask state;
    private volatile Future<?> expiry;

    TaskRun(TaskRuns runs, Call call, StoredTask created) {
        this.runs = runs;
        this.call = call;
        this.taskId = created.taskId();
        this.state = created;
    }

    void expiry(Future<?> expiry) {
        this.expiry = expiry;
    }

    synchronized boolean isTerminal() {
        return state.status().isTerminal();
    }

    /** How long the task has left to live: the longest a question of it may wait. */
    public synchronized Duration remaining() {
        Duration left = Duration.between(runs.clock.instant(), state.expiresAt());
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** Runs {@code action} with the final state once the task has ended (at once if it has). */
    void whenTerminal(Consumer<StoredTask> action) {
        terminal.thenAccept(action);
    }

    /**
     * Parks a question of a 2026-07-28 handler: the task is input_required until the client
     * answers it with {@code tasks/update}.
     */
    public CompletableFuture<JsonNode> ask(String key, String method, ObjectNode params) {
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        synchronized (this) {
            if (state.status().isTerminal()) {
                answer.cancel(false);
                return answer;
            }
            questions.put(key, new Question(StatelessResult.inputRequest(method, params), answer));
            write(TaskStatus.INPUT_REQUIRED, null, null, null);
        }
        return answer;
    }

    /** Answers questions by key; keys of no open question are ignored, as are non-object answers. */
    void answer(ObjectNode responses) {
        List<Runnable> wake = new ArrayList<>();
        synchronized (this) {
            if (state.status().isTerminal()) {
                return;
            }
            responses.properties().forEach(e -> {
                Question q = e.getValue().isObject() ? questions.remove(e.getKey()) : null;
                if (q != null) {
                    JsonNode value = e.getValue();
                    wake.add(() -> q.answer().complete(value));
                }
            });
            if (!wake.isEmpty()) {
                write(waiting() ? TaskStatus.INPUT_REQUIRED : TaskStatus.WORKING, null, null, null);
            }
        }
        wake.forEach(Runnable::run);
    }

    /** A request is about to be sent to a 2025-11-25 client for this task: input_required until answered. */
    public synchronized void waitForClient() {
        clientWaits++;
        if (!state.status().isTerminal()) {
            write(TaskStatus.INPUT_REQUIRED, null, null, null);
        }
    }

    /** The client answered a request of {@link #waitForClient()} (or it was given up). */
    public synchronized void clientAnswered() {
        clientWaits--;
        if (!state.status().isTerminal() && !waiting()) {
            write(TaskStatus.WORKING, null, null, null);
        }
    }

    private boolean waiting() {
        return !questions.isEmpty() || clientWaits > 0;
    }

    /**
     * The call's answer, which the task keeps: a result completes it, an error fails it. In
     * 2025-11-25 a tool's {@code isError} result fails it too, as that version's task statuses
     * say, and is kept as the result {@code tasks/result} returns; the 2026-07-28 extension
     * completes such a task.
     */
    public void settle(JsonRpcResponse response) {
        if (response instanceof JsonRpcResult r && r.result() instanceof ObjectNode result) {
            if (!call.profile().modern() && Wire.isToolError(result)) {
                end(TaskStatus.FAILED, "The tool reported an error", result, null);
            } else {
                end(TaskStatus.COMPLETED, null, result, null);
            }
        } else if (response instanceof JsonRpcError e) {
            end(TaskStatus.FAILED, e.message(), null, TaskWire.error(e.code(), e.message(), e.data()));
        } else {
            end(TaskStatus.FAILED, "The result is not an object", null,
                    TaskWire.error(-32603, "The result is not an object", null));
        }
    }

    public void cancelled(String why) {
        end(TaskStatus.CANCELLED, why, null, null);
    }

    private void end(TaskStatus status, String message, ObjectNode result, ObjectNode error) {
        List<Question> dropped;
        StoredTask ended;
        synchronized (this) {
            if (state.status().isTerminal()) {
                return;
            }
            dropped = List.copyOf(questions.values());
            questions.clear();
            write(status, message, result, error);
            ended = state;
        }
        dropped.forEach(q -> q.answer().cancel(false));
        Future<?> e = expiry;
        if (e != null) {
            e.cancel(false);
        }
        runs.ended(this);
        terminal.complete(ended);
    }

    /** Writes a new state to the store; tells a 2025-11-25 client that started the task. */
    private void write(TaskStatus status, String message, ObjectNode result, ObjectNode error) {
        ObjectNode asked = Json.object();
        questions.forEach((key, q) -> asked.set(key, q.request()));
        Instant now = runs.clock.instant();
        boolean changed = status != state.status();
        state = state.with(status, message, now, asked, result, error);
        runs.store.update(state);
        if (changed && !call.profile().modern()) {
            try {
                call.session().sendNotification(new JsonRpcNotification(McpMethods.TASK_STATUS,
                        TaskWire.task(TaskRuns.view(state), false)), null);
            } catch (RuntimeException e) {
                Log.server().debug("Could not tell the client of task {}'s status", taskId, e);
            }
        }
    }
}
