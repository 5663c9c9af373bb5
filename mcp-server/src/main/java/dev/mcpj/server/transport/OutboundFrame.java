package dev.mcpj.server.transport;

import dev.mcpj.core.jsonrpc.RequestId;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One frame to send: its bytes, what kind of message they hold, and the routing a multiplexing
 * transport (such as HTTP) needs. A transport learns all it needs to know about a frame from
 * these fields and never reads its JSON.
 *
 * @param json      one JSON message as UTF-8, without a trailing newline
 * @param stream    the request this frame belongs to (its response, or a notification or request
 *                  sent while serving it), or {@code null} when it belongs to no request
 * @param kind      what the message is
 * @param errorCode the JSON-RPC error code of an {@link Kind#ERROR}; {@code 0} for other kinds
 */
public record OutboundFrame(byte[] json, @Nullable RequestId stream, Kind kind, int errorCode) {

    /** What a frame holds. */
    public enum Kind {
        /** A successful response: it ends its request's stream. */
        RESPONSE,
        /** An error response: it ends its request's stream. */
        ERROR,
        /** A notification to the client. */
        NOTIFICATION,
        /** A request to the client, whose answer will come back as an incoming frame. */
        REQUEST
    }

    /**
     * Checks the frame.
     *
     * @throws IllegalArgumentException if an error frame has error code 0, or another kind has one
     */
    public OutboundFrame {
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(kind, "kind");
        if ((kind == Kind.ERROR) != (errorCode != 0)) {
            throw new IllegalArgumentException("An error frame, and only one, has a non-zero error code");
        }
    }

    /**
     * A successful response to {@code stream}.
     *
     * @param json   the message, as UTF-8 JSON without a trailing newline
     * @param stream the request answered
     * @return the frame
     */
    public static OutboundFrame response(byte[] json, RequestId stream) {
        return new OutboundFrame(json, stream, Kind.RESPONSE, 0);
    }

    /**
     * An error response with {@code code}; {@code stream} is {@code null} when the request's id
     * could not be read.
     *
     * @param json   the message, as UTF-8 JSON without a trailing newline
     * @param stream the request answered, or {@code null}
     * @param code   the error's code, not 0
     * @return the frame
     */
    public static OutboundFrame error(byte[] json, @Nullable RequestId stream, int code) {
        return new OutboundFrame(json, stream, Kind.ERROR, code);
    }

    /**
     * A notification, sent while serving {@code stream} or, when it is {@code null}, on its own.
     *
     * @param json   the message, as UTF-8 JSON without a trailing newline
     * @param stream the request being served, or {@code null}
     * @return the frame
     */
    public static OutboundFrame notification(byte[] json, @Nullable RequestId stream) {
        return new OutboundFrame(json, stream, Kind.NOTIFICATION, 0);
    }

    /**
     * A request to the client, sent while serving {@code stream}.
     *
     * @param json   the message, as UTF-8 JSON without a trailing newline
     * @param stream the request being served
     * @return the frame
     */
    public static OutboundFrame request(byte[] json, RequestId stream) {
        return new OutboundFrame(json, stream, Kind.REQUEST, 0);
    }

    /** {@return whether this frame ends its request's stream: it is the response, successful or not} */
    public boolean last() {
        return kind == Kind.RESPONSE || kind == Kind.ERROR;
    }
}
