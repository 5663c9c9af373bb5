package dev.mcpj.server.transport;

/**
 * The service provider interface of a message transport. A transport moves frames (one JSON
 * message each, as UTF-8 bytes) and knows nothing of their meaning: the server decodes, routes and
 * answers. Implementations must allow {@link #send} from any thread.
 */
public interface Transport {

    /** Starts delivering incoming frames to {@code receiver}. Called once. */
    void start(FrameReceiver receiver);

    /** Sends one frame. Must not block for long; frames are written in the order sent. */
    void send(OutboundFrame frame);

    /** Flushes what was sent and releases the transport; {@link FrameReceiver#onClosed()} follows. */
    void close();
}
