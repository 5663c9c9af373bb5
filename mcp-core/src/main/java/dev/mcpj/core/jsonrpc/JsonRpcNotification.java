package dev.mcpj.core.jsonrpc;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A notification: no id, never answered.
 *
 * @param method the method, such as {@code notifications/progress}
 * @param params the {@code params} object, or {@code null} when there was none
 */
public record JsonRpcNotification(String method, @Nullable ObjectNode params) implements JsonRpcMessage {
    /**
     * Checks the method.
     *
     * @throws NullPointerException if {@code method} is {@code null}
     */
    public JsonRpcNotification {
        Objects.requireNonNull(method, "method");
    }
}
