package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.cluster.SessionStore;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Threads;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.Authentication;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine-neutral Streamable HTTP endpoint: checks every request (Host, Origin, method,
 * authentication), then serves it in the era its client speaks. A POST that names a stateless
 * revision (2026-07-28) in its {@code MCP-Protocol-Version} header or its {@code _meta} goes to
 * the {@link StatelessEndpoint}; everything else, from {@code initialize} on, to the sessions of
 * the {@link SessionEndpoint}. Engines adapt their exchanges to {@link HttpExchangeAdapter} and
 * call {@link #handle}.
 */
public final class HttpCore {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    /** How long closing waits for the last events (such as a listen stream's closing result) to go out. */
    private static final long CLOSE_DRAIN_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final McpServer server;
    private final HttpTransportOptions options;
    private final Executor io;
    private final OriginPolicy policy;
    /** Reads bodies as the server reads messages: with its limits, rejecting repeated keys. */
    private final JsonRpcCodec codec;
    private final ScheduledExecutorService timer = Threads.timer("mcp-http-timer");
    private final SessionEndpoint sessions;
    private final StatelessEndpoint stateless;
    private final BearerGate bearer;
    private final EventBudget eventBudget;
    /** This process, as it names itself to the session store: random, new with every start. */
    private final String node = java.util.UUID.randomUUID().toString();
    /** How long this process's heartbeat in the session store lasts; several upkeep periods. */
    private final Duration heartbeat;
    /**
     * Exchanges received and not yet ended. Counted without a lock, since every exchange passes
     * here twice; a close waiting for the count to reach zero waits on the counter's monitor.
     */
    private final AtomicInteger unended = new AtomicInteger();
    private volatile boolean closed;

    /**
     * @param io where responses are written; the core queues work there and never blocks a
     *           sender on a client
     */
    public HttpCore(McpServer server, HttpTransportOptions options, Executor io) {
        this.server = Objects.requireNonNull(server, "server");
        this.options = Objects.requireNonNull(options, "options");
        this.io = Objects.requireNonNull(io, "io");
        this.codec = new JsonRpcCodec(server.limits().maxNestingDepth(), server.limits().maxMessageBytes());
        this.policy = new OriginPolicy(options.allowedHosts(), options.allowedOrigins());
        this.eventBudget = new EventBudget(options.maxBufferedEventBytes());
        this.sessions = new SessionEndpoint(this);
        this.stateless = new StatelessEndpoint(this);
        this.bearer = BearerGate.of(options.authorization(), server);
        long keepAlive = options.keepAliveInterval().toNanos();
        long idle = options.sessionIdleTimeout().toNanos();
        long period = Math.max(TimeUnit.MILLISECONDS.toNanos(10),
                Math.min(TimeUnit.SECONDS.toNanos(5), Math.min(keepAlive, idle) / 4));
        this.heartbeat = Duration.ofNanos(Math.max(TimeUnit.SECONDS.toNanos(2), 4 * period));
        if (options.sessionStore() != null) {
            options.sessionStore().heartbeat(node, heartbeat);
        }
        timer.scheduleAtFixedRate(this::upkeep, period, period, TimeUnit.NANOSECONDS);
    }

    /** Serves one exchange. Never throws; an unexpected failure is logged and answered with 500. */
    public void handle(HttpExchangeAdapter exchange) {
        unended.incrementAndGet();
        HttpExchangeAdapter ex = new TrackedExchange(exchange, this::ended);
        try {
            dispatch(ex);
        } catch (RuntimeException e) {
            LOG.error("Failed to serve an HTTP {} request", ex.method(), e);
            Replies.error(ex, 500, ErrorCode.INTERNAL_ERROR, "Internal server error", null);
        }
    }

    /**
     * Answers a liveness or readiness probe when {@code path} (the request's path) is one of the
     * configured probe paths, and says whether it did; a probe passes none of the endpoint's
     * checks and tells nothing but its status (see {@link HttpTransportOptions#readinessPath()}).
     */
    public boolean probe(HttpExchangeAdapter ex, String path) {
        boolean liveness = path.equals(options.livenessPath());
        if (!liveness && !path.equals(options.readinessPath())) {
            return false;
        }
        Map<String, String> headers = Map.of("Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store");
        String method = ex.method();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            Map<String, String> refused = new HashMap<>(headers);
            refused.put("Allow", "GET, HEAD");
            ex.respond(405, refused, "method not allowed\n".getBytes(StandardCharsets.UTF_8));
            return true;
        }
        boolean up = liveness || !closed;
        byte[] body = method.equals("HEAD") ? new byte[0]
                : (up ? "ok\n" : "unavailable\n").getBytes(StandardCharsets.UTF_8);
        ex.respond(up ? 200 : 503, headers, body);
        return true;
    }

    /** The configured probe paths, none, one or two. */
    public List<String> probePaths() {
        List<String> paths = new ArrayList<>(2);
        if (options.livenessPath() != null) {
            paths.add(options.livenessPath());
        }
        if (options.readinessPath() != null) {
            paths.add(options.readinessPath());
        }
        return paths;
    }

    /**
     * Ends every session and every stateless request: new requests get {@code 503}; calls in
     * flight get the server's shutdown grace to finish, then each is answered with an error saying
     * the server is shutting down; open {@code subscriptions/listen} streams get their closing
     * result. Then stops the timers.
     */
    public void close() {
        closed = true;
        long deadline = System.nanoTime() + server.limits().shutdownGrace().toNanos();
        sessions.close(deadline);
        stateless.close(deadline);
        timer.shutdownNow();
        awaitExchanges(CLOSE_DRAIN_NANOS);
    }

    /**
     * Runs the tasks at once on the I/O executor and waits for them all: connections shut down
     * side by side, so that closing takes one grace period, not one per connection.
     */
    void inParallel(List<Runnable> tasks) {
        List<CompletableFuture<Void>> running = new ArrayList<>();
        for (Runnable task : tasks) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            execute(() -> {
                try {
                    task.run();
                } finally {
                    done.complete(null);
                }
            });
            running.add(done);
        }
        CompletableFuture.allOf(running.toArray(CompletableFuture[]::new)).join();
    }

    /** What is left of the grace that ends at {@code deadline} (a {@link System#nanoTime()}). */
    static Duration left(long deadline) {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    private void ended() {
        if (unended.decrementAndGet() == 0) {
            synchronized (unended) {
                unended.notifyAll();
            }
        }
    }

    /** Waits, up to {@code nanos}, until every exchange has ended and its last bytes are out. */
    private void awaitExchanges(long nanos) {
        long deadline = System.nanoTime() + nanos;
        synchronized (unended) {
            while (unended.get() > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    LOG.debug("Closing with {} exchange(s) still open", unended.get());
                    return;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(unended, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** The number of open sessions (legacy clients). */
    public int sessionCount() {
        return sessions.count();
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
        if (bearer != null) {
            AccessToken token = bearer.admit(ex);
            if (token != null) {
                route(ex, method, Caller.bearer(token));
            }
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
        route(ex, method, Caller.of(((Authentication.Allowed) auth).principal()));
    }

    private void route(HttpExchangeAdapter ex, String method, Caller caller) {
        if (method.equals("POST")) {
            post(ex, caller);
            return;
        }
        String version = versionHeader(ex);
        if (ProtocolVersions.isStateless(version)) {
            Replies.error(ex, 405, ErrorCode.INVALID_REQUEST, "Method Not Allowed: protocol " + version
                    + " has no sessions and no GET stream; send every message as a POST", null,
                    Map.of("Allow", "POST"));
            return;
        }
        if (!legacyVersionOk(ex, version)) {
            return;
        }
        if (options.sessionless()) {
            Replies.error(ex, 405, ErrorCode.INVALID_REQUEST, "Method Not Allowed: this server keeps no "
                    + "sessions, so it has no event stream to GET and nothing to DELETE; send every message as a POST",
                    null, Map.of("Allow", "POST"));
            return;
        }
        if (method.equals("GET")) {
            sessions.get(ex, caller);
        } else {
            sessions.delete(ex, caller);
        }
    }

    private void post(HttpExchangeAdapter ex, Caller caller) {
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
            message = Incoming.read(codec, body);
        } catch (Incoming.Malformed m) {
            Replies.error(ex, 400, m.code, m.getMessage(), m.id);
            return;
        }
        if (bearer != null && !bearer.permits(ex, message, caller.token())) {
            return;
        }
        String version = versionHeader(ex);
        if (isStateless(ex, version, message)) {
            stateless.post(ex, message, accept, caller);
            return;
        }
        // initialize negotiates its version in the body; the header matters from then on.
        if (!message.isInitialize() && !legacyVersionOk(ex, version)) {
            return;
        }
        if (options.sessionless()) {
            stateless.sessionless(ex, message, accept, caller, version);
            return;
        }
        sessions.post(ex, message, body, accept, caller);
    }

    /**
     * Whether a POST is served statelessly: its header names a stateless revision, or its body
     * names a version in {@code _meta} outside any session while the header names no revision of
     * the {@code initialize} era. So an {@code initialize} of the {@code initialize} era starts a
     * session, and one sent as a 2026-07-28 request is answered as that revision answers a
     * method it does not have.
     */
    private boolean isStateless(HttpExchangeAdapter ex, String version, Incoming message) {
        if (ProtocolVersions.isStateless(version)) {
            return true;
        }
        if (!RequestMeta.namesVersion(message.params()) || ProtocolVersions.isInitializeEra(version)) {
            return false;
        }
        // No header, or one this server does not know: the stateless profile answers with the
        // versions it supports, unless the client speaks in a session of its own.
        return version != null || ex.header(Replies.SESSION_HEADER) == null;
    }

    /** Refuses a revision this server does not know (an absent header means 2025-03-26). */
    private boolean legacyVersionOk(HttpExchangeAdapter ex, String version) {
        if (version == null || ProtocolVersions.isInitializeEra(version)) {
            return true;
        }
        Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: unsupported MCP-Protocol-Version '"
                + version + "' (supported: " + String.join(", ", ProtocolVersions.ALL) + ")", null);
        return false;
    }

    private static String versionHeader(HttpExchangeAdapter ex) {
        String v = ex.header(MirroredHeaders.VERSION);
        return v == null ? null : v.trim();
    }

    private byte[] readBody(HttpExchangeAdapter ex) {
        int max = server.limits().maxMessageBytes();
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

    private void upkeep() {
        try {
            long now = System.nanoTime();
            sessions.upkeep(now);
            stateless.upkeep(now);
            SessionStore store = options.sessionStore();
            if (store != null) {
                store.heartbeat(node, heartbeat);
            }
        } catch (RuntimeException e) {
            LOG.error("Upkeep of the HTTP endpoint failed", e);
        }
    }

    /**
     * Answers a POST with a JSON-RPC response. A result is written on the thread that sends it:
     * the handler's own, which then answers its client as any thread-per-request server does,
     * saving a hand-off per call. An error may come from a thread the server shares (its timer,
     * a shutdown), which a client slow to read must not hold, so it is written on the I/O executor.
     */
    void answer(HttpExchangeAdapter exchange, int status, Map<String, String> headers, OutboundFrame frame) {
        if (frame.kind() == OutboundFrame.Kind.RESPONSE) {
            exchange.respond(status, headers, frame.json());
        } else {
            execute(() -> exchange.respond(status, headers, frame.json()));
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

    McpServer server() {
        return server;
    }

    HttpTransportOptions options() {
        return options;
    }

    Executor io() {
        return io;
    }

    /** This process's name in the session store. */
    String node() {
        return node;
    }

    /** Runs {@code task} every {@code period} on the endpoint's timer until cancelled. */
    java.util.concurrent.ScheduledFuture<?> every(Duration period, Runnable task) {
        return timer.scheduleWithFixedDelay(task, period.toNanos(), period.toNanos(), TimeUnit.NANOSECONDS);
    }

    EventBudget eventBudget() {
        return eventBudget;
    }

    /** The bytes of events all sessions keep for resumption now. */
    public long bufferedEventBytes() {
        return eventBudget.bytes();
    }
}
