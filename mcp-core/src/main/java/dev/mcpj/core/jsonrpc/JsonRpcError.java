package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * An error response.
 *
 * @param id      the request's id, or {@code null} when it could not be read
 * @param code    the integer error code
 * @param message one concise sentence for the client
 * @param data    optional structured detail, or {@code null}
 */
public record JsonRpcError(@Nullable RequestId id, int code, String message, @Nullable JsonNode data) implements JsonRpcResponse {
    /**
     * Checks the message.
     *
     * @throws NullPointerException if {@code message} is {@code null}
     */
    public JsonRpcError {
        Objects.requireNonNull(message, "message");
    }
}
