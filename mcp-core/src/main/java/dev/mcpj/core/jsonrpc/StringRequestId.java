package dev.mcpj.core.jsonrpc;

import java.util.Objects;

/** A request id sent as a JSON string. */
public record StringRequestId(String value) implements RequestId {
    public StringRequestId {
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return '"' + value + '"';
    }
}
