package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestTarget;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code prompts/get}.
 *
 * @param name          the prompt
 * @param arguments     its arguments, in order
 * @param argumentsTree the arguments as sent ({@code missing} when absent), which a stateless
 *                      request's state is bound to
 */
public record GetPromptParams(String name, Map<String, String> arguments, JsonNode argumentsTree) {

    public GetPromptParams {
        arguments = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(arguments));
    }

    /**
     * Reads and checks the params of a {@code prompts/get}.
     *
     * @throws InvalidParamsException when the name is not a string or the arguments not an object of strings
     */
    public static GetPromptParams read(ObjectNode params) {
        String name = RequestTarget.of("prompts/get", params);
        if (name == null) {
            throw new InvalidParamsException("prompts/get needs the prompt's name as a string");
        }
        JsonNode arguments = params.path("arguments");
        return new GetPromptParams(name, StringMaps.read(arguments, "Prompt arguments"), arguments);
    }
}
