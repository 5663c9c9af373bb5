package dev.mcpj.core.tool;

import java.util.List;
import java.util.Objects;

/**
 * A tool argument that clients mirror into an HTTP header {@code Mcp-Param-{name}} (declared with
 * {@code x-mcp-header} in the input schema, protocol 2026-07-28).
 *
 * @param name the header's name after {@code Mcp-Param-}
 * @param path the chain of property names from the arguments object to the value
 */
public record HeaderParameter(String name, List<String> path) {
    /**
     * Checks the name and copies the path.
     *
     * @throws NullPointerException if {@code name} or {@code path} is {@code null}
     */
    public HeaderParameter {
        Objects.requireNonNull(name, "name");
        path = List.copyOf(path);
    }
}
