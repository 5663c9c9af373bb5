package dev.mcpj.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What {@code resources/read} asked for.
 *
 * @param uri       the URI requested
 * @param variables the template variables matched in it, in the template's order (empty for a
 *                  plain resource)
 */
public record ResourceRequest(String uri, Map<String, String> variables) {
    /**
     * Checks the URI and copies the variables, in order.
     *
     * @throws NullPointerException if {@code uri} is {@code null}
     */
    public ResourceRequest {
        Objects.requireNonNull(uri, "uri");
        variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables)); // keeps the template's order
    }

    /**
     * A template variable's value.
     *
     * @param name the variable's name
     * @return its value
     * @throws IllegalArgumentException if the template has no such variable
     */
    public String variable(String name) {
        String v = variables.get(name);
        if (v == null) {
            throw new IllegalArgumentException("No variable '" + name + "' in " + uri);
        }
        return v;
    }
}
