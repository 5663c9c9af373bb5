package dev.mcpj.core.internal;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestMeta;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The wire form of tasks in both eras: the experimental tasks of 2025-11-25 ({@code ttl},
 * {@code pollInterval}, a {@code task} wrapper on creation, {@code tasks/result}) and the
 * {@code io.modelcontextprotocol/tasks} extension of 2026-07-28 ({@code ttlMs},
 * {@code pollIntervalMs}, a flat {@code resultType: "task"} on creation, results inlined in
 * {@code tasks/get}).
 */
public final class TaskWire {
    /** The extension's identifier, in client and server capabilities (2026-07-28). */
    public static final String EXTENSION = "io.modelcontextprotocol/tasks";
    /**
     * The method answering a task's questions, which the extension defines (2026-07-28); the
     * specifications' own methods are in {@link dev.mcpj.core.McpMethods}.
     */
    public static final String UPDATE = "tasks/update";
    /** The {@code _meta} key tying a message to its task (2025-11-25). */
    public static final String RELATED_TASK = "io.modelcontextprotocol/related-task";
    private static final String TASK_ID = "taskId";
    private static final String EXTENSIONS = "extensions";

    private TaskWire() {
    }

    /** Whether {@code clientCapabilities} (of one request) declare the tasks extension. */
    public static boolean declaresExtension(JsonNode clientCapabilities) {
        return clientCapabilities != null && clientCapabilities.path(EXTENSIONS).path(EXTENSION).isObject();
    }

    /** The {@code data} of error {@code -32021} naming the tasks extension. */
    public static ObjectNode extensionRequiredData() {
        ObjectNode data = Json.object();
        data.putObject("requiredCapabilities").putObject(EXTENSIONS).putObject(EXTENSION);
        return data;
    }

    /** The server's {@code capabilities.extensions} entry (2026-07-28). */
    public static void declareExtension(ObjectNode capabilities) {
        ObjectNode extensions = capabilities.has(EXTENSIONS) ? (ObjectNode) capabilities.get(EXTENSIONS)
                : capabilities.putObject(EXTENSIONS);
        extensions.putObject(EXTENSION);
    }

    /** The server's {@code capabilities.tasks} (2025-11-25): tool calls as tasks, listing, cancelling. */
    public static void declareLegacy(ObjectNode capabilities) {
        ObjectNode tasks = capabilities.putObject("tasks");
        tasks.putObject("list");
        tasks.putObject("cancel");
        tasks.putObject("requests").putObject("tools").putObject("call");
    }

    /**
     * The {@code taskId} a request names.
     *
     * @throws InvalidParamsException when it is missing or not a string
     */
    public static String taskIdOf(ObjectNode params) {
        JsonNode id = params == null ? null : params.get(TASK_ID);
        if (id == null || !id.isString()) {
            throw new InvalidParamsException("taskId is required and must be a string");
        }
        return id.stringValue();
    }

    /**
     * The answers of a {@code tasks/update}.
     *
     * @throws InvalidParamsException when {@code inputResponses} is missing or not an object
     */
    public static ObjectNode inputResponsesOf(ObjectNode params) {
        JsonNode responses = params == null ? null : params.get("inputResponses");
        if (!(responses instanceof ObjectNode o)) {
            throw new InvalidParamsException("inputResponses is required and must be an object");
        }
        return o;
    }

    /** Whether a 2025-11-25 request asks to run as a task (it carries {@code params.task}). */
    public static boolean asksForTask(ObjectNode params) {
        return params != null && params.get("task") instanceof ObjectNode;
    }

    /** The retention a 2025-11-25 request asks for ({@code params.task.ttl}), or {@code null}. */
    public static Long requestedTtl(ObjectNode params) {
        JsonNode ttl = params == null ? null : params.path("task").get("ttl");
        return ttl != null && ttl.canConvertToLong() && ttl.longValue() > 0 ? ttl.longValue() : null;
    }

    /** The fields of a {@code Task} in the given era. */
    public static ObjectNode task(TaskView t, boolean modern) {
        ObjectNode o = Json.object();
        o.put(TASK_ID, t.taskId());
        o.put("status", t.status());
        if (t.statusMessage() != null) {
            o.put("statusMessage", t.statusMessage());
        }
        o.put("createdAt", t.createdAt().toString());
        o.put("lastUpdatedAt", t.lastUpdatedAt().toString());
        String ttl = modern ? "ttlMs" : "ttl";
        if (t.ttlMs() == null) {
            o.putNull(ttl);
        } else {
            o.put(ttl, t.ttlMs());
        }
        o.put(modern ? "pollIntervalMs" : "pollInterval", t.pollIntervalMs());
        return o;
    }

    /**
     * The answer to a request that became a task: the flat task with {@code resultType: "task"}
     * (2026-07-28), or {@code {"task": {...}}} (2025-11-25).
     */
    public static ObjectNode created(TaskView t, boolean modern) {
        if (modern) {
            ObjectNode o = Json.object();
            o.put("resultType", "task");
            o.setAll(task(t, true));
            return o;
        }
        ObjectNode o = Json.object();
        o.set("task", task(t, false));
        return o;
    }

    /**
     * The answer to {@code tasks/get}: in 2026-07-28 the detailed task, with its questions, result
     * or error inlined; in 2025-11-25 the task's fields only (the result comes from
     * {@code tasks/result}).
     */
    public static ObjectNode detailed(TaskView t, boolean modern) {
        ObjectNode o = task(t, modern);
        if (!modern) {
            return o;
        }
        if (!t.inputRequests().isEmpty()) {
            o.set("inputRequests", t.inputRequests().deepCopy());
        }
        if (t.result() != null) {
            ObjectNode result = t.result().deepCopy();
            if (!result.has("resultType")) {
                result.put("resultType", "complete");
            }
            o.set("result", result);
        }
        if (t.error() != null) {
            o.set("error", t.error().deepCopy());
        }
        return o;
    }

    /** The answer to {@code tasks/list} (2025-11-25). */
    public static ObjectNode list(List<TaskView> tasks, String nextCursor) {
        ObjectNode o = Json.object();
        ArrayNode array = o.putArray("tasks");
        tasks.forEach(t -> array.add(task(t, false)));
        if (nextCursor != null) {
            o.put("nextCursor", nextCursor);
        }
        return o;
    }

    /** A JSON-RPC error object, as a failed task keeps it. */
    public static ObjectNode error(int code, String message, JsonNode data) {
        ObjectNode o = Json.object();
        o.put("code", code);
        o.put("message", message);
        if (data != null) {
            o.set("data", data);
        }
        return o;
    }

    /**
     * A failed task's JSON-RPC error, as {@link #error} wrote it.
     *
     * @param code    the error code
     * @param message the error message
     * @param data    {@code error.data}, or {@code null}
     */
    public record TaskError(int code, String message, JsonNode data) {
        /**
         * Reads an error object kept by a task store; what is missing or of another type reads as
         * an internal error, the store being the one that wrote it.
         *
         * @param error the error object, or {@code null} when the store kept none
         */
        public static TaskError read(ObjectNode error) {
            if (error == null) {
                return new TaskError(INTERNAL_ERROR, FAILED, null);
            }
            JsonNode code = error.get("code");
            JsonNode message = error.get("message");
            return new TaskError(code != null && code.isInt() ? code.intValue()
                    : INTERNAL_ERROR, message != null && message.isString() ? message.stringValue() : FAILED,
                    error.get("data"));
        }
    }

    private static final int INTERNAL_ERROR = dev.mcpj.core.ErrorCode.INTERNAL_ERROR.code();
    private static final String FAILED = "The task failed";

    /**
     * A copy of a tool's listing that says whether it runs as a task ({@code execution.taskSupport},
     * 2025-11-25).
     *
     * @param tool        the tool as listed
     * @param taskSupport the wire value: {@code optional} or {@code required}
     */
    public static ObjectNode withTaskSupport(ObjectNode tool, String taskSupport) {
        ObjectNode o = tool.deepCopy();
        o.putObject("execution").put("taskSupport", taskSupport);
        return o;
    }

    /** A copy of {@code result} whose {@code _meta} ties it to its task (2025-11-25). */
    public static ObjectNode withRelatedTask(ObjectNode result, String taskId) {
        ObjectNode o = result.deepCopy();
        ObjectNode meta = o.get(RequestMeta.META) instanceof ObjectNode m ? m : o.putObject(RequestMeta.META);
        meta.putObject(RELATED_TASK).put(TASK_ID, taskId);
        return o;
    }

    /** A copy of request {@code params} whose {@code _meta} ties the request to its task (2025-11-25). */
    public static ObjectNode relatedParams(ObjectNode params, String taskId) {
        return withRelatedTask(params, taskId);
    }
}
