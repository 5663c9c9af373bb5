package dev.mcpj.server.task;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A task's state as a {@link TaskStore} keeps it: everything a client may be told about the task,
 * and who may be told. Values are immutable: a change is a new value ({@link #with}, ...) written
 * with {@link TaskStore#update}. The JSON trees are copied in and out.
 *
 * @param taskId        the task's identifier, unguessable
 * @param owner         the principal that created the task and alone may see it, or {@code null}
 *                      when the caller was anonymous (anyone holding the identifier may)
 * @param status        where the task is
 * @param statusMessage a message about the status for the client, or {@code null}
 * @param createdAt     when the task was created
 * @param lastUpdatedAt when its status or payload last changed
 * @param ttl           how long it is kept from {@code createdAt}
 * @param pollInterval  how often the client is advised to poll
 * @param inputRequests the questions the task waits for, by key ({@code elicitation/create}, ...
 *                      requests as a 2026-07-28 client is sent them); empty when none
 * @param result        the underlying result, once {@link TaskStatus#COMPLETED} (or
 *                      {@link TaskStatus#FAILED} with a tool's {@code isError} result, 2025-11-25)
 * @param error         the JSON-RPC error ({@code code}, {@code message}, {@code data}), once
 *                      {@link TaskStatus#FAILED}
 */
public record StoredTask(String taskId, @Nullable String owner, TaskStatus status, @Nullable String statusMessage,
                         Instant createdAt, Instant lastUpdatedAt, Duration ttl, Duration pollInterval,
                         ObjectNode inputRequests, @Nullable ObjectNode result, @Nullable ObjectNode error) {
    /** Checks the required fields and copies the trees. */
    public StoredTask {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastUpdatedAt, "lastUpdatedAt");
        Objects.requireNonNull(ttl, "ttl");
        Objects.requireNonNull(pollInterval, "pollInterval");
        inputRequests = Objects.requireNonNull(inputRequests, "inputRequests").deepCopy();
        result = result == null ? null : result.deepCopy();
        error = error == null ? null : error.deepCopy();
    }

    /** {@return when the store may forget the task: {@code createdAt + ttl}} */
    public Instant expiresAt() {
        return createdAt.plus(ttl);
    }

    /**
     * Whether the task's time to live has run out at {@code now}.
     *
     * @param now the time to judge at
     * @return true from {@link #expiresAt()} on
     */
    public boolean isExpired(Instant now) {
        return !now.isBefore(expiresAt());
    }

    /**
     * Whether {@code principal} may see this task: only its owner may, and an anonymous task is
     * seen by anonymous callers only.
     *
     * @param principal the caller's principal, or {@code null} for an anonymous caller
     * @return true when it is the task's owner
     */
    public boolean isVisibleTo(@Nullable String principal) {
        return Objects.equals(owner, principal);
    }

    /**
     * This task in another status, updated {@code at}; the questions, result and error are
     * replaced by those given.
     *
     * @param status        the new status
     * @param statusMessage a message about it for the client, or {@code null}
     * @param at            when the change happened, the new {@link #lastUpdatedAt()}
     * @param inputRequests the questions the task now waits for (copied); empty when none
     * @param result        the underlying result, or {@code null}
     * @param error         the JSON-RPC error, or {@code null}
     * @return a new value; this one is unchanged
     */
    public StoredTask with(TaskStatus status, @Nullable String statusMessage, Instant at, ObjectNode inputRequests,
                           @Nullable ObjectNode result, @Nullable ObjectNode error) {
        return new StoredTask(taskId, owner, status, statusMessage, createdAt, at, ttl, pollInterval, inputRequests,
                result, error);
    }
}
