package dev.mcpj.core;

import tools.jackson.databind.JsonNode;

/**
 * The one unchecked root of every exception this SDK throws on purpose. A protocol failure carries
 * the {@link ErrorCode} it maps to on the wire and an optional {@code data} payload; its message is
 * what the client is told, so it must never hold internals such as stack traces or class names.
 */
public class McpException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final ErrorCode code;
    private final transient JsonNode data;

    public McpException(ErrorCode code, String message) {
        this(code, message, null, null);
    }

    public McpException(ErrorCode code, String message, JsonNode data) {
        this(code, message, data, null);
    }

    public McpException(ErrorCode code, String message, JsonNode data, Throwable cause) {
        super(message, cause);
        this.code = java.util.Objects.requireNonNull(code, "code");
        this.data = data;
    }

    /** The JSON-RPC error code this failure is reported with. */
    public ErrorCode code() {
        return code;
    }

    /** Structured detail for {@code error.data}, or {@code null} when there is none. */
    public JsonNode data() {
        return data;
    }
}
