package dev.mcpj.server.transport;

import dev.mcpj.core.jsonrpc.RequestId;
import org.jspecify.annotations.Nullable;

/**
 * The service provider interface of a message transport. A transport moves frames (one JSON
 * message each, as UTF-8 bytes) and never parses what the server writes: the server decodes,
 * routes and answers, and tells the transport what each frame it sends is
 * ({@link OutboundFrame#kind()}, the request it belongs to, an error's code), which is all a
 * transport that routes or picks a status needs. A transport that must read an incoming message
 * to route it (HTTP) reads it with the server's codec and hands over the decoded message
 * ({@link FrameReceiver#onMessage}), so that it is parsed once.
 * Implementations must allow {@link #send} from any thread.
 */
public interface Transport {

    /**
     * Starts delivering incoming frames to {@code receiver}. Called once.
     *
     * @param receiver receives the frames
     */
    void start(FrameReceiver receiver);

    /**
     * Sends one frame. Must not block for long; frames are written in the order sent.
     *
     * @param frame the frame
     */
    void send(OutboundFrame frame);

    /** Flushes what was sent and releases the transport; {@link FrameReceiver#onClosed()} follows. */
    void close();

    /**
     * The request {@code stream} ended without a response (it was cancelled, or abandoned at
     * shutdown): a transport that holds a stream open per request may close it now.
     *
     * @param stream the request that ended
     */
    default void endStream(RequestId stream) {
    }

    /**
     * A handler asked to close the stream carrying {@code stream}'s answer while it goes on
     * working (see {@link dev.mcpj.server.RequestContext#closeResponseStream()}); a transport that
     * lets clients resume a stream closes it with a retry hint. Others ignore it.
     *
     * @param stream the request whose stream to close
     */
    default void closeStream(RequestId stream) {
    }

    /**
     * The state of an {@code initialize}-era session this transport continues, or {@code null}
     * (the default) for a new connection, whose client starts with {@code initialize}. Asked once,
     * before {@link #start}: a connection given a state serves that client's requests as its own
     * {@code initialize} had settled them, and refuses another {@code initialize}.
     *
     * @return the session state to continue, or {@code null} for a new session
     */
    default @Nullable SessionState session() {
        return null;
    }

    /**
     * The id of the session this transport carries, such as a Streamable HTTP session's
     * {@code Mcp-Session-Id}, or {@code null} when it has none (the default). Interceptors see it
     * as {@link dev.mcpj.server.intercept.Invocation#sessionId()}.
     *
     * @return the session id, or {@code null} if this transport carries no session
     */
    default @Nullable String sessionId() {
        return null;
    }

    /**
     * How the message this transport is handing to the server on the calling thread reached it
     * (for HTTP, the POST that carried it); when it is handing over nothing on this thread, the
     * network parts alone ({@link Peer#over}). {@link Peer#UNKNOWN} is the default, as in memory.
     * The server asks while interceptors run, on the thread that delivers the message;
     * interceptors see it as {@link dev.mcpj.server.intercept.Invocation#peer()}.
     *
     * @return how the message reached the server
     */
    default Peer peer() {
        return Peer.UNKNOWN;
    }
}
