package dev.mcpj.core;

import dev.mcpj.core.internal.TaskWire;
import org.jspecify.annotations.Nullable;
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

    /**
     * Whether requests of a method name what they act on.
     *
     * @param method the request's method
     * @return whether its requests name a tool, prompt, resource or task
     */
    public static boolean isNamedBy(String method) {
        return field(method) != null;
    }

    /**
     * The name or URI a request of {@code method} acts on, or {@code null} when the method names
     * none, or the request sent none as a string (which is the server's to refuse).
     *
     * @param method the request's method
     * @param params the request's params, or {@code null} when it has none
     * @return the tool's or prompt's name, the resource's URI, the task's id, or {@code null}
     */
    public static @Nullable String of(String method, @Nullable ObjectNode params) {
        String field = field(method);
        JsonNode value = field == null || params == null ? null : params.get(field);
        return value != null && value.isString() ? value.stringValue() : null;
    }

    /**
     * The {@code arguments} a {@code tools/call} or {@code prompts/get} sent, as sent and unchecked,
     * or {@code null} for another method or when there are none.
     *
     * @param method the request's method
     * @param params the request's params, or {@code null} when it has none
     * @return the arguments as sent, or {@code null}
     */
    public static @Nullable JsonNode argumentsOf(String method, @Nullable ObjectNode params) {
        boolean takesArguments = method.equals(McpMethods.TOOLS_CALL) || method.equals(McpMethods.PROMPTS_GET);
        return takesArguments && params != null ? params.get("arguments") : null;
    }

    /**
     * The prompt whose argument a {@code completion/complete} completes.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return the prompt's name as sent ({@code ""} when the reference names none), or
     *         {@code null} when the reference is not to a prompt
     */
    public static @Nullable String completedPrompt(@Nullable ObjectNode params) {
        return completed(params, "ref/prompt", "name");
    }

    /**
     * The resource template whose variable a {@code completion/complete} completes.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return the template's URI template as sent ({@code ""} when the reference names none), or
     *         {@code null} when the reference is not to a resource template
     */
    public static @Nullable String completedTemplate(@Nullable ObjectNode params) {
        return completed(params, "ref/resource", "uri");
    }

    private static @Nullable String completed(@Nullable ObjectNode params, String type, String field) {
        JsonNode ref = params == null ? null : params.get("ref");
        return ref != null && ref.path("type").asString("").equals(type) ? ref.path(field).asString("") : null;
    }

    private static @Nullable String field(String method) {
        return switch (method) {
            case McpMethods.TOOLS_CALL, McpMethods.PROMPTS_GET -> "name";
            case McpMethods.RESOURCES_READ -> "uri";
            case McpMethods.TASKS_GET, TaskWire.UPDATE, McpMethods.TASKS_CANCEL -> "taskId";
            default -> null;
        };
    }
}
