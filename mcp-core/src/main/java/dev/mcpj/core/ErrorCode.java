package dev.mcpj.core;

import org.jspecify.annotations.Nullable;

/**
 * The JSON-RPC error codes that MCP servers send. Each constant knows its wire value.
 *
 * <p>{@link #RESOURCE_NOT_FOUND} belongs to protocol 2025-11-25 and earlier; newer revisions
 * report a missing resource as {@link #INVALID_PARAMS}.
 */
public enum ErrorCode {
    /** {@code -32700}: the message is not valid JSON. */
    PARSE_ERROR(-32700),
    /** {@code -32600}: the message is JSON but not a valid JSON-RPC request. */
    INVALID_REQUEST(-32600),
    /** {@code -32601}: the server has no such method. */
    METHOD_NOT_FOUND(-32601),
    /** {@code -32602}: the method's parameters are wrong; see {@link InvalidParamsException}. */
    INVALID_PARAMS(-32602),
    /** {@code -32603}: the server failed; the client is told no more than that. */
    INTERNAL_ERROR(-32603),
    /**
     * {@code -32002}: no resource has the URI asked for (2025-11-25 and earlier); see {@link ResourceNotFoundException}.
     */
    RESOURCE_NOT_FOUND(-32002),
    /** {@code -32020}: an HTTP header disagrees with the message it carries (2026-07-28). */
    HEADER_MISMATCH(-32020),
    /** {@code -32021}: the request needs a client capability that the client did not declare (2026-07-28). */
    MISSING_REQUIRED_CLIENT_CAPABILITY(-32021),
    /** {@code -32022}: the server does not speak the protocol version the request names (2026-07-28). */
    UNSUPPORTED_PROTOCOL_VERSION(-32022),
    /** {@code -32042}: the user must first complete an elicitation at a URL (2025-11-25 and earlier). */
    URL_ELICITATION_REQUIRED(-32042);

    private final int code;

    ErrorCode(int code) {
        this.code = code;
    }

    /** {@return the integer sent as {@code error.code}} */
    public int code() {
        return code;
    }

    /**
     * The constant for a wire value, or {@code null} when the value is not one of ours.
     *
     * @param code an {@code error.code} as received
     * @return its constant, or {@code null}
     */
    public static @Nullable ErrorCode fromCode(int code) {
        for (ErrorCode c : values()) {
            if (c.code == code) {
                return c;
            }
        }
        return null;
    }
}
