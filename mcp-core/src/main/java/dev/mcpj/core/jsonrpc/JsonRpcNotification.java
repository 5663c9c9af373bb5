package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import tools.jackson.databind.node.ObjectNode;

/**
 * A notification: no id, never answered.
 *
 * @param params the {@code params} object, or {@code null} when there was none
 */
public record JsonRpcNotification(String method, ObjectNode params) implements JsonRpcMessage {
    public JsonRpcNotification {
        Objects.requireNonNull(method, "method");
    }
}
