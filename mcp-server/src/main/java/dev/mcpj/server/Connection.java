package dev.mcpj.server;

import java.time.Duration;

/** One transport connected to a server: a stdio process, an in-memory pair, an HTTP session. */
public interface Connection extends AutoCloseable {

    /**
     * Stops reading, lets in-flight calls finish for up to {@code grace}, cancels the rest, and
     * closes the transport.
     */
    void shutdown(Duration grace);

    /** Waits until the connection is closed. */
    void awaitClosed() throws InterruptedException;

    /** Whether the connection is closed. */
    boolean isClosed();

    /**
     * The protocol version the client's {@code initialize} settled, or {@code null} before one
     * (and for connections that carry only stateless 2026-07-28 requests).
     */
    String protocolVersion();

    /** Shuts down with the server's configured grace period. */
    @Override
    void close();
}
