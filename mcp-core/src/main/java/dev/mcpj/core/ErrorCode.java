package dev.mcpj.core;

import org.jspecify.annotations.Nullable;

/**
 * The JSON-RPC error codes that MCP servers send. Each constant knows its wire value.
 *
 * <p>{@link #RESOURCE_NOT_FOUND} belongs to protocol 2025-11-25 and earlier; newer revisions
 * report a missing resource as {@link #INVALID_PARAMS}.
 */
public enum ErrorCode {
    PARSE_ERROR(-32700),
    INVALID_REQUEST(-32600),
    METHOD_NOT_FOUND(-32601),
    INVALID_PARAMS(-32602),
    INTERNAL_ERROR(-32603),
    RESOURCE_NOT_FOUND(-32002),
    HEADER_MISMATCH(-32020),
    MISSING_REQUIRED_CLIENT_CAPABILITY(-32021),
    UNSUPPORTED_PROTOCOL_VERSION(-32022),
    URL_ELICITATION_REQUIRED(-32042);

    private final int code;

    ErrorCode(int code) {
        this.code = code;
    }

    /** The integer sent as {@code error.code}. */
    public int code() {
        return code;
    }

    /** The constant for a wire value, or {@code null} when the value is not one of ours. */
    public static @Nullable ErrorCode fromCode(int code) {
        for (ErrorCode c : values()) {
            if (c.code == code) {
                return c;
            }
        }
        return null;
    }
}
