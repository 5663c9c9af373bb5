package dev.mcpj.core.internal;

import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;

/** What one incoming frame turned out to be: a message, or a failure with its answer. */
public sealed interface Decoded {

    /** A well-formed message. */
    record Message(JsonRpcMessage message) implements Decoded {
    }

    /**
     * A frame that is not a valid message.
     *
     * @param response the error to send back, or {@code null} when nothing may be answered (an
     *                 invalid notification or response)
     * @param detail   what was wrong, for the server log
     */
    record Invalid(JsonRpcError response, String detail) implements Decoded {
    }
}
