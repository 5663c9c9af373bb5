package dev.mcpj.core.internal;

import java.time.Instant;
import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * A task as a client sees it, ready to be written in either protocol era: the fields of the
 * protocol's {@code Task}, and what a detailed task (2026-07-28 {@code tasks/get}) inlines.
 *
 * @param status        the wire name of the status ({@code working}, {@code input_required},
 *                      {@code completed}, {@code failed}, {@code cancelled})
 * @param statusMessage a message about the status, or {@code null}
 * @param ttlMs         how long the task is kept from its creation, or {@code null} for unlimited
 * @param inputRequests the questions awaiting answers (empty when none)
 * @param result        the underlying result of a completed task, or {@code null}
 * @param error         the JSON-RPC error of a failed task ({@code code}, {@code message},
 *                      {@code data}), or {@code null}
 */
public record TaskView(String taskId, String status, String statusMessage, Instant createdAt,
                       Instant lastUpdatedAt, Long ttlMs, long pollIntervalMs, ObjectNode inputRequests,
                       ObjectNode result, ObjectNode error) {
    public TaskView {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastUpdatedAt, "lastUpdatedAt");
        Objects.requireNonNull(inputRequests, "inputRequests");
    }
}
