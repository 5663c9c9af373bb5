package dev.mcpj.server.transport;

import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import java.util.function.Function;
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
     * One complete frame. The array may be reused after the call returns.
     *
     * @return the error answering the frame at once, or {@code null} when the frame was accepted
     *         (or, being an invalid notification or response, gets no answer)
     *
     * @param data   the buffer holding the frame's bytes (UTF-8 JSON)
     * @param offset where the frame starts in it
     * @param length how many bytes it has
     */
    OutboundFrame onFrame(byte[] data, int offset, int length);

    /**
     * One complete frame, from a transport that lends the server its read loop while the frame is
     * handled; see {@link ReadLoop}. A receiver that cannot use the loop handles the frame as
     * {@link #onFrame(byte[], int, int)} does.
     *
     * @return as {@link #onFrame(byte[], int, int)}
     * @param data   the buffer holding the frame's bytes (UTF-8 JSON)
     * @param offset where the frame starts in it
     * @param length how many bytes it has
     * @param loop   the transport's read loop, lent for this frame
     */
    default OutboundFrame onFrame(byte[] data, int offset, int length, ReadLoop loop) {
        return onFrame(data, offset, length);
    }

    /**
     * One complete frame that came with headers of its own, such as an HTTP POST's. Interceptors
     * read them (a W3C trace context, for one) through
     * {@link dev.mcpj.server.intercept.Invocation#transportHeader(String)} while they run, which
     * is within this call: {@code headers} is not used after it returns. A receiver with no use
     * for headers handles the frame as {@link #onFrame(byte[], int, int)} does.
     *
     * @param data    the buffer holding the frame's bytes (UTF-8 JSON)
     * @param offset  where the frame starts in it
     * @param length  how many bytes it has
     * @param headers the first value of a header by name (compared ignoring case), or {@code null}
     * @return as {@link #onFrame(byte[], int, int)}
     */
    default OutboundFrame onFrameWithHeaders(byte[] data, int offset, int length,
                                             Function<String, @Nullable String> headers) {
        return onFrame(data, offset, length);
    }

    /**
     * One message the transport has already decoded, with headers of its own as in
     * {@link #onFrameWithHeaders}: an HTTP transport reads each POST to route it, and hands the
     * server what it read rather than the bytes, which are then not parsed twice. The message must
     * come from the server's own codec ({@code dev.mcpj.core.internal.JsonRpcCodec}, with the
     * server's {@link dev.mcpj.server.ServerLimits}): it is taken as valid. A receiver that takes
     * only bytes gets the message encoded again, as {@link #onFrameWithHeaders} would.
     *
     * <p>A transport that serves each message on a thread of its own, as an HTTP server serves
     * each request, may lend that thread ({@code thread}), so that a quick handler runs on it
     * rather than being handed to another thread; see {@link ReadLoop}. Such a thread reads
     * nothing else, so its {@link ReadLoop#moveOn()} has nothing to move, and the transport must
     * be able to end the message's response from another thread while the handler still runs on
     * it. The server runs one handler at a time on threads lent this way, and a handler that
     * turns out slow runs on its executor from then on, so a burst of slow calls cannot hold the
     * transport's threads.
     *
     * @param message the decoded message
     * @param headers the first value of a header by name (compared ignoring case), or {@code null}
     * @param thread  the thread this message is delivered on, lent while it is handled; {@code null}
     *                to have every handler run on the server's executor
     * @return as {@link #onFrame(byte[], int, int)}
     */
    default @Nullable OutboundFrame onMessage(JsonRpcMessage message, Function<String, @Nullable String> headers,
                                              @Nullable ReadLoop thread) {
        byte[] frame = Reencoding.encode(message);
        return onFrameWithHeaders(frame, 0, frame.length, headers);
    }

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
