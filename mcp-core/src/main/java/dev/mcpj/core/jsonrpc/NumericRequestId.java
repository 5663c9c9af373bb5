package dev.mcpj.core.jsonrpc;

/**
 * A request id sent as a JSON integer (any value a signed 64-bit integer holds).
 *
 * @param value the id
 */
public record NumericRequestId(long value) implements RequestId {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
