package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.Authentication;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * The engine-neutral Streamable HTTP endpoint: checks every request (Host, Origin, method,
 * authentication, protocol version), keeps the sessions, and hands messages to them. Engines
 * adapt their exchanges to {@link HttpExchangeAdapter} and call {@link #handle}.
 */
public final class HttpCore {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    /** The revisions whose HTTP profile this transport serves (sessions, GET stream, resumption). */
    static final List<String> PROTOCOL_VERSIONS = List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");
    private static final byte[] EMPTY = new byte[0];

    private final McpServer server;
    private final HttpTransportOptions options;
    private final Executor io;
    private final OriginPolicy policy;
    private final JsonMapper mapper = JsonMapper.builder().build();
    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, HttpSession> sessions = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = ThreadSupport.newTimer("mcp-http-timer");
    private volatile boolean closed;

    /**
     * @param io where responses are written; the core queues work there and never blocks a
     *           sender on a client
     */
    public HttpCore(McpServer server, HttpTransportOptions options, Executor io) {
        this.server = Objects.requireNonNull(server, "server");
        this.options = Objects.requireNonNull(options, "options");
        this.io = Objects.requireNonNull(io, "io");
        this.policy = new OriginPolicy(options.allowedHosts(), options.allowedOrigins());
        long keepAlive = options.keepAliveInterval().toNanos();
        long idle = options.sessionIdleTimeout().toNanos();
        long period = Math.max(TimeUnit.MILLISECONDS.toNanos(10),
                Math.min(TimeUnit.SECONDS.toNanos(5), Math.min(keepAlive, idle) / 4));
        timer.scheduleAtFixedRate(this::upkeep, period, period, TimeUnit.NANOSECONDS);
    }

    /** Serves one exchange. Never throws; an unexpected failure is logged and answered with 500. */
    public void handle(HttpExchangeAdapter ex) {
        try {
            dispatch(ex);
        } catch (RuntimeException e) {
            LOG.error("Failed to serve an HTTP {} request", ex.method(), e);
            Replies.error(ex, 500, ErrorCode.INTERNAL_ERROR, "Internal server error", null);
        }
    }

    /** Ends every session now (in-flight calls are cancelled) and stops the timers. */
    public void close() {
        closed = true;
        timer.shutdownNow();
        for (HttpSession s : List.copyOf(sessions.values())) {
            sessions.remove(s.id, s);
            s.shutdownNow();
        }
    }

    /** The number of open sessions. */
    public int sessionCount() {
        return sessions.size();
    }

    // ---- checks and routing ----

    private void dispatch(HttpExchangeAdapter ex) {
        if (closed) {
            Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR, "Service Unavailable: the server is stopping", null);
            return;
        }
        int port = ex.localPort();
        if (!policy.hostAllowed(ex.header("Host"), port)) {
            LOG.debug("Refused a request with Host '{}' (DNS rebinding protection)", ex.header("Host"));
            Replies.error(ex, 403, ErrorCode.INVALID_REQUEST, "Forbidden: Host not allowed", null);
            return;
        }
        String origin = ex.header("Origin");
        if (origin != null && !policy.originAllowed(origin, port)) {
            LOG.debug("Refused a request from Origin '{}'", origin);
            Replies.error(ex, 403, ErrorCode.INVALID_REQUEST, "Forbidden: Origin not allowed", null);
            return;
        }
        String method = ex.method();
        if (!method.equals("POST") && !method.equals("GET") && !method.equals("DELETE")) {
            Replies.error(ex, 405, ErrorCode.INVALID_REQUEST, "Method Not Allowed: use POST, GET or DELETE", null,
                    Map.of("Allow", "GET, POST, DELETE"));
            return;
        }
        Authentication auth = options.authenticator().authenticate(HttpHeaders.of(ex.headers(), (k, v) -> true));
        if (auth instanceof Authentication.Rejected rejected) {
            Replies.error(ex, 401, ErrorCode.INVALID_REQUEST, "Unauthorized", null,
                    Map.of("WWW-Authenticate", rejected.challenge()));
            return;
        }
        if (auth == null) {
            throw new IllegalStateException("The authenticator returned null");
        }
        String principal = ((Authentication.Allowed) auth).principal();
        String version = ex.header("MCP-Protocol-Version");
        if (version != null && !PROTOCOL_VERSIONS.contains(version.trim())) {
            Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: unsupported MCP-Protocol-Version '"
                    + version + "' (supported: " + String.join(", ", PROTOCOL_VERSIONS) + ")", null);
            return;
        }
        switch (method) {
            case "POST" -> post(ex, principal);
            case "GET" -> get(ex, principal);
            default -> delete(ex, principal);
        }
    }

    private void post(HttpExchangeAdapter ex, String principal) {
        MediaTypes.Accept accept = MediaTypes.Accept.parse(ex.header("Accept"));
        if (!accept.json() && !accept.sse()) {
            Replies.error(ex, 406, ErrorCode.INVALID_REQUEST,
                    "Not Acceptable: accept application/json and text/event-stream", null);
            return;
        }
        if (!MediaTypes.mayBeJson(ex.header("Content-Type"))) {
            Replies.error(ex, 415, ErrorCode.INVALID_REQUEST,
                    "Unsupported Media Type: send one JSON-RPC message as application/json", null);
            return;
        }
        byte[] body = readBody(ex);
        if (body == null) {
            return;
        }
        Incoming message;
        try {
            message = Incoming.read(mapper, body);
        } catch (Incoming.Malformed m) {
            Replies.error(ex, 400, m.code, m.getMessage(), m.id);
            return;
        }
        String sessionId = ex.header(Replies.SESSION_HEADER);
        HttpSession session;
        boolean created = false;
        if (sessionId == null) {
            if (!message.isInitialize()) {
                Replies.error(ex, 400, ErrorCode.INVALID_REQUEST,
                        "Bad Request: the Mcp-Session-Id header is required; start a session with initialize", null);
                return;
            }
            session = openSession(principal);
            if (session == null) {
                Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR,
                        "Service Unavailable: too many sessions; retry later", message.id());
                return;
            }
            created = true;
        } else {
            session = find(sessionId, principal);
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
        byte[] refusal = session.receive(body);
        if (message.cancelledId() != null) {
            session.cancelled(message.cancelledId());
        }
        if (refusal != null) {
            ex.respond(400, Replies.json(null), refusal);
        } else {
            ex.respond(202, Map.of(), EMPTY);
        }
    }

    private void get(HttpExchangeAdapter ex, String principal) {
        if (!MediaTypes.Accept.parse(ex.header("Accept")).sse()) {
            Replies.error(ex, 406, ErrorCode.INVALID_REQUEST, "Not Acceptable: a GET opens a text/event-stream", null);
            return;
        }
        HttpSession session = requireSession(ex, principal);
        if (session != null) {
            session.touch();
            session.openStream(ex, ex.header("Last-Event-ID"));
        }
    }

    private void delete(HttpExchangeAdapter ex, String principal) {
        HttpSession session = requireSession(ex, principal);
        if (session != null) {
            LOG.debug("Client ended a session");
            end(session);
            ex.respond(200, Map.of(), EMPTY);
        }
    }

    private HttpSession requireSession(HttpExchangeAdapter ex, String principal) {
        String sessionId = ex.header(Replies.SESSION_HEADER);
        if (sessionId == null) {
            Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: the Mcp-Session-Id header is required", null);
            return null;
        }
        HttpSession session = find(sessionId, principal);
        if (session == null) {
            sessionNotFound(ex);
        }
        return session;
    }

    static void sessionNotFound(HttpExchangeAdapter ex) {
        Replies.error(ex, 404, ErrorCode.INVALID_REQUEST,
                "Session not found: it ended or never existed; start a new one with initialize", null);
    }

    private byte[] readBody(HttpExchangeAdapter ex) {
        int max = options.maxBodyBytes();
        String length = ex.header("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > max) {
                    tooLarge(ex, max);
                    return null;
                }
            } catch (NumberFormatException e) {
                Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: invalid Content-Length", null);
                return null;
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try (InputStream in = ex.body()) {
            int n;
            while ((n = in.read(chunk)) != -1) {
                if (out.size() + n > max) {
                    tooLarge(ex, max);
                    return null;
                }
                out.write(chunk, 0, n);
            }
        } catch (IOException e) {
            LOG.debug("Could not read a request body: {}", e.toString());
            Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: the body could not be read", null);
            return null;
        }
        return out.toByteArray();
    }

    private static void tooLarge(HttpExchangeAdapter ex, int max) {
        Replies.error(ex, 413, ErrorCode.INVALID_REQUEST,
                "Payload Too Large: a message may have at most " + max + " bytes", null);
    }

    // ---- sessions ----

    private HttpSession openSession(String principal) {
        if (sessions.size() >= options.maxSessions()) {
            LOG.warn("Refused a new session: {} are open (the limit)", sessions.size());
            return null;
        }
        HttpSession session = new HttpSession(this, newSessionId(), principal);
        sessions.put(session.id, session);
        Connection connection = server.connect(session);
        session.connected(connection);
        return session;
    }

    private HttpSession find(String sessionId, String principal) {
        HttpSession session = sessions.get(sessionId.trim());
        if (session == null || !Objects.equals(session.principal, principal)) {
            return null;
        }
        return session;
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

    private void upkeep() {
        try {
            long now = System.nanoTime();
            long idle = options.sessionIdleTimeout().toNanos();
            long keepAlive = options.keepAliveInterval().toNanos();
            for (HttpSession s : sessions.values()) {
                if (s.idle(now, idle)) {
                    LOG.debug("Ending a session idle for more than {}", options.sessionIdleTimeout());
                    end(s);
                } else {
                    s.tick(now, keepAlive);
                }
            }
        } catch (RuntimeException e) {
            LOG.error("Session upkeep failed", e);
        }
    }

    /** Runs a write on the I/O executor, or here if that executor no longer takes work. */
    void execute(Runnable write) {
        try {
            io.execute(write);
        } catch (RejectedExecutionException e) {
            write.run();
        }
    }

    HttpTransportOptions options() {
        return options;
    }

    Executor io() {
        return io;
    }

    JsonMapper mapper() {
        return mapper;
    }
}
