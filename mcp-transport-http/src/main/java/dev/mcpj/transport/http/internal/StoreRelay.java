package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import dev.mcpj.server.cluster.SessionStore;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * One session's request streams in the {@link SessionStore}, beside its {@link EventBuffer} in
 * memory: every event of a request's stream is written through to the store
 * ({@link #share}), and a client that resumes, through this process, a stream another process
 * wrote gets what the store kept after its last event, then what the writer stores next, until
 * the stream ends ({@link #relay}). If the writer stops running first (its heartbeat in the
 * store lapses), the client gets a JSON-RPC error for its request, so that every request still
 * gets exactly one answer.
 */
final class StoreRelay {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final byte[] EMPTY = new byte[0];
    /** How often a stream another process writes is read from the session store while relayed. */
    private static final Duration RELAY_POLL = Duration.ofMillis(100);

    private final HttpCore core;
    private final SessionStore store;
    private final String sessionId;
    private final BooleanSupplier sessionClosed;

    /**
     * @param core          the endpoint, which must have a session store
     * @param sessionId     the session's id
     * @param sessionClosed whether the session has ended here: relayed streams then end too
     */
    StoreRelay(HttpCore core, String sessionId, BooleanSupplier sessionClosed) {
        this.core = core;
        this.store = core.options().sessionStore();
        this.sessionId = sessionId;
        this.sessionClosed = sessionClosed;
    }

    /**
     * Keeps an event of stream {@code stream} (a request's, or the standalone stream, whose
     * {@code requestId} is null) in the store, so that the client may resume it through another
     * process; a store that fails is logged, the event still reaches the
     * client from memory.
     */
    void share(long stream, long seq, RequestId requestId, byte[] event, boolean last) {
        try {
            store.append(sessionId, new SessionStore.StreamEvent(stream, seq, core.node(), idJson(requestId), event,
                    last), core.options().eventBufferSize(), core.options().sessionIdleTimeout());
        } catch (RuntimeException e) {
            LOG.warn("Could not keep an event in the session store: {}", e.toString());
        }
    }

    /**
     * What the store kept of another process's standalone stream {@code stream} after event
     * {@code seq}, for a client that resumes it here; {@code null} if the store does not have them
     * all (or cannot be read).
     */
    List<byte[]> standaloneAfter(long stream, long seq) {
        try {
            SessionStore.StoredEvents got = store.after(sessionId, stream, seq);
            return got == null ? null : got.events();
        } catch (RuntimeException e) {
            LOG.warn("Could not read a stream from the session store: {}", e.toString());
            return null;
        }
    }

    /** The JSON of a request id; {@code 0} for the standalone stream, which answers no request. */
    private static String idJson(RequestId id) {
        if (id == null) {
            return "0";
        }
        if (id instanceof NumericRequestId n) {
            return Long.toString(n.value());
        }
        return JsonNodeFactory.instance.stringNode(((StringRequestId) id).value()).toString();
    }

    private static RequestId idOf(String json) {
        return json.startsWith("\"") ? RequestId.of(JsonMapper.shared().readTree(json).asString())
                : RequestId.of(Long.parseLong(json));
    }

    /**
     * Resumes a stream this process does not have, from the session store: sends what the
     * client missed, then relays what its writer stores next, until the stream ends. If the
     * writer stops running first, the client is told the request was lost, so that it sends it
     * again: every request still gets one answer. Returns why not, or {@code null}.
     */
    String relay(HttpExchangeAdapter ex, long number, long seq) {
        SessionStore.StoredEvents got;
        try {
            got = store.after(sessionId, number, seq);
        } catch (RuntimeException e) {
            LOG.warn("Could not read a stream from the session store: {}", e.toString());
            got = null;
        }
        if (got == null) {
            return "Bad Request: cannot resume after event '" + number + "-" + seq
                    + "': it is unknown or too old; send the request again";
        }
        AtomicBoolean gone = new AtomicBoolean();
        SseChannel channel = new SseChannel(ex, Replies.eventStream(sessionId), core.io(), () -> gone.set(true));
        channel.send(EMPTY);
        long[] last = {seq};
        if (forward(channel, got, last)) {
            return null;
        }
        SessionStore.StoredEvents first = got;
        Poll relay = new Poll();
        relay.future = core.every(RELAY_POLL, () -> {
            if (relay.stopped) {
                relay.stop();
                return;
            }
            try {
                if (gone.get() || sessionClosed.getAsBoolean()) {
                    channel.finish();
                    relay.stop();
                    return;
                }
                SessionStore.StoredEvents more = store.after(sessionId, number, last[0]);
                if (more == null) {
                    channel.finish();
                    relay.stop();
                } else if (forward(channel, more, last)) {
                    relay.stop();
                } else if (more.seqs().isEmpty() && !store.alive(first.node())) {
                    LOG.debug("The process writing stream {} of a session stopped; its request is lost", number);
                    channel.send(SseFormat.message(null, Replies.errorBody(ErrorCode.INTERNAL_ERROR,
                            "The server process serving this request stopped before it completed; send the "
                                    + "request again", idOf(first.requestId()))));
                    channel.finish();
                    relay.stop();
                } else if (more.seqs().isEmpty()) {
                    channel.keepAlive(System.nanoTime(), core.options().keepAliveInterval().toNanos());
                }
            } catch (RuntimeException e) {
                LOG.warn("Relaying a stream from the session store failed: {}", e.toString());
                channel.finish();
                relay.stop();
            }
        });
        return null;
    }

    /** The polling of one relayed stream; it may stop before its future is known. */
    private static final class Poll {
        volatile ScheduledFuture<?> future;
        volatile boolean stopped;

        void stop() {
            stopped = true;
            ScheduledFuture<?> f = future;
            if (f != null) {
                f.cancel(false);
            }
        }
    }

    /** Sends the events; true (and the stream finished) if they end it. */
    private static boolean forward(SseChannel channel, SessionStore.StoredEvents got, long[] last) {
        List<byte[]> events = got.events();
        for (int i = 0; i < events.size(); i++) {
            channel.send(events.get(i));
            last[0] = Math.max(last[0], got.seqs().get(i));
        }
        if (got.complete()) {
            channel.finish();
            return true;
        }
        return false;
    }
}
