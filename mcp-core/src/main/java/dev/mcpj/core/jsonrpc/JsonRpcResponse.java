package dev.mcpj.core.jsonrpc;

import org.jspecify.annotations.Nullable;

/** The answer to a request: a result or an error. */
public sealed interface JsonRpcResponse extends JsonRpcMessage permits JsonRpcResult, JsonRpcError {
    /** {@return the id of the request answered, or {@code null} for an error about an unreadable request} */
    @Nullable RequestId id();
}
