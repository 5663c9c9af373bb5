package dev.mcpj.transport.http.internal;

import dev.mcpj.server.transport.Delivery;
import dev.mcpj.server.Attributes;
import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Connection;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Peer;
import dev.mcpj.server.transport.SessionState;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One stateless (2026-07-28) request POST, served by a server connection of its own: this is that
 * connection's {@link Transport}, and it carries exactly one request.
 *
 * <p>The POST is held until the server's first frame. A lone response is answered as
 * {@code application/json}, with the HTTP status its error code calls for (400 for a header
 * mismatch, a missing client capability or an unsupported version, 404 for an unknown method).
 * Notifications before it (progress, log messages, the acknowledgement of a
 * {@code subscriptions/listen}) turn the POST into an event stream that ends with the response. A
 * request quiet for a keep-alive interval becomes a stream too, of keep-alive comments: it stays
 * open through proxies, and a client that went away is noticed when a write fails. Closing the
 * stream is how a client cancels on HTTP, so the connection is then shut down at once, which
 * cancels the call. Events carry no ids: this profile has no resumption.
 *
 * <p>A transport without sessions serves each request of the {@code initialize} era the same way
 * (its errors answered with {@code 200}, as in a session): {@code initialize} on a new
 * connection, any other request on one that continues the {@link SessionState} it is given.
 */
final class StatelessExchange implements Transport {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final byte[] EMPTY = new byte[0];

    private final HttpCore core;
    private final StatelessEndpoint endpoint;
    private final HttpExchangeAdapter exchange;
    private final RequestId id;
    private final MediaTypes.Accept accept;
    private final long openedAt = System.nanoTime();
    private final Object lock = new Object();
    /** The POST is still unanswered: it may yet become JSON or a stream. Guarded by lock. */
    private boolean pending = true;
    /** The stream the POST became, while it takes events. Guarded by lock. */
    private SseChannel channel;
    /** The request is over: answered, ended, or its client gone. Guarded by lock. */
    private boolean done;
    /** The endpoint is stopping: an error answer now means the server gave up on the call. */
    private volatile boolean stopping;
    private volatile FrameReceiver receiver;
    private volatile Connection connection;
    /** The thread delivering the request to the server, while it does; the server may answer on it. */
    private volatile Thread delivering;
    /** The request was answered while being delivered: the delivering thread ends the connection. */
    private volatile boolean endAfterDelivery;
    /** The session a request of the initialize era continues without one; null for 2026-07-28 and initialize. */
    private final SessionState session;
    /** A request of the initialize era: its errors are answered with 200, as a session's are. */
    private final boolean legacy;

    StatelessExchange(HttpCore core, StatelessEndpoint endpoint, HttpExchangeAdapter exchange, RequestId id,
                      MediaTypes.Accept accept, boolean legacy, SessionState session) {
        this.session = session;
        this.legacy = legacy;
        this.core = core;
        this.endpoint = endpoint;
        this.exchange = exchange;
        this.id = id;
        this.accept = accept;
    }

    /** Connects to the server and delivers the request, as read from the POST, on the calling thread. */
    void serve(JsonRpcMessage request, Attributes attributes) {
        try {
            connection = core.server().connect(this, attributes);
        } catch (RuntimeException e) {
            LOG.error("Could not connect a stateless request to the server", e);
            answer(internalError());
            return;
        }
        OutboundFrame refusal;
        delivering = Thread.currentThread();
        try {
            refusal = receiver.onMessage(request, Delivery.onRequestThread(exchange::header));
        } catch (RuntimeException e) {
            LOG.error("The server failed on a stateless request", e);
            refusal = internalError();
        } finally {
            delivering = null;
        }
        if (endAfterDelivery) {
            // Answered on this thread (the handler ran here): the call is settled, so the
            // connection ends here too, without a hand-off.
            connection.shutdown(Duration.ZERO);
        }
        if (refusal != null) {
            answer(refusal);
        }
    }

    /**
     * Answers a request the codec refused (see {@link Incoming#refusal()}) with its error, as the
     * server answers a frame it cannot accept, without connecting to the server.
     */
    void refuse(JsonRpcError error) {
        answer(OutboundFrame.error(Replies.errorBody(error), id, error.code()));
    }

    private OutboundFrame internalError() {
        return OutboundFrame.error(Replies.errorBody(ErrorCode.INTERNAL_ERROR, "Internal error", id), id,
                ErrorCode.INTERNAL_ERROR.code());
    }

    // ---- Transport ----

    @Override
    public SessionState session() {
        return session;
    }

    @Override
    public void start(FrameReceiver receiver) {
        if (this.receiver != null) {
            throw new IllegalStateException("Transport already started");
        }
        this.receiver = receiver;
    }

    @Override
    public void send(OutboundFrame frame) {
        if (frame.stream() == null) {
            LOG.debug("Dropped a message of a stateless connection that belongs to no request");
        } else if (frame.last()) {
            answer(frame);
        } else {
            notification(frame.json());
        }
    }

    /**
     * The request ended without a response. When its client is gone (the usual case: that is how
     * it was cancelled) nothing is sent; otherwise the server abandoned it while shutting down,
     * and the client is told so that it may send the request again.
     */
    @Override
    public void endStream(RequestId stream) {
        abandon();
    }

    /** There is nothing to resume in this profile: the stream stays open. */
    @Override
    public void closeStream(RequestId stream) {
        LOG.debug("Ignored a request to close the stream of stateless request {}: it cannot be resumed", id);
    }

    @Override
    public void close() {
        abandon();
        endpoint.forget(this);
    }

    /** Of the one POST this transport carries, while it is delivered. */
    @Override
    public Peer peer() {
        return Exchanges.peer(delivering == Thread.currentThread() ? exchange : null);
    }

    // ---- from the HTTP side ----

    /**
     * Periodic upkeep: a request quiet for a keep-alive interval becomes an event stream, and
     * quiet streams get a keep-alive comment. Writing is how a vanished client is noticed.
     */
    void tick(long now, long keepAliveNanos) {
        synchronized (lock) {
            if (done) {
                return;
            }
            if (pending) {
                if (accept.sse() && now - openedAt >= keepAliveNanos) {
                    startStreaming();
                    channel.send(SseFormat.KEEP_ALIVE);
                }
            } else if (channel != null) {
                channel.keepAlive(now, keepAliveNanos);
            }
        }
    }

    /**
     * Ends the request as the endpoint stops: the call may finish within {@code grace}, then is
     * answered with an error ({@code 503} if it is still a plain POST); a listen stream gets its
     * closing result.
     */
    void shutdown(Duration grace) {
        stopping = true;
        Connection c = connection;
        if (c != null) {
            c.shutdown(grace);
        } else {
            close();
        }
    }

    // ---- internals ----

    private void notification(byte[] json) {
        synchronized (lock) {
            if (done) {
                return;
            }
            if (pending) {
                if (!accept.sse()) {
                    return; // a client that takes JSON only gets the response alone
                }
                startStreaming();
            }
            channel.send(SseFormat.message(null, json));
        }
    }

    /** Sends the response (or an error in its place) and closes the connection. */
    private void answer(OutboundFrame frame) {
        byte[] json = frame.json();
        int status = 200;
        boolean respond = false;
        synchronized (lock) {
            if (done) {
                return;
            }
            done = true;
            if (pending) {
                status = stopping && frame.kind() == OutboundFrame.Kind.ERROR ? 503 : legacy ? 200 : status(frame);
                // An error with its own status goes out as JSON, whatever the client prefers.
                if (status != 200 || accept.json()) {
                    pending = false;
                    respond = true;
                } else {
                    startStreaming();
                }
            }
            if (channel != null) {
                channel.send(SseFormat.message(null, json));
                channel.finish();
                channel = null;
            }
        }
        if (respond) {
            core.answer(exchange, status, Replies.json(null), frame);
        }
        endpoint.forget(this);
        Connection c = connection;
        if (c != null) {
            if (Thread.currentThread() == delivering) {
                endAfterDelivery = true;
            } else {
                // Not on this thread: it may be the server's own, in the middle of answering.
                core.execute(() -> c.shutdown(Duration.ZERO));
            }
        }
    }

    /** The request ends unanswered: the client, if still there, learns that it was dropped. */
    private void abandon() {
        boolean respond;
        byte[] error = Replies.errorBody(ErrorCode.INTERNAL_ERROR,
                "The server stopped before the request completed; send it again", id);
        synchronized (lock) {
            if (done) {
                return;
            }
            done = true;
            respond = pending;
            pending = false;
            if (channel != null) {
                channel.send(SseFormat.message(null, error));
                channel.finish();
                channel = null;
            }
        }
        if (respond) {
            core.execute(() -> exchange.respond(503, Replies.json(null), error));
        }
        endpoint.forget(this);
    }

    /** Turns the held POST into an event stream. Called holding the lock. */
    private void startStreaming() {
        pending = false;
        SseChannel[] self = new SseChannel[1];
        self[0] = new SseChannel(exchange, Replies.eventStream(null), core.io(), () -> clientGone(self[0]));
        channel = self[0];
        channel.send(EMPTY); // commits the headers now
    }

    /** A write failed or the client stopped reading: on HTTP that cancels the request. */
    private void clientGone(SseChannel broken) {
        synchronized (lock) {
            if (done || channel != broken) {
                return;
            }
            done = true;
            channel = null;
        }
        LOG.debug("The client of stateless request {} closed its stream: cancelling the request", id);
        endpoint.forget(this);
        Connection c = connection;
        if (c != null) {
            core.execute(() -> c.shutdown(Duration.ZERO));
        }
    }

    /**
     * The HTTP status of a response sent alone: the errors of the request's metadata and headers
     * are the client's to fix (400), an unknown method is 404, and every other answer is 200.
     */
    private static int status(OutboundFrame frame) {
        ErrorCode error = frame.kind() == OutboundFrame.Kind.ERROR ? ErrorCode.fromCode(frame.errorCode()) : null;
        if (error == null) {
            return 200;
        }
        return switch (error) {
            case HEADER_MISMATCH, MISSING_REQUIRED_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION,
                    PARSE_ERROR, INVALID_REQUEST -> 400;
            case METHOD_NOT_FOUND -> 404;
            default -> 200;
        };
    }
}
