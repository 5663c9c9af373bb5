package dev.mcpj.core;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The root of the exceptions that end a request with a JSON-RPC error. Each subclass names one
 * failure and the error code it is reported with; {@link ProtocolException} takes any code, for a
 * failure none of them names. The message is what the client is told, so it must never hold
 * internals such as stack traces or class names.
 *
 * <p>A tool's failure that the model should read is not one of these: a tool throws
 * {@code dev.mcpj.server.ToolException}, which becomes a result with {@code isError: true}.
 *
 * <ul>
 *   <li>{@link ResourceNotFoundException}: {@code -32002} (reported as {@code -32602} from
 *       2026-07-28 on), with the URI in {@code error.data};</li>
 *   <li>{@link InvalidParamsException}: {@code -32602};</li>
 *   <li>{@link ProtocolException}: any code, such as one of the application's own;</li>
 *   <li>{@code dev.mcpj.server.client.UrlElicitationRequiredException}: {@code -32042}.</li>
 * </ul>
 */
public abstract class McpException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The JSON-RPC error code; see {@link #code()}. */
    private final int code;
    private final transient @Nullable JsonNode data;

    /**
     * A failure that the client is told about as a JSON-RPC error.
     *
     * @param code    the JSON-RPC error code
     * @param message what the client is told
     * @param data    structured detail for {@code error.data}, or {@code null}
     * @param cause   the underlying failure, or {@code null}; never sent to the client
     */
    protected McpException(int code, String message, @Nullable JsonNode data, @Nullable Throwable cause) {
        super(java.util.Objects.requireNonNull(message, "message"), cause);
        this.code = code;
        this.data = data == null ? null : data.deepCopy();
    }

    /** {@return the JSON-RPC error code this failure is reported with} */
    public int code() {
        return code;
    }

    /** {@return structured detail for {@code error.data}, or {@code null} when there is none} */
    public @Nullable JsonNode data() {
        return data == null ? null : data.deepCopy();
    }
}
