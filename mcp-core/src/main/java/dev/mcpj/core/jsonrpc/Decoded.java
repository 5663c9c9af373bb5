package dev.mcpj.core.jsonrpc;

import org.jspecify.annotations.Nullable;

/** What one incoming frame turned out to be: a message, or a failure with its answer. */
public sealed interface Decoded {

    /**
     * A well-formed message.
     *
     * @param message the message
     */
    record Message(JsonRpcMessage message) implements Decoded {
    }

    /**
     * A frame that is not a valid message.
     *
     * @param response the error to send back, or {@code null} when nothing may be answered (an
     *                 invalid notification or response)
     * @param detail   what was wrong, for the server log
     * @param request  the request as far as it could be read, when the frame has a valid id and a
     *                 string method (its params {@code null} unless an object), so that a
     *                 transport can route the refusal as it routes the request; else {@code null}
     */
    record Invalid(@Nullable JsonRpcError response, String detail, @Nullable JsonRpcRequest request) implements Decoded {
        /**
         * A frame that reads as no request.
         *
         * @param response the error to send back, or {@code null} when nothing may be answered
         * @param detail   what was wrong, for the server log
         */
        public Invalid(@Nullable JsonRpcError response, String detail) {
            this(response, detail, null);
        }
    }
}
