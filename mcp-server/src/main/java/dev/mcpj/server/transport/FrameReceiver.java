package dev.mcpj.server.transport;

/** Where a transport delivers what it reads. Calls come from one transport thread at a time. */
public interface FrameReceiver {

    /** One complete frame. The array may be reused after the call returns. */
    void onFrame(byte[] data, int offset, int length);

    /** A frame was dropped because it exceeded {@code limit} bytes. */
    void onOversizedFrame(long limit);

    /** The input ended (or the transport was closed); no more frames will arrive. */
    void onClosed();
}
