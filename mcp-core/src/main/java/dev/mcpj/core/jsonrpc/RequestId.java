package dev.mcpj.core.jsonrpc;

/**
 * A JSON-RPC request id: a string or an integer, never {@code null}. Ids are echoed exactly as
 * they arrived.
 */
public sealed interface RequestId permits StringRequestId, NumericRequestId {

    /**
     * An id sent as a JSON string.
     *
     * @param id the id
     * @return the id
     */
    static RequestId of(String id) {
        return new StringRequestId(id);
    }

    /**
     * An id sent as a JSON integer.
     *
     * @param id the id
     * @return the id
     */
    static RequestId of(long id) {
        return new NumericRequestId(id);
    }
}
