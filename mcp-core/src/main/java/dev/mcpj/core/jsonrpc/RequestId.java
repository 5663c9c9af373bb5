package dev.mcpj.core.jsonrpc;

/**
 * A JSON-RPC request id: a string or an integer, never {@code null}. Ids are echoed exactly as
 * they arrived.
 */
public sealed interface RequestId permits StringRequestId, NumericRequestId {

    static RequestId of(String id) {
        return new StringRequestId(id);
    }

    static RequestId of(long id) {
        return new NumericRequestId(id);
    }
}
