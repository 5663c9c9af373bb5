package dev.mcpj.spring.boot;

import dev.mcpj.server.ServerLimits;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.jspecify.annotations.Nullable;

/**
 * The {@code mcpj.*} configuration properties: the server ({@code mcpj.server.*}), which transport
 * serves it ({@code mcpj.transport}), and the HTTP endpoint ({@code mcpj.http.*}). Every default
 * is the SDK's own.
 *
 * <pre>
 * mcpj.server.name=bookshop
 * mcpj.server.version=1.0.0
 * mcpj.server.tool-timeout=30s
 * mcpj.server.limits.max-message-bytes=1048576
 * mcpj.http.path=/mcp
 * mcpj.http.allowed-hosts=mcp.example.com
 * </pre>
 */
@ConfigurationProperties("mcpj")
public class McpProperties {
    private Transport transport = Transport.HTTP;
    private final Server server = new Server();
    private final Http http = new Http();
    private final Stdio stdio = new Stdio();

    /** Creates the defaults. */
    public McpProperties() {
    }

    /** {@return which transport serves the server; {@link Transport#HTTP} by default} */
    public Transport getTransport() {
        return transport;
    }

    /**
     * Sets which transport serves the server; {@link Transport#HTTP} by default.
     *
     * @param transport the new value
     */
    public void setTransport(Transport transport) {
        this.transport = transport;
    }

    /** {@return the settings of the server itself: its identity, timeouts and limits} */
    public Server getServer() {
        return server;
    }

    /** {@return the settings of the Streamable HTTP endpoint} */
    public Http getHttp() {
        return http;
    }

    /** {@return the settings of the stdio transport} */
    public Stdio getStdio() {
        return stdio;
    }

    /** How the server is reached. */
    public enum Transport {
        /** Streamable HTTP at {@code mcpj.http.path} on the application's servlet server. */
        HTTP,
        /**
         * This process's standard input and output: no web server (unless the application sets
         * {@code spring.main.web-application-type}), no banner, and standard output carries only
         * the protocol, anything else written there going to standard error. The application
         * exits when the client closes standard input.
         */
        STDIO,
        /** Not served by the starter: the application connects the {@code McpServer} bean itself. */
        NONE
    }

    /** The server: {@code mcpj.server.*}. */
    public static class Server {
        private @Nullable String name;
        private String version = "1.0.0";
        private @Nullable String instructions;
        private @Nullable Duration toolTimeout;
        private Duration clientRequestTimeout = Duration.ofMinutes(5);
        private Duration requestStateLifetime = Duration.ofMinutes(10);
        private Duration progressInterval = Duration.ofMillis(10);
        private final Limits limits = new Limits();

        /** Creates the defaults. */
        public Server() {
        }

        /** {@return the name clients are told; {@code spring.application.name} when not set} */
        public @Nullable String getName() {
            return name;
        }

        /**
         * Sets the name clients are told; {@code spring.application.name} when not set.
         *
         * @param name the new value, or {@code null} for none
         */
        public void setName(@Nullable String name) {
            this.name = name;
        }

        /** {@return the version clients are told} */
        public String getVersion() {
            return version;
        }

        /**
         * Sets the version clients are told.
         *
         * @param version the new value
         */
        public void setVersion(String version) {
            this.version = version;
        }

        /** {@return guidance for the model on how to use this server; none by default} */
        public @Nullable String getInstructions() {
            return instructions;
        }

        /**
         * Sets guidance for the model on how to use this server; none by default.
         *
         * @param instructions the new value, or {@code null} for none
         */
        public void setInstructions(@Nullable String instructions) {
            this.instructions = instructions;
        }

        /** {@return how long a tool call may run unless its tool sets its own timeout; none by default} */
        public @Nullable Duration getToolTimeout() {
            return toolTimeout;
        }

        /**
         * Sets how long a tool call may run unless its tool sets its own timeout; none by default.
         *
         * @param toolTimeout the new value, or {@code null} for none
         */
        public void setToolTimeout(@Nullable Duration toolTimeout) {
            this.toolTimeout = toolTimeout;
        }

        /** {@return how long a question to the client (elicitation, sampling, roots) waits for its answer} */
        public Duration getClientRequestTimeout() {
            return clientRequestTimeout;
        }

        /**
         * Sets how long a question to the client (elicitation, sampling, roots) waits for its answer.
         *
         * @param clientRequestTimeout the new value
         */
        public void setClientRequestTimeout(Duration clientRequestTimeout) {
            this.clientRequestTimeout = clientRequestTimeout;
        }

        /** {@return how long a 2026-07-28 client has to answer an {@code input_required} result} */
        public Duration getRequestStateLifetime() {
            return requestStateLifetime;
        }

        /**
         * Sets how long a 2026-07-28 client has to answer an {@code input_required} result.
         *
         * @param requestStateLifetime the new value
         */
        public void setRequestStateLifetime(Duration requestStateLifetime) {
            this.requestStateLifetime = requestStateLifetime;
        }

        /** {@return the shortest interval between two progress notifications of one call} */
        public Duration getProgressInterval() {
            return progressInterval;
        }

        /**
         * Sets the shortest interval between two progress notifications of one call.
         *
         * @param progressInterval the new value
         */
        public void setProgressInterval(Duration progressInterval) {
            this.progressInterval = progressInterval;
        }

        /** {@return the limits on what clients send and hold} */
        public Limits getLimits() {
            return limits;
        }
    }

    /** The server's limits, {@code mcpj.server.limits.*}: see {@link ServerLimits}. */
    public static class Limits {
        private static final ServerLimits DEFAULTS = ServerLimits.defaults();
        private int maxMessageBytes = DEFAULTS.maxMessageBytes();
        private int maxNestingDepth = DEFAULTS.maxNestingDepth();
        private int maxInFlightRequests = DEFAULTS.maxInFlightRequests();
        private int pageSize = DEFAULTS.pageSize();
        private Duration shutdownGrace = DEFAULTS.shutdownGrace();

        /** Creates the defaults. */
        public Limits() {
        }

        /** {@return the largest message accepted, in bytes (an HTTP body too)} */
        public int getMaxMessageBytes() {
            return maxMessageBytes;
        }

        /**
         * Sets the largest message accepted, in bytes (an HTTP body too).
         *
         * @param maxMessageBytes the new value
         */
        public void setMaxMessageBytes(int maxMessageBytes) {
            this.maxMessageBytes = maxMessageBytes;
        }

        /** {@return the deepest JSON nesting accepted} */
        public int getMaxNestingDepth() {
            return maxNestingDepth;
        }

        /**
         * Sets the deepest JSON nesting accepted.
         *
         * @param maxNestingDepth the new value
         */
        public void setMaxNestingDepth(int maxNestingDepth) {
            this.maxNestingDepth = maxNestingDepth;
        }

        /** {@return how many requests one connection may have running at once} */
        public int getMaxInFlightRequests() {
            return maxInFlightRequests;
        }

        /**
         * Sets how many requests one connection may have running at once.
         *
         * @param maxInFlightRequests the new value
         */
        public void setMaxInFlightRequests(int maxInFlightRequests) {
            this.maxInFlightRequests = maxInFlightRequests;
        }

        /** {@return how many entries a page of a list result holds} */
        public int getPageSize() {
            return pageSize;
        }

        /**
         * Sets how many entries a page of a list result holds.
         *
         * @param pageSize the new value
         */
        public void setPageSize(int pageSize) {
            this.pageSize = pageSize;
        }

        /** {@return how long calls in flight may go on to finish when the server shuts down} */
        public Duration getShutdownGrace() {
            return shutdownGrace;
        }

        /**
         * Sets how long calls in flight may go on to finish when the server shuts down.
         *
         * @param shutdownGrace the new value
         */
        public void setShutdownGrace(Duration shutdownGrace) {
            this.shutdownGrace = shutdownGrace;
        }

        ServerLimits toLimits() {
            return new ServerLimits(maxMessageBytes, maxNestingDepth, maxInFlightRequests, pageSize, shutdownGrace);
        }
    }

    /** The Streamable HTTP endpoint, {@code mcpj.http.*}. */
    public static class Http {
        private static final HttpTransportOptions DEFAULTS = HttpTransportOptions.defaults();
        private String path = "/mcp";
        private List<String> allowedHosts = new ArrayList<>();
        private List<String> allowedOrigins = new ArrayList<>();
        private Duration sessionIdleTimeout = DEFAULTS.sessionIdleTimeout();
        private int maxSessions = DEFAULTS.maxSessions();
        private Duration keepAliveInterval = DEFAULTS.keepAliveInterval();
        private boolean sessionless;
        private @Nullable String livenessPath;
        private @Nullable String readinessPath;
        private final Authorization authorization = new Authorization();

        /** Creates the defaults. */
        public Http() {
        }

        /** {@return where the endpoint is served, {@code /mcp} by default} */
        public String getPath() {
            return path;
        }

        /**
         * Sets where the endpoint is served, {@code /mcp} by default.
         *
         * @param path the new value
         */
        public void setPath(String path) {
            this.path = path;
        }

        /**
         * The accepted {@code Host} values ({@code name}, {@code name:port}, or {@code *}); empty
         * (the default) accepts the loopback names only, so set it for any other interface.
         *
         * @return the accepted {@code Host} values
         */
        public List<String> getAllowedHosts() {
            return allowedHosts;
        }

        /**
         * Sets the accepted {@code Host} values; see {@link #getAllowedHosts()}.
         *
         * @param allowedHosts the new value
         */
        public void setAllowedHosts(List<String> allowedHosts) {
            this.allowedHosts = allowedHosts;
        }

        /** {@return the accepted {@code Origin} values; empty (the default) accepts loopback origins only} */
        public List<String> getAllowedOrigins() {
            return allowedOrigins;
        }

        /**
         * Sets the accepted {@code Origin} values; empty (the default) accepts loopback origins only.
         *
         * @param allowedOrigins the new value
         */
        public void setAllowedOrigins(List<String> allowedOrigins) {
            this.allowedOrigins = allowedOrigins;
        }

        /** {@return how long a session may stay idle before it is ended} */
        public Duration getSessionIdleTimeout() {
            return sessionIdleTimeout;
        }

        /**
         * Sets how long a session may stay idle before it is ended.
         *
         * @param sessionIdleTimeout the new value
         */
        public void setSessionIdleTimeout(Duration sessionIdleTimeout) {
            this.sessionIdleTimeout = sessionIdleTimeout;
        }

        /** {@return the most sessions open at once} */
        public int getMaxSessions() {
            return maxSessions;
        }

        /**
         * Sets the most sessions open at once.
         *
         * @param maxSessions the new value
         */
        public void setMaxSessions(int maxSessions) {
            this.maxSessions = maxSessions;
        }

        /** {@return how often a quiet event stream gets a keep-alive comment} */
        public Duration getKeepAliveInterval() {
            return keepAliveInterval;
        }

        /**
         * Sets how often a quiet event stream gets a keep-alive comment.
         *
         * @param keepAliveInterval the new value
         */
        public void setKeepAliveInterval(Duration keepAliveInterval) {
            this.keepAliveInterval = keepAliveInterval;
        }

        /**
         * Whether {@code initialize}-era clients are served without sessions, so that any process
         * behind a load balancer serves any request; {@code false} by default. What it gives up:
         * {@code HttpTransportOptions.Builder.sessionless}.
         *
         * @return whether the endpoint issues no sessions
         */
        public boolean isSessionless() {
            return sessionless;
        }

        /**
         * Sets whether {@code initialize}-era clients are served without sessions; see
         * {@link #isSessionless()}.
         *
         * @param sessionless the new value
         */
        public void setSessionless(boolean sessionless) {
            this.sessionless = sessionless;
        }

        /**
         * The path of the liveness probe ({@code 200} while the endpoint listens, draining
         * included), relative to the application's context path; unset (the default) for none.
         * The probes answer without authentication and for any {@code Host}, and say nothing but
         * {@code ok} or {@code unavailable}.
         *
         * @return the liveness probe's path, or {@code null} for none
         */
        public @Nullable String getLivenessPath() {
            return livenessPath;
        }

        /**
         * Sets the path of the liveness probe; see {@link #getLivenessPath()}.
         *
         * @param livenessPath the new value, or {@code null} for none
         */
        public void setLivenessPath(@Nullable String livenessPath) {
            this.livenessPath = livenessPath;
        }

        /**
         * The path of the readiness probe ({@code 200} while the endpoint takes requests,
         * {@code 503} from the moment it begins to stop), relative to the application's context
         * path; unset (the default) for none.
         *
         * @return the readiness probe's path, or {@code null} for none
         */
        public @Nullable String getReadinessPath() {
            return readinessPath;
        }

        /**
         * Sets the path of the readiness probe; see {@link #getReadinessPath()}.
         *
         * @param readinessPath the new value, or {@code null} for none
         */
        public void setReadinessPath(@Nullable String readinessPath) {
            this.readinessPath = readinessPath;
        }

        /** {@return the settings of OAuth authorization on the HTTP endpoint} */
        public Authorization getAuthorization() {
            return authorization;
        }
    }

    /**
     * OAuth bearer-token authorization of the endpoint, {@code mcpj.http.authorization.*}. It is
     * on whenever the application has a {@code TokenVerifier} bean, or a Spring Security
     * {@code JwtDecoder} (the OAuth2 resource server's), and then needs {@link #getResource()}.
     */
    public static class Authorization {
        private @Nullable URI resource;
        private List<URI> authorizationServers = new ArrayList<>();
        private List<String> requiredScopes = new ArrayList<>();
        private List<String> scopesSupported = new ArrayList<>();
        private Map<String, List<String>> toolScopes = new LinkedHashMap<>();

        /** Creates the defaults. */
        public Authorization() {
        }

        /**
         * This endpoint's canonical URI ({@code https://mcp.example.com/mcp}): tokens must name
         * it as their audience, and the protected resource metadata describes it.
         *
         * @return the canonical URI, or {@code null} when not set
         */
        public @Nullable URI getResource() {
            return resource;
        }

        /**
         * Sets this endpoint's canonical URI; see {@link #getResource()}.
         *
         * @param resource the new value, or {@code null} for none
         */
        public void setResource(@Nullable URI resource) {
            this.resource = resource;
        }

        /**
         * The authorization servers clients are sent to; by default the resource server's
         * {@code spring.security.oauth2.resourceserver.jwt.issuer-uri}.
         *
         * @return the authorization servers; empty for the default
         */
        public List<URI> getAuthorizationServers() {
            return authorizationServers;
        }

        /**
         * Sets the authorization servers clients are sent to; see {@link #getAuthorizationServers()}.
         *
         * @param authorizationServers the new value
         */
        public void setAuthorizationServers(List<URI> authorizationServers) {
            this.authorizationServers = authorizationServers;
        }

        /** {@return the scopes every request needs} */
        public List<String> getRequiredScopes() {
            return requiredScopes;
        }

        /**
         * Sets the scopes every request needs.
         *
         * @param requiredScopes the new value
         */
        public void setRequiredScopes(List<String> requiredScopes) {
            this.requiredScopes = requiredScopes;
        }

        /** {@return the scopes the metadata lists as supported} */
        public List<String> getScopesSupported() {
            return scopesSupported;
        }

        /**
         * Sets the scopes the metadata lists as supported.
         *
         * @param scopesSupported the new value
         */
        public void setScopesSupported(List<String> scopesSupported) {
            this.scopesSupported = scopesSupported;
        }

        /**
         * Scopes a {@code tools/call} of each named tool needs, beyond the required ones and those
         * the tool declares itself ({@code @McpTool(scopes = ...)}, {@code ServerTool.Builder.scopes}).
         *
         * @return the scopes, by tool name
         */
        public Map<String, List<String>> getToolScopes() {
            return toolScopes;
        }

        /**
         * Sets the scopes a {@code tools/call} of each named tool needs; see {@link #getToolScopes()}.
         *
         * @param toolScopes the new value
         */
        public void setToolScopes(Map<String, List<String>> toolScopes) {
            this.toolScopes = toolScopes;
        }
    }

    /** The stdio transport, {@code mcpj.stdio.*}. */
    public static class Stdio {
        private int maxLineBytes = 4 * 1024 * 1024;

        /** Creates the defaults. */
        public Stdio() {
        }

        /** {@return the longest line accepted on standard input} */
        public int getMaxLineBytes() {
            return maxLineBytes;
        }

        /**
         * Sets the longest line accepted on standard input.
         *
         * @param maxLineBytes the new value
         */
        public void setMaxLineBytes(int maxLineBytes) {
            this.maxLineBytes = maxLineBytes;
        }
    }
}
