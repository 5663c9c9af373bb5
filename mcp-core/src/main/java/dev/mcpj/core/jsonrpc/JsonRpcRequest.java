package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request: it has an id and expects exactly one response.
 *
 * @param params the {@code params} object, or {@code null} when the request had none
 */
public record JsonRpcRequest(RequestId id, String method, @Nullable ObjectNode params) implements JsonRpcMessage {
    public JsonRpcRequest {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(method, "method");
    }
}
