package dev.mcpj.server.transport;

import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import org.jspecify.annotations.Nullable;

/**
 * Where a transport delivers what it reads. Calls may come from several threads at once (an HTTP
 * transport delivers each POST on its own thread).
 *
 * <p>A frame the server cannot accept as a message (it is not JSON, not a JSON-RPC message, or
 * its request id cannot be read) is answered at once: {@code onFrame} returns the error, and the
 * transport sends it as the answer to that very frame (on stdio, as the next line; on HTTP, as
 * the response to the POST that carried it). Every other answer goes through {@link
 * Transport#send}.
 */
public interface FrameReceiver {

    /**
     * One complete frame. The array may be reused after the call returns (or, when the frame is
     * delivered on a lent read loop, once the server has moved the loop on).
     *
     * @param data     the buffer holding the frame's bytes (UTF-8 JSON)
     * @param offset   where the frame starts in it
     * @param length   how many bytes it has
     * @param delivery the headers that came with the frame and the thread it is delivered on
     * @return the error answering the frame at once, or {@code null} when the frame was accepted
     *         (or, being an invalid notification or response, gets no answer)
     */
    @Nullable OutboundFrame onFrame(byte[] data, int offset, int length, Delivery delivery);

    /**
     * One message the transport has already decoded, for a transport that must read a message to
     * route it (HTTP reads each POST to tell a request from a notification): the server takes it
     * as it is rather than parsing the bytes a second time. The message's records check their own
     * shape; what the JSON held beyond it is the transport's to have refused.
     *
     * @param message  the decoded message
     * @param delivery the headers that came with it and the thread it is delivered on
     * @return as {@link #onFrame}
     */
    @Nullable OutboundFrame onMessage(JsonRpcMessage message, Delivery delivery);

    /**
     * A frame was dropped because it exceeded {@code limit} bytes.
     *
     * @return the error to send in its place
     * @param limit the size limit, in bytes
     */
    OutboundFrame onOversizedFrame(long limit);

    /** The input ended (or the transport was closed); no more frames will arrive. */
    void onClosed();
}
