package dev.mcpj.core.jsonrpc;

import java.util.Objects;

/**
 * A request id sent as a JSON string.
 *
 * @param value the id, as sent
 */
public record StringRequestId(String value) implements RequestId {
    /**
     * Checks the id.
     *
     * @throws NullPointerException if {@code value} is {@code null}
     */
    public StringRequestId {
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return '"' + value + '"';
    }
}
