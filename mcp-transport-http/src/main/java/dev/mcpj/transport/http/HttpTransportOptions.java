package dev.mcpj.transport.http;

import dev.mcpj.server.cluster.SessionStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What the HTTP transport enforces, whichever engine serves it: which {@code Host} and
 * {@code Origin} values are accepted, who may call, how long sessions live, how large resumption
 * buffers may be, and how often quiet streams are kept alive. Immutable; shared by
 * {@link HttpMcpServer} and {@link McpHttpServlet}. The largest body accepted is the server's own
 * {@link dev.mcpj.server.ServerLimits#maxMessageBytes() message limit}; a larger one gets
 * {@code 413 Payload Too Large}.
 *
 * {@snippet :
 * HttpTransportOptions options = HttpTransportOptions.builder()
 *         .allowedOrigins("https://app.example.com")
 *         .authenticator(headers -> Authentication.allow())
 *         .sessionIdleTimeout(Duration.ofMinutes(10))
 *         .build();
 * }
 */
public final class HttpTransportOptions {
    private final List<String> allowedHosts;
    private final List<String> allowedOrigins;
    private final Authenticator authenticator;
    private final @Nullable BearerAuthorization authorization;
    private final Duration sessionIdleTimeout;
    private final int maxSessions;
    private final int eventBufferSize;
    private final long eventBufferBytes;
    private final long maxBufferedEventBytes;
    private final Duration sseRetry;
    private final Duration keepAliveInterval;
    private final boolean sessionless;
    private final @Nullable SessionStore sessionStore;
    private final @Nullable String livenessPath;
    private final @Nullable String readinessPath;

    private HttpTransportOptions(Builder b) {
        this.allowedHosts = List.copyOf(b.allowedHosts);
        this.allowedOrigins = List.copyOf(b.allowedOrigins);
        this.authenticator = b.authenticator;
        this.authorization = b.authorization;
        this.sessionIdleTimeout = b.sessionIdleTimeout;
        this.maxSessions = b.maxSessions;
        this.eventBufferSize = b.eventBufferSize;
        this.eventBufferBytes = b.eventBufferBytes;
        this.maxBufferedEventBytes = b.maxBufferedEventBytes;
        this.sseRetry = b.sseRetry;
        this.keepAliveInterval = b.keepAliveInterval;
        this.sessionless = b.sessionless;
        this.sessionStore = b.sessionStore;
        this.livenessPath = b.livenessPath;
        this.readinessPath = b.readinessPath;
    }

    /** {@return the defaults: loopback only, no authentication, 30-minute sessions} */
    public static HttpTransportOptions defaults() {
        return builder().build();
    }

    /**
     * Starts from the {@linkplain #defaults() defaults}.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The accepted {@code Host} values: {@code name} (any port), {@code name:port}, or {@code *}
     * for any. Empty (the default) means the loopback names {@code localhost}, {@code 127.0.0.1}
     * and {@code [::1]} at the port the request arrived on.
     *
     * @return the accepted {@code Host} values; empty for loopback only
     */
    public List<String> allowedHosts() {
        return allowedHosts;
    }

    /**
     * The accepted {@code Origin} values ({@code scheme://host[:port]}), or {@code *} for any.
     * Empty (the default) means {@code http} and {@code https} origins on the loopback names at
     * the port the request arrived on. A request without {@code Origin} (not from a browser) is
     * always accepted.
     *
     * @return the accepted {@code Origin} values; empty for loopback only
     */
    public List<String> allowedOrigins() {
        return allowedOrigins;
    }

    /** {@return who may call}; everyone unless set */
    public Authenticator authenticator() {
        return authenticator;
    }

    /** {@return the OAuth bearer-token authorization every request goes through, or {@code null} for none} */
    public @Nullable BearerAuthorization authorization() {
        return authorization;
    }

    /** {@return how long a session may go without requests or open streams before it is shut down} */
    public Duration sessionIdleTimeout() {
        return sessionIdleTimeout;
    }

    /** {@return the most sessions open at once; an {@code initialize} beyond it gets {@code 503}} */
    public int maxSessions() {
        return maxSessions;
    }

    /** {@return how many server-sent events one session keeps for resumption with {@code Last-Event-ID}} */
    public int eventBufferSize() {
        return eventBufferSize;
    }

    /** {@return how many bytes of server-sent events one session keeps for resumption} */
    public long eventBufferBytes() {
        return eventBufferBytes;
    }

    /**
     * How many bytes of server-sent events all sessions together keep for resumption. Beyond it
     * the oldest events of any session are dropped first. A client that resumes a stream after
     * an event that was dropped gets {@code 400} and must send its request again: so under memory
     * pressure the clients that stayed away longest lose the ability to resume, while every
     * connected stream goes on as before (only what is kept for resumption is dropped).
     *
     * @return the byte budget of all sessions' kept events
     */
    public long maxBufferedEventBytes() {
        return maxBufferedEventBytes;
    }

    /** {@return the reconnection delay suggested to clients in the {@code retry:} field of SSE streams} */
    public Duration sseRetry() {
        return sseRetry;
    }

    /**
     * How often an idle SSE stream gets a keep-alive comment. A request that has sent nothing for
     * this long is switched to an SSE stream, so that long calls stay alive (and, in a session,
     * resumable), and so that a client that went away is noticed: for a stateless (2026-07-28)
     * request that cancels the call.
     *
     * @return the keep-alive interval
     */
    public Duration keepAliveInterval() {
        return keepAliveInterval;
    }

    /**
     * Whether clients of the {@code initialize} era (2025-11-25 and earlier) are served without
     * sessions, each POST on its own (false by default). Then no {@code Mcp-Session-Id} is issued
     * and any sent is ignored; {@code initialize} is answered and forgotten, and every later
     * request is served as of the revision its {@code MCP-Protocol-Version} header names
     * (2025-03-26 without one), for a client that declared no capabilities. So any process behind
     * a load balancer can serve any request, at the cost of everything a session carries: the
     * server cannot ask the client anything (elicitation, sampling and roots fail as undeclared),
     * there is no standalone stream ({@code GET} and {@code DELETE} get {@code 405}), so no
     * list-changed notices and no resource updates reach the client, a response stream cannot be
     * resumed, {@code logging/setLevel} lasts for its own request only, and a cancellation cannot
     * reach the request it names. Protocol 2026-07-28 is served the same way with or without it.
     * See {@code docs/SCALING.md}.
     *
     * @return whether {@code initialize}-era clients are served without sessions
     */
    public boolean sessionless() {
        return sessionless;
    }

    /**
     * Where sessions and their resumption events are shared with the other processes behind the
     * same load balancer, or {@code null} (the default) to keep them in this process only. See
     * {@link SessionStore}.
     *
     * @return the shared session store, or {@code null} to keep sessions in this process only
     */
    public @Nullable SessionStore sessionStore() {
        return sessionStore;
    }

    /**
     * The path of the liveness probe, or {@code null} (the default) for none. A {@code GET} or
     * {@code HEAD} there is answered {@code 200} with the body {@code ok} for as long as the
     * endpoint listens, draining included: it says only that the process serves HTTP, so an
     * orchestrator that restarts a process failing it does not restart one that is shutting down.
     * See {@link #readinessPath()} for what the probes skip.
     *
     * @return the liveness probe's path, or {@code null} for none
     */
    public @Nullable String livenessPath() {
        return livenessPath;
    }

    /**
     * The path of the readiness probe, or {@code null} (the default) for none. A {@code GET} or
     * {@code HEAD} there is answered {@code 200} ({@code ok}) while the endpoint takes requests,
     * and {@code 503} ({@code unavailable}) from the moment it begins to close, while the calls
     * in flight finish, so that a load balancer or orchestrator stops sending it new ones. Other
     * methods get {@code 405}.
     *
     * <p>The probes are off by default because they are answered before the endpoint's checks:
     * without authentication, and for any {@code Host} and {@code Origin}, as an orchestrator's
     * probe carries no token and names the address it dialled. So their bodies say nothing but
     * {@code ok} or {@code unavailable}: no version, no counts, no names. Behind the JDK's server
     * and {@code JettyMcpServer} they are served at these paths beside the endpoint; in another
     * servlet container, map {@link McpHttpServlet} at them too.
     *
     * @return the readiness probe's path, or {@code null} for none
     */
    public @Nullable String readinessPath() {
        return readinessPath;
    }

    /** Configures {@link HttpTransportOptions}. */
    public static final class Builder {
        private final List<String> allowedHosts = new ArrayList<>();
        private final List<String> allowedOrigins = new ArrayList<>();
        private Authenticator authenticator = Authenticator.ALLOW_ALL;
        private @Nullable BearerAuthorization authorization;
        private Duration sessionIdleTimeout = Duration.ofMinutes(30);
        private int maxSessions = 1000;
        private int eventBufferSize = 256;
        private long eventBufferBytes = 4L * 1024 * 1024;
        private long maxBufferedEventBytes = 64L * 1024 * 1024;
        private Duration sseRetry = Duration.ofSeconds(1);
        private Duration keepAliveInterval = Duration.ofSeconds(15);
        private boolean sessionless;
        private @Nullable SessionStore sessionStore;
        private @Nullable String livenessPath;
        private @Nullable String readinessPath;

        private Builder() {
        }

        /**
         * Replaces the accepted {@code Host} values; see {@link HttpTransportOptions#allowedHosts()}.
         *
         * @param hosts the accepted values
         * @return this builder
         * @throws IllegalArgumentException if one is blank
         */
        public Builder allowedHosts(String... hosts) {
            return allowedHosts(List.of(hosts));
        }

        /**
         * Replaces the accepted {@code Host} values; see {@link HttpTransportOptions#allowedHosts()}.
         *
         * @param hosts the accepted values
         * @return this builder
         * @throws IllegalArgumentException if one is blank
         */
        public Builder allowedHosts(Collection<String> hosts) {
            allowedHosts.clear();
            for (String h : hosts) {
                allowedHosts.add(nonBlank(h, "host").toLowerCase(Locale.ROOT));
            }
            return this;
        }

        /**
         * Replaces the accepted {@code Origin} values; see {@link HttpTransportOptions#allowedOrigins()}.
         *
         * @param origins the accepted values
         * @return this builder
         * @throws IllegalArgumentException if one is blank
         */
        public Builder allowedOrigins(String... origins) {
            return allowedOrigins(List.of(origins));
        }

        /**
         * Replaces the accepted {@code Origin} values; see {@link HttpTransportOptions#allowedOrigins()}.
         *
         * @param origins the accepted values
         * @return this builder
         * @throws IllegalArgumentException if one is blank
         */
        public Builder allowedOrigins(Collection<String> origins) {
            allowedOrigins.clear();
            for (String o : origins) {
                allowedOrigins.add(nonBlank(o, "origin"));
            }
            return this;
        }

        /**
         * Who may call; everyone by default.
         *
         * @param authenticator decides about each request
         * @return this builder
         */
        public Builder authenticator(Authenticator authenticator) {
            this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
            return this;
        }

        /**
         * Requires an OAuth access token on every request and publishes the protected resource
         * metadata (see {@link BearerAuthorization}); instead of an {@link #authenticator}.
         *
         * @param authorization the authorization
         * @return this builder
         */
        public Builder authorization(BearerAuthorization authorization) {
            this.authorization = Objects.requireNonNull(authorization, "authorization");
            return this;
        }

        /**
         * Default 30 minutes.
         *
         * @param timeout the idle time allowed, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder sessionIdleTimeout(Duration timeout) {
            this.sessionIdleTimeout = positive(timeout, "sessionIdleTimeout");
            return this;
        }

        /**
         * Default 1000. Beyond it, an {@code initialize} that would open a session, and a request
         * for a session this process would take up from the {@linkplain #sessionStore(SessionStore) session
         * store}, are answered {@code 503} with {@code Retry-After}.
         *
         * @param max the most sessions, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder maxSessions(int max) {
            this.maxSessions = positive(max, "maxSessions");
            return this;
        }

        /**
         * Default 256 events per session.
         *
         * @param size the events kept per session, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder eventBufferSize(int size) {
            this.eventBufferSize = positive(size, "eventBufferSize");
            return this;
        }

        /**
         * Default 4 MiB per session.
         *
         * @param bytes the bytes kept per session, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder eventBufferBytes(long bytes) {
            this.eventBufferBytes = positive(bytes, "eventBufferBytes");
            return this;
        }

        /**
         * Default 64 MiB across all sessions; see {@link HttpTransportOptions#maxBufferedEventBytes()}.
         *
         * @param bytes the bytes kept across all sessions, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder maxBufferedEventBytes(long bytes) {
            this.maxBufferedEventBytes = positive(bytes, "maxBufferedEventBytes");
            return this;
        }

        /**
         * Default 1 second.
         *
         * @param retry the delay suggested, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder sseRetry(Duration retry) {
            this.sseRetry = positive(retry, "sseRetry");
            return this;
        }

        /**
         * Default 15 seconds.
         *
         * @param interval the interval, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder keepAliveInterval(Duration interval) {
            this.keepAliveInterval = positive(interval, "keepAliveInterval");
            return this;
        }

        /**
         * Serves clients of the {@code initialize} era without sessions; see
         * {@link HttpTransportOptions#sessionless()}. Default false.
         *
         * @param sessionless whether to serve them without sessions
         * @return this builder
         */
        public Builder sessionless(boolean sessionless) {
            this.sessionless = sessionless;
            return this;
        }

        /**
         * Shares sessions and their resumption events with the other processes behind the same
         * load balancer; see {@link HttpTransportOptions#sessionStore()}. None by default.
         *
         * @param store the store the processes share
         * @return this builder
         */
        public Builder sessionStore(SessionStore store) {
            this.sessionStore = Objects.requireNonNull(store, "store");
            return this;
        }

        /**
         * Answers liveness probes at {@code path}, such as {@code /livez}; see
         * {@link HttpTransportOptions#livenessPath()}. None by default.
         *
         * @param path the probe's path, starting with {@code /}, other than the endpoint's
         * @return this builder
         * @throws IllegalArgumentException if the path does not start with {@code /}, is just
         *         {@code /}, or has a query or fragment
         */
        public Builder livenessPath(String path) {
            this.livenessPath = probePath(path);
            return this;
        }

        /**
         * Answers readiness probes at {@code path}, such as {@code /readyz}; see
         * {@link HttpTransportOptions#readinessPath()}. None by default.
         *
         * @param path the probe's path, starting with {@code /}, other than the endpoint's and
         *             the liveness probe's
         * @return this builder
         * @throws IllegalArgumentException if the path does not start with {@code /}, is just
         *         {@code /}, or has a query or fragment
         */
        public Builder readinessPath(String path) {
            this.readinessPath = probePath(path);
            return this;
        }

        /**
         * Builds the options.
         *
         * @return the options
         * @throws IllegalStateException if both an authenticator and bearer authorization are set,
         *         a sessionless transport is given a session store, or the liveness and readiness
         *         probes share a path
         */
        public HttpTransportOptions build() {
            if (livenessPath != null && livenessPath.equals(readinessPath)) {
                throw new IllegalStateException("The liveness and readiness probes need paths of their own, not both "
                        + livenessPath);
            }
            if (sessionless && sessionStore != null) {
                throw new IllegalStateException("A sessionless transport has no sessions to store");
            }
            if (authorization != null && authenticator != Authenticator.ALLOW_ALL) {
                throw new IllegalStateException("Configure an authenticator or bearer authorization, not both");
            }
            return new HttpTransportOptions(this);
        }

        private static String probePath(String path) {
            Objects.requireNonNull(path, "path");
            if (!path.startsWith("/") || path.length() < 2 || path.contains("?") || path.contains("#")) {
                throw new IllegalArgumentException("A probe path must start with '/' and name something: " + path);
            }
            return path;
        }

        private static String nonBlank(String value, String what) {
            Objects.requireNonNull(value, what);
            if (value.isBlank()) {
                throw new IllegalArgumentException("An allowed " + what + " must not be blank");
            }
            return value.trim();
        }

        private static Duration positive(Duration d, String name) {
            Objects.requireNonNull(d, name);
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException(name + " must be positive");
            }
            return d;
        }

        private static long positive(long v, String name) {
            if (v <= 0) {
                throw new IllegalArgumentException(name + " must be positive, not " + v);
            }
            return v;
        }

        private static int positive(int v, String name) {
            if (v <= 0) {
                throw new IllegalArgumentException(name + " must be positive, not " + v);
            }
            return v;
        }
    }
}
