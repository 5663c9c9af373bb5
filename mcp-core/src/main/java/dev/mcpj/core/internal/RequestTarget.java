package dev.mcpj.core.internal;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a request acts on, for the methods that name one: the tool of {@code tools/call}, the
 * prompt of {@code prompts/get}, the resource of {@code resources/read}, the task of
 * {@code tasks/get}, {@code tasks/update} and {@code tasks/cancel} (2026-07-28).
 */
public final class RequestTarget {
    private RequestTarget() {
    }

    /** Whether requests of {@code method} name what they act on. */
    public static boolean isNamedBy(String method) {
        return field(method) != null;
    }

    /**
     * The name or URI a request of {@code method} acts on, or {@code null} when the method names
     * none, or the request sent none as a string (which is the server's to refuse).
     */
    public static String of(String method, ObjectNode params) {
        String field = field(method);
        JsonNode value = field == null || params == null ? null : params.get(field);
        return value != null && value.isString() ? value.stringValue() : null;
    }

    /**
     * The {@code arguments} a {@code tools/call} or {@code prompts/get} sent, as sent and unchecked,
     * or {@code null} for another method or when there are none.
     */
    public static JsonNode argumentsOf(String method, ObjectNode params) {
        boolean takesArguments = method.equals(Methods.TOOLS_CALL) || method.equals(Methods.PROMPTS_GET);
        return takesArguments && params != null ? params.get("arguments") : null;
    }

    private static String field(String method) {
        return switch (method) {
            case Methods.TOOLS_CALL, Methods.PROMPTS_GET -> "name";
            case Methods.RESOURCES_READ -> "uri";
            case Methods.TASKS_GET, TaskWire.UPDATE, Methods.TASKS_CANCEL -> "taskId";
            default -> null;
        };
    }
}
