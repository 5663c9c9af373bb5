package dev.mcpj.server.transport;

/**
 * Where a transport delivers what it reads. Calls may come from several threads at once (an HTTP
 * transport delivers each POST on its own thread). An error answer to a frame whose request id
 * cannot be read is sent, with no stream, before {@link #onFrame} returns, on the delivering thread.
 */
public interface FrameReceiver {

    /** One complete frame. The array may be reused after the call returns. */
    void onFrame(byte[] data, int offset, int length);

    /**
     * One complete frame, from a transport that lends the server its read loop while the frame is
     * handled; see {@link ReadLoop}. A receiver that cannot use the loop handles the frame as
     * {@link #onFrame(byte[], int, int)} does.
     */
    default void onFrame(byte[] data, int offset, int length, ReadLoop loop) {
        onFrame(data, offset, length);
    }

    /** A frame was dropped because it exceeded {@code limit} bytes. */
    void onOversizedFrame(long limit);

    /** The input ended (or the transport was closed); no more frames will arrive. */
    void onClosed();
}
