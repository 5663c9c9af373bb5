package dev.mcpj.server.client;

import dev.mcpj.server.ToolException;

/**
 * A request to the client failed: the client lacks the capability, answered with an error,
 * answered something malformed, or did not answer in time. The message is written for the model,
 * so a tool that does not catch it fails with a clear {@code isError} result.
 */
public class ClientRequestException extends ToolException {
    private static final long serialVersionUID = 1L;

    public ClientRequestException(String message) {
        super(message);
    }

    public ClientRequestException(String message, Throwable cause) {
        super(message, cause);
    }
}
