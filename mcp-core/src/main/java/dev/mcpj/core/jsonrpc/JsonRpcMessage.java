package dev.mcpj.core.jsonrpc;

/** One JSON-RPC 2.0 message, told apart by shape: a request, a notification or a response. */
public sealed interface JsonRpcMessage permits JsonRpcRequest, JsonRpcNotification, JsonRpcResponse {
}
