package dev.mcpj.core;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A request fails with a JSON-RPC error: the {@link McpException} that carries an error
 * {@linkplain #code() code}, and the base of the named ones ({@link InvalidParamsException},
 * {@link ResourceNotFoundException}, {@code dev.mcpj.server.client.UrlElicitationRequiredException}).
 * Thrown as it is, it reports a failure none of them names, such as a code of the application's
 * own (the JSON-RPC range -32000 to -32099 is left to servers).
 *
 * {@snippet :
 * if (user.isBlank()) {
 *     throw new ProtocolException(-32050, "Sign in first");
 * }
 * }
 */
public class ProtocolException extends McpException {
    private static final long serialVersionUID = 1L;

    /** The JSON-RPC error code; see {@link #code()}. */
    private final int code;
    private final transient @Nullable JsonNode data;

    /**
     * A failure reported with this code and message.
     *
     * @param code    the JSON-RPC error code
     * @param message what the client is told
     */
    public ProtocolException(int code, String message) {
        this(code, message, null, null);
    }

    /**
     * A failure reported with this code, message and structured detail.
     *
     * @param code    the JSON-RPC error code
     * @param message what the client is told
     * @param data    structured detail for {@code error.data}, or {@code null}
     */
    public ProtocolException(int code, String message, @Nullable JsonNode data) {
        this(code, message, data, null);
    }

    /**
     * A failure reported with this code, message and structured detail, caused by another.
     *
     * @param code    the JSON-RPC error code
     * @param message what the client is told
     * @param data    structured detail for {@code error.data}, or {@code null} (copied)
     * @param cause   the underlying failure, or {@code null}; never sent to the client
     */
    public ProtocolException(int code, String message, @Nullable JsonNode data, @Nullable Throwable cause) {
        super(message, cause);
        this.code = code;
        this.data = data == null ? null : data.deepCopy();
    }

    /**
     * As {@link #ProtocolException(int, String)}, with one of the codes MCP defines.
     *
     * @param code    the error code
     * @param message what the client is told
     */
    public ProtocolException(ErrorCode code, String message) {
        this(code.code(), message, null, null);
    }

    /**
     * As {@link #ProtocolException(int, String, JsonNode)}, with one of the codes MCP defines.
     *
     * @param code    the error code
     * @param message what the client is told
     * @param data    structured detail for {@code error.data}, or {@code null}
     */
    public ProtocolException(ErrorCode code, String message, @Nullable JsonNode data) {
        this(code.code(), message, data, null);
    }

    /** {@return the JSON-RPC error code this failure is reported with} */
    public int code() {
        return code;
    }

    /** {@return structured detail for {@code error.data} (a copy), or {@code null} when there is none} */
    public @Nullable JsonNode data() {
        return data == null ? null : data.deepCopy();
    }
}
