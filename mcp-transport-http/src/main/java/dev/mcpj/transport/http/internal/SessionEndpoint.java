package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Connection;
import dev.mcpj.server.cluster.SessionStore;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Streamable HTTP profile of the {@code initialize} era (2025-11-25 and earlier): an
 * {@code initialize} POST opens a session, named by {@code Mcp-Session-Id} on every later request;
 * a GET opens the session's standalone stream or resumes a broken one; DELETE ends the session.
 * Each session is one server connection ({@link HttpSession}).
 */
final class SessionEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final byte[] EMPTY = new byte[0];
    /** What a refusal for too many sessions asks the client to wait before trying again, in seconds. */
    static final String RETRY_AFTER_SECONDS = "5";

    private final HttpCore core;
    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, HttpSession> sessions = new ConcurrentHashMap<>();

    SessionEndpoint(HttpCore core) {
        this.core = core;
    }

    /** Serves a POST of a session, or the {@code initialize} that opens one. */
    void post(HttpExchangeAdapter ex, Incoming message, byte[] body, MediaTypes.Accept accept, Caller caller) {
        String sessionId = ex.header(Replies.SESSION_HEADER);
        HttpSession session;
        boolean created = false;
        if (sessionId == null) {
            if (!message.isInitialize()) {
                Replies.error(ex, 400, ErrorCode.INVALID_REQUEST,
                        "Bad Request: the Mcp-Session-Id header is required; start a session with initialize", null);
                return;
            }
            session = open(caller);
            if (session == null) {
                full(ex, message.id());
                return;
            }
            created = true;
        } else {
            try {
                session = find(sessionId, caller);
            } catch (Full e) {
                full(ex, message.id());
                return;
            }
            if (session == null) {
                sessionNotFound(ex);
                return;
            }
        }
        session.touch();
        if (message.kind() == Incoming.Kind.REQUEST) {
            session.request(ex, message, body, accept, created);
            return;
        }
        // A cancellation is delivered like any notification; the server ends the request's stream.
        byte[] refusal = session.receive(ex, message, body);
        if (refusal != null) {
            ex.respond(400, Replies.json(null), refusal);
        } else {
            ex.respond(202, Map.of(), EMPTY);
        }
    }

    void get(HttpExchangeAdapter ex, Caller caller) {
        if (!MediaTypes.Accept.parse(ex.header("Accept")).sse()) {
            Replies.error(ex, 406, ErrorCode.INVALID_REQUEST, "Not Acceptable: a GET opens a text/event-stream", null);
            return;
        }
        HttpSession session = require(ex, caller);
        if (session != null) {
            session.touch();
            session.openStream(ex, ex.header("Last-Event-ID"));
        }
    }

    void delete(HttpExchangeAdapter ex, Caller caller) {
        HttpSession session = require(ex, caller);
        if (session != null) {
            LOG.debug("Client ended a session");
            SessionStore store = core.options().sessionStore();
            if (store != null) {
                store.delete(session.id);
            }
            end(session);
            ex.respond(200, Map.of(), EMPTY);
        }
    }

    private HttpSession require(HttpExchangeAdapter ex, Caller caller) {
        String sessionId = ex.header(Replies.SESSION_HEADER);
        if (sessionId == null) {
            Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: the Mcp-Session-Id header is required", null);
            return null;
        }
        HttpSession session;
        try {
            session = find(sessionId, caller);
        } catch (Full e) {
            full(ex, null);
            return null;
        }
        if (session == null) {
            sessionNotFound(ex);
        }
        return session;
    }

    /**
     * This process holds {@code maxSessions} sessions: {@code 503} with {@code Retry-After}. For a
     * session another process opened, too: it exists, this process just cannot take it up now (a
     * {@code 404} would tell the client to start over).
     */
    private static void full(HttpExchangeAdapter ex, RequestId id) {
        Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR, "Service Unavailable: too many sessions; retry later", id,
                Map.of("Retry-After", RETRY_AFTER_SECONDS));
    }

    /** {@link #find} met a session to take up from the store while at {@code maxSessions}. */
    private static final class Full extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Full() {
            super(null, null, false, false);
        }
    }

    static void sessionNotFound(HttpExchangeAdapter ex) {
        Replies.error(ex, 404, ErrorCode.INVALID_REQUEST,
                "Session not found: it ended or never existed; start a new one with initialize", null);
    }

    private HttpSession open(Caller caller) {
        if (sessions.size() >= core.options().maxSessions()) {
            LOG.warn("Refused a new session: {} are open (the limit)", sessions.size());
            return null;
        }
        HttpSession session = new HttpSession(core, this, newSessionId(), caller.principal(), null, 0);
        sessions.put(session.id, session);
        Connection connection = core.server().connect(session, caller.attributes());
        session.connected(connection);
        return session;
    }

    /**
     * The session, if it is open and belongs to {@code principal}. With a session store, the
     * store decides whether it still exists (another process may have ended it), and a session
     * this process does not have yet is taken up from it.
     *
     * @throws Full if that session must be taken up but this process holds {@code maxSessions}
     */
    private HttpSession find(String sessionId, Caller caller) {
        String principal = caller.principal();
        String id = sessionId.trim();
        HttpSession session = sessions.get(id);
        SessionStore store = core.options().sessionStore();
        if (store != null) {
            SessionStore.StoredSession stored = store.load(id, core.options().sessionIdleTimeout());
            if (stored == null) {
                if (session != null) {
                    LOG.debug("Ending a session the session store no longer has");
                    end(session);
                }
                return null;
            }
            if (session == null && Objects.equals(stored.principal(), principal)) {
                session = takeUp(id, stored, caller);
            }
        }
        if (session == null || !Objects.equals(session.principal, principal)) {
            return null;
        }
        return session;
    }

    /** Continues in this process a session another one opened, as the store has it. */
    private HttpSession takeUp(String id, SessionStore.StoredSession stored, Caller caller) {
        if (sessions.size() >= core.options().maxSessions()) {
            LOG.warn("Refused to take up a session: {} are open (the limit)", sessions.size());
            throw new Full();
        }
        long block = core.options().sessionStore().claimStreams(id);
        HttpSession session = new HttpSession(core, this, id, stored.principal(), stored.state(), block);
        HttpSession raced = sessions.putIfAbsent(id, session);
        if (raced != null) {
            return raced;
        }
        LOG.debug("Took up a session from the session store");
        session.connected(core.server().connect(session, caller.attributes()));
        return session;
    }

    /**
     * Stores the session as {@code connection} has it now: once its initialize succeeded (other
     * processes may then take it up), and again whenever its logging level changes.
     */
    void save(HttpSession session, Connection connection) {
        SessionStore store = core.options().sessionStore();
        var state = connection.sessionState();
        if (store != null && state != null) {
            store.save(session.id, new SessionStore.StoredSession(session.principal, state),
                    core.options().sessionIdleTimeout());
        }
    }

    /** 32 random bytes as URL-safe base64: visible ASCII, unguessable. */
    private String newSessionId() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private void end(HttpSession session) {
        if (sessions.remove(session.id, session)) {
            session.end();
        }
    }

    /** A session whose initialize failed: it never becomes visible. */
    void discard(HttpSession session) {
        end(session);
    }

    /** The session has closed (from either side). */
    void forget(HttpSession session) {
        sessions.remove(session.id, session);
    }

    int count() {
        return sessions.size();
    }

    /** Reaps idle sessions and keeps quiet streams alive. */
    void upkeep(long now) {
        long idle = core.options().sessionIdleTimeout().toNanos();
        long keepAlive = core.options().keepAliveInterval().toNanos();
        for (HttpSession s : sessions.values()) {
            if (s.idle(now, idle)) {
                LOG.debug("Ending a session idle for more than {}", core.options().sessionIdleTimeout());
                end(s);
            } else {
                s.tick(now, keepAlive);
            }
        }
    }

    /** Ends every session; calls in flight may finish until {@code deadline}, then are answered with an error. */
    void close(long deadline) {
        List<Runnable> shutdowns = new ArrayList<>();
        for (HttpSession s : List.copyOf(sessions.values())) {
            sessions.remove(s.id, s);
            shutdowns.add(() -> s.shutdown(HttpCore.left(deadline)));
        }
        core.inParallel(shutdowns);
    }
}
