package dev.mcpj.server;

import dev.mcpj.server.transport.SessionState;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/** One transport connected to a server: a stdio process, an in-memory pair, an HTTP session. */
public interface Connection extends AutoCloseable {

    /**
     * Stops taking requests (a new one is answered with an error), lets in-flight calls finish for
     * up to {@code grace}, then interrupts the rest and answers each with an error saying the
     * server is shutting down (a call that finishes within a quarter of a second of the interrupt
     * keeps its result), and closes the transport. Every call gets exactly one answer.
     *
     * @param grace how long in-flight calls may go on
     */
    void shutdown(Duration grace);

    /**
     * Waits until the connection is closed.
     *
     * @throws InterruptedException if this thread is interrupted while waiting
     */
    void awaitClosed() throws InterruptedException;

    /** {@return whether the connection is closed} */
    boolean isClosed();

    /**
     * The protocol version the client's {@code initialize} settled, or {@code null} before one
     * (and for connections that carry only stateless 2026-07-28 requests).
     *
     * @return the protocol version, or {@code null}
     */
    @Nullable String protocolVersion();

    /**
     * What the client's {@code initialize} settled, and the log level it set since, or
     * {@code null} before an {@code initialize} (and for connections that carry only stateless
     * 2026-07-28 requests): what a transport keeps to continue the session on another connection
     * (see {@link dev.mcpj.server.transport.Transport#session()}).
     *
     * @return the settled session state, or {@code null} if no {@code initialize} settled one
     */
    default @Nullable SessionState sessionState() {
        return null;
    }

    /** Shuts down with the server's configured grace period. */
    @Override
    void close();
}
