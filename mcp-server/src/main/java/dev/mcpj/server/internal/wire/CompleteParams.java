package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.internal.Json;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code completion/complete}.
 *
 * @param promptName    the prompt whose argument is completed, or {@code null} for a resource template
 * @param templateUri   the resource template whose variable is completed, or {@code null} for a prompt
 * @param argumentName  the argument or variable
 * @param argumentValue what the user typed so far
 * @param context       the values of the other arguments already chosen
 */
public record CompleteParams(String promptName, String templateUri, String argumentName, String argumentValue,
                             Map<String, String> context) {

    /**
     * Reads and checks the params of a {@code completion/complete}.
     *
     * @throws InvalidParamsException when the argument or the reference is malformed
     */
    public static CompleteParams read(ObjectNode params) {
        JsonNode argument = params.path("argument");
        if (!argument.path("name").isString() || !argument.path("value").isString()) {
            throw new InvalidParamsException("completion/complete needs argument.name and argument.value strings");
        }
        String prompt = RequestTarget.completedPrompt(params);
        String template = prompt == null ? RequestTarget.completedTemplate(params) : null;
        if (prompt == null && template == null) {
            throw new InvalidParamsException("completion/complete ref.type must be ref/prompt or ref/resource");
        }
        Map<String, String> context = StringMaps.read(params.path("context").get("arguments"),
                "Completion context arguments");
        return new CompleteParams(prompt, template, argument.get("name").stringValue(),
                argument.get("value").stringValue(), Map.copyOf(context));
    }

    /**
     * The params of a {@code completion/complete}, or {@code null} when they are malformed (which is
     * the server's to refuse when it serves the request): for those that only look at a request.
     */
    public static CompleteParams tryRead(ObjectNode params) {
        try {
            return params == null ? null : read(params);
        } catch (InvalidParamsException malformed) {
            return null;
        }
    }

    /** The result: the suggested values, how many there are in all if known, and whether more exist. */
    public static ObjectNode result(Iterable<String> values, Integer total, boolean hasMore) {
        ObjectNode result = Json.object();
        ObjectNode completion = result.putObject("completion");
        ArrayNode array = completion.putArray("values");
        values.forEach(array::add);
        if (total != null) {
            completion.put("total", total);
        }
        completion.put("hasMore", hasMore);
        return result;
    }
}
