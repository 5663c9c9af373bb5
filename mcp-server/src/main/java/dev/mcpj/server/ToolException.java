package dev.mcpj.server;

import dev.mcpj.core.McpException;

/**
 * Thrown by a tool handler to fail the call with a message meant for the model. The client gets a
 * result with {@code isError: true} holding exactly this message, not a JSON-RPC error: the model
 * reads it and may try again differently. Any other exception is reported to the client only as a
 * generic failure, and logged in full on the server. To fail a request with a JSON-RPC error
 * instead, throw a {@link dev.mcpj.core.ProtocolException} such as
 * {@link dev.mcpj.core.InvalidParamsException}. Like every exception of this SDK, it is an
 * {@link McpException}.
 *
 * <p>Prompts, resources and completions have no {@code isError} result: a {@code ToolException}
 * escaping their handlers is answered with the JSON-RPC error {@code -32603} (internal error)
 * carrying its message, and logged as a warning; throw a {@code ProtocolException} there to
 * choose the code.
 *
 * {@snippet :
 * if (!units.contains(to)) {
 *     throw new ToolException("Unit '" + to + "' is not supported; use one of " + units);
 * }
 * }
 */
public class ToolException extends McpException {
    private static final long serialVersionUID = 1L;

    /**
     * A failure the model is told about.
     *
     * @param message what the model is told
     */
    public ToolException(String message) {
        super(message, null);
    }

    /**
     * A failure the model is told about, caused by another.
     *
     * @param message what the model is told
     * @param cause   logged on the server, never sent to the client
     */
    public ToolException(String message, Throwable cause) {
        super(message, cause);
    }
}
