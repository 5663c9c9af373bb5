package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.internal.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code tools/call}, read from the request's tree: the one place that knows their
 * field names.
 *
 * @param name      the tool to call
 * @param arguments its arguments ({@code {}} when none were sent); the request's own tree, not a copy
 */
public record CallToolParams(String name, ObjectNode arguments) {
    private static final String NAME = "name";
    private static final String ARGUMENTS = "arguments";

    /**
     * Reads and checks the params of a {@code tools/call}.
     *
     * @param params the request's params, or {@code null} when it has none
     * @throws InvalidParamsException when the name is not a string or the arguments not an object
     */
    public static CallToolParams read(ObjectNode params) {
        String name = nameOf(params);
        if (name == null) {
            throw new InvalidParamsException("tools/call needs the tool's name as a string");
        }
        JsonNode arguments = params.get(ARGUMENTS);
        if (arguments != null && !arguments.isObject() && !arguments.isNull()) {
            throw new InvalidParamsException("tools/call arguments must be an object");
        }
        return new CallToolParams(name, arguments instanceof ObjectNode o ? o : Json.object());
    }

    /** The name of the tool a {@code tools/call} names, or {@code null} when it names none as a string. */
    public static String nameOf(ObjectNode params) {
        JsonNode name = params == null ? null : params.get(NAME);
        return name != null && name.isString() ? name.stringValue() : null;
    }

    /** The {@code arguments} of a {@code tools/call} as sent, or {@code null} when absent; unchecked. */
    public static JsonNode argumentsOf(ObjectNode params) {
        return RequestTarget.argumentsOf(McpMethods.TOOLS_CALL, params);
    }
}
