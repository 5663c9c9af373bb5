package dev.mcpj.core.jsonrpc;

/**
 * One JSON-RPC 2.0 message, told apart by shape: a request, a notification or a response.
 *
 * <p>Unlike the protocol's value types, an envelope holds the tree it is given without copying
 * it: envelopes carry one message between the codec and the server, which make each tree for the
 * message alone and never write into one after wrapping it.
 */
public sealed interface JsonRpcMessage permits JsonRpcRequest, JsonRpcNotification, JsonRpcResponse {
}
