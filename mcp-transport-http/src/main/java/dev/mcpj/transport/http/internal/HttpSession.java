package dev.mcpj.transport.http.internal;

import dev.mcpj.server.transport.Delivery;
import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Connection;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Peer;
import dev.mcpj.server.transport.SessionState;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One MCP session over HTTP: the {@link Transport} of one server connection, fed by many POSTs
 * and answering on many HTTP responses.
 *
 * <p>Every request gets a stream, numbered within the session. Its POST is held until the first
 * frame for it arrives: the response alone is answered as {@code application/json}; anything
 * before it (progress, logging, a question to the client) turns the POST into an event stream
 * that carries every frame of the request until the response. Frames that belong to no request go
 * to the standalone stream a GET opened. Every event is kept in a bounded buffer; a client whose
 * stream broke reconnects with a GET and {@code Last-Event-ID} and gets that stream's later
 * events. Event ids are {@code <stream>-<sequence>}, unique within the session across processes:
 * each process serving the session numbers its streams in a block of its own, the first number of
 * the block being its standalone stream (see {@link #STREAM_BLOCK_BITS}).
 *
 * <p>A GET whose {@code Last-Event-ID} names a standalone stream (this process's or, through the
 * session store, another's) gets the events it missed where they are still kept, and then goes on
 * as this process's standalone stream; where they are not (unknown, too old, dropped, or written
 * by a process whose events are gone), it is answered as a fresh standalone stream that says, in
 * an SSE comment, that events may have been missed. Refusing would end the client's notifications
 * for the rest of its session, as a client gives up on a GET that fails. A request stream that
 * cannot be resumed is still refused, so that the client sends the request again.
 *
 * <p>The server tells it when a request ends without a response ({@link #endStream}: the stream
 * ends, empty if it never started) and when a handler wants its stream closed so that the client
 * polls for the rest ({@link #closeStream}: the stream ends after a {@code retry} hint and stays
 * resumable). POSTs are delivered concurrently, each on its own thread.
 *
 * <p>The session's lock guards its streams, except on the paths every call takes: looking a
 * stream up ({@code open} is concurrent), recording activity, and answering a held POST with JSON,
 * which claims the POST atomically ({@link RequestStream#take}). A burst of answers, such as many
 * slow calls ending at once, then does not queue on the lock that a new request needs.
 */
final class HttpSession implements Transport {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final byte[] EMPTY = new byte[0];
    private static final int RECENT_STREAMS = EventBuffer.RECENT_STREAMS;
    /** The first revision whose clients expect a priming event to resume from (SEP-1699). */
    private static final String FIRST_WITH_PRIMING = "2025-11-25";
    /**
     * A process that takes a session up from the session store numbers its streams from its own
     * block, {@code claimed << STREAM_BLOCK_BITS}, so that event ids stay unique in the session:
     * the block's first number is its standalone stream, the next ones its request streams. The
     * process that opened the session has block 0 (standalone stream 0).
     */
    static final int STREAM_BLOCK_BITS = 24;
    private static final long IN_BLOCK = (1L << STREAM_BLOCK_BITS) - 1;

    final String id;
    final String principal;
    private final HttpCore core;
    private final SessionEndpoint endpoint;
    private final Object lock = new Object();
    /** Streams of requests in flight: read without the lock, changed under it or by a JSON answer. */
    private final Map<RequestId, RequestStream> open = new ConcurrentHashMap<>();
    private final Map<Long, RequestStream> recent = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, RequestStream> eldest) {
            return size() > RECENT_STREAMS && eldest.getValue().done;
        }
    };
    private final RequestStream standalone;
    private final EventBuffer buffer;
    private long nextStream;
    private long nextSeq = 1;
    /** The session this one continues, as another process left it in the store; null for a new one. */
    private final SessionState restored;
    /** The session store's side of this session's streams; null without a store. */
    private final StoreRelay shared;
    /** The logging level the store has for this session, so that a change is stored once. */
    private volatile LoggingLevel storedLevel;
    /** The subscriptions the store has for this session, so that a change is stored once. */
    private volatile Set<String> storedSubscriptions = Set.of();
    private volatile boolean closed;
    private volatile long lastActive = System.nanoTime();
    private volatile boolean priming = true;
    private volatile FrameReceiver receiver;
    private volatile Connection connection;

    /**
     * @param restored    the state of a session taken up from the session store, or {@code null}
     *                    for a new one, which starts with initialize
     * @param block       the block of stream numbers of this copy: 0 for the process that opened
     *                    the session, the one claimed from the store for one that takes it up
     */
    HttpSession(HttpCore core, SessionEndpoint endpoint, String id, String principal, SessionState restored,
                long block) {
        this.core = core;
        this.endpoint = endpoint;
        this.id = id;
        this.principal = principal;
        this.restored = restored;
        this.standalone = new RequestStream(block << STREAM_BLOCK_BITS, null, false, false, false, true, null);
        this.nextStream = standalone.number + 1;
        this.shared = core.options().sessionStore() == null ? null : new StoreRelay(core, id, this::isClosed);
        if (restored != null) {
            priming = restored.protocolVersion().compareTo(FIRST_WITH_PRIMING) >= 0;
            storedLevel = restored.logLevel();
            storedSubscriptions = restored.subscriptions();
        }
        this.buffer = new EventBuffer(core.options().eventBufferSize(), core.options().eventBufferBytes(),
                core.eventBudget());
    }

    /**
     * One request's stream. Guarded by the session's lock, except the held POST: whoever answers
     * it or turns it into a stream takes it with {@link #take}, so it is answered once.
     */
    private static final class RequestStream {
        final long number;
        final RequestId id;
        final boolean initialize;
        final boolean opensSession;
        final boolean jsonAllowed;
        final boolean sseAllowed;
        final long openedAt = System.nanoTime();
        /** The POST still waiting to learn whether it answers with JSON or a stream; null once taken. */
        private final AtomicReference<HttpExchangeAdapter> pending;
        /** The connection now receiving the stream's events; null while none is attached. */
        SseChannel channel;
        volatile boolean done;
        /** Ended without a response (cancelled or abandoned): a resumption finds nothing more. */
        boolean unanswered;

        RequestStream(long number, RequestId id, boolean initialize, boolean opensSession, boolean jsonAllowed,
                      boolean sseAllowed, HttpExchangeAdapter pending) {
            this.number = number;
            this.id = id;
            this.initialize = initialize;
            this.opensSession = opensSession;
            this.jsonAllowed = jsonAllowed;
            this.sseAllowed = sseAllowed;
            this.pending = new AtomicReference<>(pending);
        }

        boolean held() {
            return pending.get() != null;
        }

        /** The held POST, now the caller's to answer; null if there is none or another took it. */
        HttpExchangeAdapter take() {
            return pending.getAndSet(null);
        }
    }

    void connected(Connection connection) {
        this.connection = connection;
    }

    // ---- Transport ----

    @Override
    public SessionState session() {
        return restored;
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
        RequestId streamId = frame.stream();
        if (streamId == null) {
            synchronized (lock) {
                if (!closed) {
                    append(standalone, frame.json(), false);
                }
            }
            return;
        }
        RequestStream s = open.get(streamId);
        if (s == null) {
            LOG.debug("Dropped a message for request {} of session {}: its stream has ended", streamId, id);
            return;
        }
        route(s, frame);
    }

    @Override
    public void close() {
        List<Runnable> answers = new ArrayList<>();
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            for (RequestStream s : open.values()) {
                s.done = true;
                HttpExchangeAdapter ex = s.take();
                if (ex != null) {
                    answers.add(() -> ex.respond(200, Replies.json(id), Replies.errorBody(ErrorCode.INTERNAL_ERROR,
                            "The session ended before the request completed", s.id)));
                } else if (s.channel != null) {
                    s.channel.finish();
                    s.channel = null;
                }
            }
            open.clear();
            if (standalone.channel != null) {
                standalone.channel.finish();
                standalone.channel = null;
            }
            buffer.clear();
        }
        endpoint.forget(this);
        answers.forEach(Runnable::run);
    }

    /**
     * The request ended without a response. A POST still held is answered with an empty event
     * stream: a request gets a stream or JSON, never {@code 202}, and without a priming event the
     * client has nothing to resume. A stream already open just ends.
     */
    @Override
    public void endStream(RequestId requestId) {
        HttpExchangeAdapter waiting = null;
        synchronized (lock) {
            RequestStream s = open.get(requestId);
            if (s == null || s.done) {
                return;
            }
            s.done = true;
            s.unanswered = true;
            open.remove(requestId, s);
            waiting = s.take();
            if (waiting == null && s.channel != null) {
                s.channel.finish();
                s.channel = null;
            }
            lastActive = System.nanoTime();
        }
        if (waiting != null) {
            HttpExchangeAdapter ex = waiting;
            core.execute(() -> ex.respond(200, Replies.eventStream(id), EMPTY));
        }
    }

    /**
     * Closes the request's stream while it goes on (SEP-1699 polling): a POST still held becomes
     * a stream first, so the client gets the priming event to resume from; then the stream ends
     * after a {@code retry} hint. Later events wait in the buffer for the client's GET with
     * {@code Last-Event-ID}. Ignored for clients that cannot resume (before 2025-11-25, or
     * accepting JSON only).
     */
    @Override
    public void closeStream(RequestId requestId) {
        synchronized (lock) {
            RequestStream s = open.get(requestId);
            if (s == null || s.done || s.initialize || !priming) {
                return;
            }
            if (s.held()) {
                if (!s.sseAllowed || !startStreaming(s)) {
                    return;
                }
            } else if (s.channel != null) {
                s.channel.send(SseFormat.retry(core.options().sseRetry().toMillis()));
            } else {
                return;
            }
            s.channel.finish();
            s.channel = null;
            lastActive = System.nanoTime();
        }
    }

    // ---- from the HTTP side ----

    /** Serves a request POST: holds it until the server's first frame for it decides its form. */
    void request(HttpExchangeAdapter ex, Incoming message, byte[] body, MediaTypes.Accept accept,
                 boolean opensSession) {
        RequestStream s;
        boolean inUse;
        synchronized (lock) {
            if (closed) {
                s = null;
                inUse = false;
            } else {
                inUse = open.containsKey(message.id());
                s = inUse ? null : new RequestStream(nextStream++, message.id(), message.isInitialize(),
                        opensSession, accept.json(), accept.sse(), ex);
                if (s != null) {
                    open.put(s.id, s);
                }
            }
        }
        if (s == null) {
            if (inUse) {
                Replies.error(ex, 409, ErrorCode.INVALID_REQUEST, "Request id " + message.id()
                        + " is already in use by a request in flight", message.id());
            } else {
                SessionEndpoint.sessionNotFound(ex);
            }
            return;
        }
        OutboundFrame refusal;
        Exchanges.DELIVERING.set(ex);
        try {
            refusal = deliver(message, body, s.id, ex);
        } finally {
            Exchanges.DELIVERING.remove();
        }
        if (refusal != null) {
            route(s, refusal);
        }
    }

    /**
     * Delivers a notification or a response that {@code ex} carried. Returns what the server
     * answered if it found the message invalid, or {@code null}.
     */
    byte[] receive(HttpExchangeAdapter ex, Incoming message, byte[] body) {
        OutboundFrame refusal;
        Exchanges.DELIVERING.set(ex);
        try {
            refusal = deliver(message, body, null, null);
        } finally {
            Exchanges.DELIVERING.remove();
        }
        return refusal == null ? null : refusal.json();
    }

    /**
     * Serves a GET: opens the standalone stream (ending the one a previous GET opened, if any), or
     * resumes a broken one after {@code lastEventId}.
     */
    void openStream(HttpExchangeAdapter ex, String lastEventId) {
        String refusal = null;
        int status = 400;
        String wanted = lastEventId == null ? null : lastEventId.trim();
        long[] parsed = wanted == null ? null : parse(wanted);
        if (wanted != null && (parsed == null || (parsed[0] & IN_BLOCK) == 0)) {
            resumeStandalone(ex, wanted, parsed);
            return;
        }
        long[] foreign = parsed == null ? null : foreignStream(parsed);
        if (foreign != null) {
            refusal = shared.relay(ex, foreign[0], foreign[1]);
            if (refusal != null) {
                Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, refusal, null);
            }
            return;
        }
        synchronized (lock) {
            if (closed) {
                refusal = "";
                status = 404;
            } else if (lastEventId == null) {
                openStandalone(ex, List.of(), null);
            } else {
                refusal = resume(ex, wanted, parsed);
            }
        }
        if (refusal != null) {
            if (status == 404) {
                SessionEndpoint.sessionNotFound(ex);
            } else {
                Replies.error(ex, status, ErrorCode.INVALID_REQUEST, refusal, null);
            }
        }
    }

    /**
     * A GET resuming a standalone stream, or naming an event that is not ours at all: the events
     * missed where this process or the session store still has them, then this process's
     * standalone stream; a fresh one, with a comment saying so, where they are gone.
     */
    private void resumeStandalone(HttpExchangeAdapter ex, String lastEventId, long[] parsed) {
        List<byte[]> missed = null;
        if (parsed != null && parsed[0] != standalone.number && shared != null) {
            // Another process's standalone stream: what it stored after the client's last event.
            missed = shared.standaloneAfter(parsed[0], parsed[1]);
        }
        boolean found;
        synchronized (lock) {
            if (closed) {
                found = false;
                missed = null;
            } else {
                if (parsed != null && parsed[0] == standalone.number && parsed[1] < nextSeq) {
                    missed = buffer.after(standalone.number, parsed[1]);
                }
                found = missed != null;
                openStandalone(ex, found ? missed : List.of(), found ? null
                        : "events after " + lastEventId + " are no longer kept; this stream starts afresh "
                                + "and notifications sent since may have been missed");
                return;
            }
        }
        SessionEndpoint.sessionNotFound(ex);
    }

    /**
     * Opens the standalone stream on {@code ex} (ending the one a previous GET opened, if any):
     * {@code missed} events first, after a {@code gap} comment if some are lost; under the lock.
     */
    private void openStandalone(HttpExchangeAdapter ex, List<byte[]> missed, String gap) {
        // Only this session's client can ask (the session id and principal matched), and it
        // would not while its stream works: the old one's client is most likely gone without a
        // word, which only a failed write (a keep-alive later) would show.
        if (standalone.channel != null) {
            LOG.debug("A new GET takes over the standalone stream of a session");
            standalone.channel.finish();
            standalone.channel = null;
        }
        if (gap != null) {
            LOG.debug("A GET resumed a standalone stream whose events are gone: {}", gap);
        }
        SseChannel channel = channel(standalone, ex);
        standalone.channel = channel;
        channel.send(EMPTY);
        if (gap != null) {
            channel.send(SseFormat.comment(gap));
        }
        for (byte[] event : missed) {
            channel.send(event);
        }
        prime(standalone, channel);
    }

    /** Records activity: the idle timer starts again. */
    void touch() {
        lastActive = System.nanoTime();
    }

    /** Whether the session has had no request and no open stream for {@code timeoutNanos}. */
    boolean idle(long now, long timeoutNanos) {
        synchronized (lock) {
            boolean listening = standalone.channel != null && standalone.channel.isOpen();
            return open.isEmpty() && !listening && now - lastActive > timeoutNanos;
        }
    }

    /**
     * Periodic upkeep: a request quiet for a keep-alive interval becomes an event stream (so it
     * stays alive and resumable), and quiet streams get a keep-alive comment.
     */
    void tick(long now, long keepAliveNanos) {
        synchronized (lock) {
            for (RequestStream s : open.values()) {
                if (s.held()) {
                    if (s.sseAllowed && !s.initialize && now - s.openedAt >= keepAliveNanos) {
                        startStreaming(s);
                    }
                } else if (s.channel != null) {
                    s.channel.keepAlive(now, keepAliveNanos);
                }
            }
            if (standalone.channel != null) {
                standalone.channel.keepAlive(now, keepAliveNanos);
            }
        }
    }

    @Override
    public String sessionId() {
        return id;
    }

    /** Of the POST being delivered on this thread; the network parts alone on any other thread. */
    @Override
    public Peer peer() {
        return Exchanges.peer(Exchanges.DELIVERING.get());
    }

    /** Ends the session from the HTTP side (DELETE, idle): the server shuts the connection down. */
    void end() {
        FrameReceiver r = receiver;
        if (r != null) {
            r.onClosed();
        }
    }

    /** Ends the session: calls in flight may finish within {@code grace}, then are answered with an error. */
    void shutdown(Duration grace) {
        Connection c = connection;
        if (c != null) {
            c.shutdown(grace);
        } else {
            close();
        }
    }

    // ---- internals ----

    /**
     * Hands a POST's message to the server; returns the error answering it at once, if the server
     * refused it or failed on it. A request comes with its POST ({@code ex}), whose headers interceptors may
     * read; a notification or response comes with none.
     */
    private OutboundFrame deliver(Incoming message, byte[] body, RequestId request, HttpExchangeAdapter ex) {
        try {
            if (message.message() != null && message.refusal() == null) {
                // Read once, by the transport's codec: the server takes the decoded message.
                return receiver.onMessage(message.message(),
                        ex == null ? Delivery.plain() : Delivery.onRequestThread(ex::header));
            }
            // Invalid: the server reads the bytes itself, to refuse them as it refuses any frame.
            return receiver.onFrame(body, 0, body.length,
                    ex == null ? Delivery.plain() : Delivery.withHeaders(ex::header));
        } catch (RuntimeException e) {
            LOG.error("The server failed on a message of an HTTP session", e);
            return OutboundFrame.error(Replies.errorBody(ErrorCode.INTERNAL_ERROR, "Internal error", request),
                    request, ErrorCode.INTERNAL_ERROR.code());
        }
    }

    private void route(RequestStream s, OutboundFrame frame) {
        byte[] json = frame.json();
        boolean last = frame.last();
        boolean opened = true;
        if (last && s.opensSession) {
            // The server settles the version before it answers; a failed initialize settles none.
            Connection c = connection;
            String version = c == null ? null : c.protocolVersion();
            opened = version != null;
            if (opened) {
                priming = version.compareTo(FIRST_WITH_PRIMING) >= 0;
                endpoint.save(this, c);
            }
        } else if (last && shared != null) {
            shareState();
        }
        HttpExchangeAdapter answer = last && s.jsonAllowed ? s.take() : null;
        if (answer != null) {
            // The response to a POST still held: the POST is answered with it as JSON, without
            // the lock, as nothing else of the stream remains to order it against.
            s.done = true;
            open.remove(s.id, s);
            lastActive = System.nanoTime();
            // A failed initialize opens no session: its answer carries no session id.
            core.answer(answer, 200, Replies.json(opened ? id : null), frame);
        } else {
            synchronized (lock) {
                if (!stream(s, frame, json, last)) {
                    return;
                }
            }
        }
        if (!opened) {
            endpoint.discard(this);
        }
    }

    /**
     * Sends a frame on its request's event stream, turning a held POST into one first; under the
     * lock. Returns false if the frame went nowhere or only to the standalone stream.
     */
    private boolean stream(RequestStream s, OutboundFrame frame, byte[] json, boolean last) {
        if (s.done || closed) {
            return false;
        }
        if (s.held()) {
            if (s.sseAllowed) {
                startStreaming(s);
            } else {
                // The client takes JSON only, so nothing but the response can reach it on this
                // POST: a question to the client goes to the standalone stream, if any.
                if (frame.kind() == OutboundFrame.Kind.REQUEST) {
                    append(standalone, json, false);
                }
                return false;
            }
        }
        append(s, json, last);
        if (last) {
            s.done = true;
            open.remove(s.id, s);
            if (s.channel != null) {
                s.channel.finish();
                s.channel = null;
            }
            lastActive = System.nanoTime();
        }
        return true;
    }

    /** Turns a held POST into an event stream; false if a JSON answer took the POST first. */
    private boolean startStreaming(RequestStream s) {
        HttpExchangeAdapter ex = s.take();
        if (ex == null) {
            return false;
        }
        recent.put(s.number, s);
        attach(s, ex);
        return true;
    }

    /** Gives a stream a new connection, opening it with a priming event. */
    private void attach(RequestStream s, HttpExchangeAdapter ex) {
        SseChannel channel = channel(s, ex);
        s.channel = channel;
        channel.send(EMPTY);
        prime(s, channel);
    }

    /** Sends a priming event, for clients that resume from one. */
    private void prime(RequestStream s, SseChannel channel) {
        if (priming) {
            long seq = nextSeq++;
            byte[] event = SseFormat.priming(s.number + "-" + seq, core.options().sseRetry().toMillis());
            channel.send(event);
            share(s, seq, event, false);
        }
    }

    private SseChannel channel(RequestStream s, HttpExchangeAdapter ex) {
        SseChannel[] self = new SseChannel[1];
        self[0] = new SseChannel(ex, Replies.eventStream(id), core.io(), () -> detach(s, self[0]));
        return self[0];
    }

    /** A stream's client went away; events go on into the buffer for a resuming client. */
    private void detach(RequestStream s, SseChannel channel) {
        synchronized (lock) {
            if (s.channel == channel) {
                s.channel = null;
                lastActive = System.nanoTime();
                LOG.debug("Stream {} of a session lost its client; its events are kept for resumption", s.number);
            }
        }
    }

    /** The stream and sequence number of an event id {@code <stream>-<seq>}; null if it is not one. */
    private static long[] parse(String lastEventId) {
        int dash = lastEventId.indexOf('-');
        try {
            long number = Long.parseLong(lastEventId.substring(0, Math.max(dash, 0)));
            long seq = Long.parseLong(lastEventId.substring(dash + 1));
            return number < 0 || seq < 0 ? null : new long[] {number, seq};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * The stream and sequence number of an event id naming a request stream this process does
     * not have, if a session store may have it; {@code null} otherwise.
     */
    private long[] foreignStream(long[] parsed) {
        if (shared == null) {
            return null;
        }
        synchronized (lock) {
            return recent.containsKey(parsed[0]) ? null : parsed;
        }
    }

    /** Resumes a request stream of this process; returns why not, or {@code null}. */
    private String resume(HttpExchangeAdapter ex, String lastEventId, long[] parsed) {
        long number = parsed[0];
        long seq = parsed[1];
        RequestStream s = recent.get(number);
        if (s == null || seq >= nextSeq) {
            return "Bad Request: cannot resume after event '" + lastEventId
                    + "': it is unknown or too old; send the request again";
        }
        List<byte[]> missed = buffer.after(s.number, seq);
        if (missed == null) {
            return "Bad Request: cannot resume after event '" + lastEventId + "': later events of its stream "
                    + "were dropped to bound the server's memory; send the request again";
        }
        if (s.unanswered && missed.isEmpty()) {
            // Nothing will ever come: refusing stops a client that would poll an empty stream forever.
            return "Bad Request: request " + s.id + " ended without a response (it was cancelled); "
                    + "nothing is left to resume";
        }
        if (s.channel != null) {
            s.channel.abort();
        }
        SseChannel channel = channel(s, ex);
        s.channel = channel;
        channel.send(EMPTY);
        for (byte[] event : missed) {
            channel.send(event);
        }
        if (s.done) {
            channel.finish();
            s.channel = null;
        }
        return null;
    }

    /** Records an event of a stream and sends it to the stream's client, if one is attached. */
    private void append(RequestStream s, byte[] json, boolean last) {
        long seq = nextSeq++;
        byte[] event = SseFormat.message(s.number + "-" + seq, json);
        buffer.add(s.number, seq, event);
        share(s, seq, event, last);
        if (s.channel != null) {
            s.channel.send(event);
        }
    }

    /**
     * Keeps an event in the session store too, so that the client may resume its stream through
     * another process: a request's stream, or the standalone stream.
     */
    private void share(RequestStream s, long seq, byte[] event, boolean last) {
        if (shared != null) {
            shared.share(s.number, seq, s.id, event, last);
        }
    }

    /**
     * Stores the session again when a {@code logging/setLevel} changed its level or a
     * {@code resources/subscribe} its subscriptions, so that a process taking it up from the
     * store later starts with them.
     */
    private void shareState() {
        Connection c = connection;
        SessionState state = c == null ? null : c.sessionState();
        if (state != null && (state.logLevel() != storedLevel || !state.subscriptions().equals(storedSubscriptions))) {
            storedLevel = state.logLevel();
            storedSubscriptions = state.subscriptions();
            endpoint.save(this, c);
        }
    }

    private boolean isClosed() {
        synchronized (lock) {
            return closed;
        }
    }
}
