package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request: it has an id and expects exactly one response.
 *
 * @param id     the id its response carries back
 * @param method the method, such as {@code tools/call}
 * @param params the {@code params} object, or {@code null} when the request had none
 */
public record JsonRpcRequest(RequestId id, String method, @Nullable ObjectNode params) implements JsonRpcMessage {
    /**
     * Checks the id and the method.
     *
     * @throws NullPointerException if {@code id} or {@code method} is {@code null}
     */
    public JsonRpcRequest {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(method, "method");
    }
}
