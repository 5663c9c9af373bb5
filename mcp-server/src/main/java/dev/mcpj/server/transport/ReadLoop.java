package dev.mcpj.server.transport;

/**
 * The thread a transport reads on, lent to the server for one frame. A transport that reads every
 * frame of a connection on one thread (stdio does) passes one with each frame through {@link
 * FrameReceiver#onFrame} ({@link Delivery#onReadLoop}). The server may then do quick work, such as
 * a tool handler that answers in microseconds, on that very thread, without handing the frame
 * to another thread and waking it. When the work turns out slow, the server calls {@link
 * #moveOn()}: the transport goes on reading on another thread, and the lent thread, once it has
 * finished the work and returned from {@code onFrame}, leaves the read loop.
 *
 * <p>Only the frame's own data may not be used after {@code moveOn()}: the server must be done
 * with the array it was given before it calls it.
 */
public interface ReadLoop {

    /**
     * Goes on reading on another thread, unless the frame this loop was lent for has already been
     * delivered (its {@code onFrame} returned). Safe to call from any thread, any number of times.
     *
     * @return whether this call moved the loop
     */
    boolean moveOn();

    /**
     * Whether more input is already waiting to be read. The server then runs long work (long
     * compared with a hand-off between threads, such as encoding a large answer) elsewhere, so
     * that reading the next frames overlaps with it. Called only on the lent thread, before {@link
     * #moveOn()}. A transport that cannot tell answers false, and all work stays on this thread.
     *
     * @return whether input is waiting
     */
    default boolean inputWaiting() {
        return false;
    }
}
