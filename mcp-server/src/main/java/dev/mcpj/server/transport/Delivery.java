package dev.mcpj.server.transport;

import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * How one incoming frame reaches the server besides its bytes: the headers that came with it, if
 * any, and the thread it is delivered on, if the transport lends it. A transport makes one per
 * frame (or reuses {@link #plain()}) and passes it to {@link FrameReceiver#onFrame} or
 * {@link FrameReceiver#onMessage}; the server uses it only within that call.
 *
 * <p>Three kinds of transport lend their thread differently:
 * <ul>
 *   <li>one that queues frames and lends nothing ({@link #plain()}, {@link #withHeaders}): every
 *       handler runs on the server's executor;</li>
 *   <li>one that reads all the frames of a connection on one thread, as stdio does
 *       ({@link #onReadLoop}): a quick handler runs on that thread, and a slow one asks the
 *       transport, through {@link ReadLoop#moveOn()}, to go on reading on another;</li>
 *   <li>one that serves each message on a thread of its own, as an HTTP engine serves each request
 *       ({@link #onRequestThread}): a quick handler runs on it; the thread reads nothing else, and
 *       the transport must be able to answer the message from another thread while a handler still
 *       runs on it. The server runs one handler at a time on such threads, and a handler that turns
 *       out slow runs on its executor from then on, so that a burst of slow calls cannot hold the
 *       transport's threads.</li>
 * </ul>
 */
public final class Delivery {
    private static final Delivery PLAIN = new Delivery(null, null);
    /** The thread of a request, lent for its one message: there is no reading to move on. */
    private static final ReadLoop REQUEST_THREAD = () -> false;

    private final @Nullable Function<String, @Nullable String> headers;
    private final @Nullable ReadLoop readLoop;

    private Delivery(@Nullable Function<String, @Nullable String> headers, @Nullable ReadLoop readLoop) {
        this.headers = headers;
        this.readLoop = readLoop;
    }

    /** {@return a delivery with no headers and no thread lent} */
    public static Delivery plain() {
        return PLAIN;
    }

    /**
     * A frame that came with headers of its own, such as an HTTP POST's, on no lent thread.
     * Interceptors read them (a W3C trace context, for one) through
     * {@link dev.mcpj.server.intercept.Invocation#transportHeader(String)} while they run, which is
     * within the receiver's call: {@code headers} is not used after it returns.
     *
     * @param headers the first value of a header by name (compared ignoring case), or {@code null}
     * @return the delivery
     */
    public static Delivery withHeaders(Function<String, @Nullable String> headers) {
        return new Delivery(Objects.requireNonNull(headers, "headers"), null);
    }

    /**
     * A frame delivered on the transport's read loop, lent while the frame is handled (see
     * {@link ReadLoop}).
     *
     * @param loop the read loop, lent for this frame
     * @return the delivery
     */
    public static Delivery onReadLoop(ReadLoop loop) {
        return new Delivery(null, Objects.requireNonNull(loop, "loop"));
    }

    /**
     * A message delivered on the thread that serves it alone, such as an HTTP request's, lent
     * while it is handled, with the headers that came with it (see {@link #withHeaders}).
     *
     * @param headers the first value of a header by name (compared ignoring case), or {@code null}
     * @return the delivery
     */
    public static Delivery onRequestThread(Function<String, @Nullable String> headers) {
        return new Delivery(Objects.requireNonNull(headers, "headers"), REQUEST_THREAD);
    }

    /**
     * The first value of the header {@code name} that came with the frame.
     *
     * @param name the header's name, compared ignoring case
     * @return the value, or {@code null} when the frame came without it (or without headers)
     */
    public @Nullable String header(String name) {
        return headers == null ? null : headers.apply(name);
    }

    /** {@return whether the frame came with headers} */
    public boolean hasHeaders() {
        return headers != null;
    }

    /**
     * The thread the frame is delivered on, as lent: the transport's read loop, or the thread of a
     * request (whose {@link ReadLoop#moveOn()} has nothing to move and answers {@code false}).
     *
     * @return the lent thread, or {@code null} when none is lent
     */
    public @Nullable ReadLoop thread() {
        return readLoop;
    }

    /** {@return whether the lent thread serves this message alone ({@link #onRequestThread}), not a read loop} */
    public boolean onRequestThread() {
        return readLoop == REQUEST_THREAD;
    }
}
