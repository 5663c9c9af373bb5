package dev.mcpj.server;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;

/**
 * Thrown by a tool handler to fail the call with a message meant for the model. The client gets a
 * result with {@code isError: true} holding exactly this message. Any other exception is reported
 * to the client only as a generic failure, and logged in full on the server.
 *
 * {@snippet :
 * if (!units.contains(to)) {
 *     throw new ToolException("Unit '" + to + "' is not supported; use one of " + units);
 * }
 * }
 */
public class ToolException extends McpException {
    private static final long serialVersionUID = 1L;

    public ToolException(String message) {
        super(ErrorCode.INTERNAL_ERROR, message);
    }

    public ToolException(String message, Throwable cause) {
        super(ErrorCode.INTERNAL_ERROR, message, null, cause);
    }
}
