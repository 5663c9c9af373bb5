package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * A successful response.
 *
 * @param id     the id of the request answered
 * @param result the {@code result} member
 */
public record JsonRpcResult(RequestId id, JsonNode result) implements JsonRpcResponse {
    /**
     * Checks both components.
     *
     * @throws NullPointerException if {@code id} or {@code result} is {@code null}
     */
    public JsonRpcResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(result, "result");
    }
}
