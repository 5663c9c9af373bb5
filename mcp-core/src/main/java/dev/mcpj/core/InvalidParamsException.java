package dev.mcpj.core;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The request's parameters are wrong: a required one is missing, one has the wrong type or an
 * unacceptable value. Reported as {@link ErrorCode#INVALID_PARAMS} ({@code -32602}).
 */
public class InvalidParamsException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    /**
     * A failure reported with this message and no data.
     *
     * @param message what the client is told
     */
    public InvalidParamsException(String message) {
        this(message, null);
    }

    /**
     * A failure reported with this message and structured detail.
     *
     * @param message what the client is told
     * @param data    structured detail for {@code error.data}, or {@code null}
     */
    public InvalidParamsException(String message, @Nullable JsonNode data) {
        super(ErrorCode.INVALID_PARAMS.code(), message, data, null);
    }
}
