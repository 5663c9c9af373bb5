package dev.mcpj.server;

import java.util.Map;
import java.util.Objects;

/**
 * What {@code resources/read} asked for.
 *
 * @param uri       the URI requested
 * @param variables the template variables matched in it (empty for a plain resource)
 */
public record ResourceRequest(String uri, Map<String, String> variables) {
    public ResourceRequest {
        Objects.requireNonNull(uri, "uri");
        variables = Map.copyOf(variables);
    }

    /** A template variable's value. */
    public String variable(String name) {
        String v = variables.get(name);
        if (v == null) {
            throw new IllegalArgumentException("No variable '" + name + "' in " + uri);
        }
        return v;
    }
}
