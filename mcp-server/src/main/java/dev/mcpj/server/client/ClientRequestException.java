package dev.mcpj.server.client;

import dev.mcpj.core.McpException;
import org.jspecify.annotations.Nullable;

/**
 * A request the server sent to the client failed: the client lacks the capability, answered with
 * an error, answered something malformed, or did not answer in time. The message is written for
 * the model, so a tool that does not catch it fails with a clear {@code isError} result; any other
 * handler that lets it escape fails its request with error {@code -32603} carrying the message.
 * It is an {@link McpException}, but not a tool's failure: catching {@code ToolException} does not
 * catch it.
 */
public class ClientRequestException extends McpException {
    private static final long serialVersionUID = 1L;

    /** The client's error code, or {@code null}; see {@link #clientErrorCode()}. */
    private final @Nullable Integer clientErrorCode;

    /**
     * A failure with this message, without a client error or a cause.
     *
     * @param message what went wrong, for the model
     */
    public ClientRequestException(String message) {
        this(message, null, null);
    }

    /**
     * A failure with this message, caused by another.
     *
     * @param message what went wrong, for the model
     * @param cause   the underlying failure
     */
    public ClientRequestException(String message, Throwable cause) {
        this(message, null, cause);
    }

    /**
     * A failure with this message, the client's error code and a cause.
     *
     * @param message         what went wrong, for the model
     * @param clientErrorCode the JSON-RPC error code the client answered with, or {@code null}
     *                        when the client sent no error (it did not answer, or answered
     *                        something malformed)
     * @param cause           the underlying failure, or {@code null}
     */
    public ClientRequestException(String message, @Nullable Integer clientErrorCode, @Nullable Throwable cause) {
        super(message, cause);
        this.clientErrorCode = clientErrorCode;
    }

    /** {@return the JSON-RPC error code the client answered with, or {@code null} when it sent no error} */
    public @Nullable Integer clientErrorCode() {
        return clientErrorCode;
    }
}
