package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Reads the objects of strings that prompts' and completions' params carry. */
final class StringMaps {
    private StringMaps() {
    }

    /**
     * The strings of {@code node}, in order; empty when it is absent or null.
     *
     * @throws InvalidParamsException when it is not an object of strings
     */
    static Map<String, String> read(JsonNode node, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node == null || node.isNull() || node.isMissingNode()) {
            return out;
        }
        if (!node.isObject()) {
            throw new InvalidParamsException(what + " must be an object of strings");
        }
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (!e.getValue().isString()) {
                throw new InvalidParamsException(what + ": '" + e.getKey() + "' must be a string");
            }
            out.put(e.getKey(), e.getValue().stringValue());
        }
        return out;
    }
}
