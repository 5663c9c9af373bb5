package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestTarget;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code resources/read}, {@code resources/subscribe} and {@code resources/unsubscribe}.
 *
 * @param uri the resource
 */
public record ResourceParams(String uri) {

    /**
     * Reads and checks the params of {@code method}.
     *
     * @throws InvalidParamsException when the URI is not a string
     */
    public static ResourceParams read(ObjectNode params, String method) {
        String uri = RequestTarget.of(McpMethods.RESOURCES_READ, params);
        if (uri == null) {
            throw new InvalidParamsException(method + " needs the resource's uri as a string");
        }
        return new ResourceParams(uri);
    }
}
