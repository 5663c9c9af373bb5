package dev.mcpj.server.transport;

import dev.mcpj.core.jsonrpc.RequestId;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One frame to send, with the routing a multiplexing transport (such as HTTP) needs.
 *
 * @param json    one JSON message as UTF-8, without a trailing newline
 * @param stream  the request this frame belongs to (its response, or a notification or request
 *                sent while serving it), or {@code null} when it belongs to no request
 * @param last    whether this frame ends the request's stream (it is the response)
 */
public record OutboundFrame(byte[] json, @Nullable RequestId stream, boolean last) {
    public OutboundFrame {
        Objects.requireNonNull(json, "json");
    }
}
