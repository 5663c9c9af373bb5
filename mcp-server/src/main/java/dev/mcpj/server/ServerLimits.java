package dev.mcpj.server;

import java.time.Duration;
import java.util.Objects;

/**
 * The explicit limits a server enforces on what clients send and on the work they start.
 *
 * @param maxMessageBytes      the largest message accepted, in bytes (default 4 MiB)
 * @param maxNestingDepth      the deepest JSON nesting accepted (default 64)
 * @param maxInFlightRequests  requests one connection may have running at once (default 1024);
 *                             beyond it a request is refused with an error
 * @param pageSize             entries per page of a list result (default 100)
 * @param shutdownGrace        how long calls in flight may go on to finish when the connection
 *                             closes (its input ends, the process is asked to stop, or the server
 *                             is closed); a call that finishes within it is answered with its
 *                             result. Then the handlers still running are interrupted, and after
 *                             the {@code shutdownStopWindow} every call not yet answered gets an
 *                             error saying the server is shutting down. Zero by default, so a
 *                             client that closes a stdio server's input sees it exit promptly;
 *                             raise it for a server that should finish its work first
 * @param shutdownStopWindow   how long handlers still running when the grace ends have, once
 *                             interrupted, to answer by themselves (a handler that ends on
 *                             interruption with a partial result, or that was about to finish);
 *                             also how long answers already being written get before the
 *                             connection closes. A quarter of a second by default, so that a stdio
 *                             server exits well within a second of its input ending; positive
 */
public record ServerLimits(int maxMessageBytes, int maxNestingDepth, int maxInFlightRequests, int pageSize,
                           Duration shutdownGrace, Duration shutdownStopWindow) {
    /** The default {@link #shutdownStopWindow()}. */
    private static final Duration STOP_WINDOW = Duration.ofMillis(250);

    /**
     * Checks that the sizes, counts and stop window are positive.
     *
     * @throws IllegalArgumentException if one is not
     */
    public ServerLimits {
        positive(maxMessageBytes, "maxMessageBytes");
        positive(maxNestingDepth, "maxNestingDepth");
        positive(maxInFlightRequests, "maxInFlightRequests");
        positive(pageSize, "pageSize");
        Objects.requireNonNull(shutdownGrace, "shutdownGrace");
        Objects.requireNonNull(shutdownStopWindow, "shutdownStopWindow");
        if (shutdownStopWindow.isNegative() || shutdownStopWindow.isZero()) {
            throw new IllegalArgumentException("shutdownStopWindow must be positive");
        }
    }

    /**
     * These limits with the default {@link #shutdownStopWindow()} of a quarter of a second.
     *
     * @param maxMessageBytes     the largest message accepted, in bytes
     * @param maxNestingDepth     the deepest JSON nesting accepted
     * @param maxInFlightRequests the requests one connection may have running at once
     * @param pageSize            the entries per page of a list result
     * @param shutdownGrace       how long calls in flight may go on to finish at shutdown
     * @throws IllegalArgumentException if a limit is not positive
     */
    public ServerLimits(int maxMessageBytes, int maxNestingDepth, int maxInFlightRequests, int pageSize,
                        Duration shutdownGrace) {
        this(maxMessageBytes, maxNestingDepth, maxInFlightRequests, pageSize, shutdownGrace, STOP_WINDOW);
    }

    /** {@return the defaults described above} */
    public static ServerLimits defaults() {
        return new ServerLimits(4 * 1024 * 1024, 64, 1024, 100, Duration.ZERO, STOP_WINDOW);
    }

    /**
     * These limits with another largest message size.
     *
     * @param value the new limit, in bytes
     * @return a copy of these limits with it
     * @throws IllegalArgumentException if it is not positive
     */
    public ServerLimits withMaxMessageBytes(int value) {
        return new ServerLimits(value, maxNestingDepth, maxInFlightRequests, pageSize, shutdownGrace, shutdownStopWindow);
    }

    /**
     * These limits with another deepest nesting.
     *
     * @param value the new limit
     * @return a copy of these limits with it
     * @throws IllegalArgumentException if it is not positive
     */
    public ServerLimits withMaxNestingDepth(int value) {
        return new ServerLimits(maxMessageBytes, value, maxInFlightRequests, pageSize, shutdownGrace, shutdownStopWindow);
    }

    /**
     * These limits with another number of requests in flight per connection.
     *
     * @param value the new limit
     * @return a copy of these limits with it
     * @throws IllegalArgumentException if it is not positive
     */
    public ServerLimits withMaxInFlightRequests(int value) {
        return new ServerLimits(maxMessageBytes, maxNestingDepth, value, pageSize, shutdownGrace, shutdownStopWindow);
    }

    /**
     * These limits with another page size.
     *
     * @param value the new limit
     * @return a copy of these limits with it
     * @throws IllegalArgumentException if it is not positive
     */
    public ServerLimits withPageSize(int value) {
        return new ServerLimits(maxMessageBytes, maxNestingDepth, maxInFlightRequests, value, shutdownGrace, shutdownStopWindow);
    }

    /**
     * These limits with another shutdown grace.
     *
     * @param value the new grace
     * @return a copy of these limits with it
     */
    public ServerLimits withShutdownGrace(Duration value) {
        return new ServerLimits(maxMessageBytes, maxNestingDepth, maxInFlightRequests, pageSize, value,
                shutdownStopWindow);
    }

    /**
     * These limits with another stop window.
     *
     * @param value the new limit
     * @return a copy of these limits with it
     * @throws IllegalArgumentException if it is not positive
     */
    public ServerLimits withShutdownStopWindow(Duration value) {
        return new ServerLimits(maxMessageBytes, maxNestingDepth, maxInFlightRequests, pageSize, shutdownGrace,
                value);
    }

    private static void positive(int v, String name) {
        if (v <= 0) {
            throw new IllegalArgumentException(name + " must be positive, not " + v);
        }
    }
}
