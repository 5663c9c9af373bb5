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

    /** Which transport serves the server; {@link Transport#HTTP} by default. */
    public Transport getTransport() {
        return transport;
    }

    public void setTransport(Transport transport) {
        this.transport = transport;
    }

    public Server getServer() {
        return server;
    }

    public Http getHttp() {
        return http;
    }

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

        /** The name clients are told; {@code spring.application.name} when not set. */
        public @Nullable String getName() {
            return name;
        }

        public void setName(@Nullable String name) {
            this.name = name;
        }

        /** The version clients are told. */
        public String getVersion() {
            return version;
        }

        public void setVersion(String version) {
            this.version = version;
        }

        /** Guidance for the model on how to use this server; none by default. */
        public @Nullable String getInstructions() {
            return instructions;
        }

        public void setInstructions(@Nullable String instructions) {
            this.instructions = instructions;
        }

        /** How long a tool call may run unless its tool sets its own timeout; none by default. */
        public @Nullable Duration getToolTimeout() {
            return toolTimeout;
        }

        public void setToolTimeout(@Nullable Duration toolTimeout) {
            this.toolTimeout = toolTimeout;
        }

        /** How long a question to the client (elicitation, sampling, roots) waits for its answer. */
        public Duration getClientRequestTimeout() {
            return clientRequestTimeout;
        }

        public void setClientRequestTimeout(Duration clientRequestTimeout) {
            this.clientRequestTimeout = clientRequestTimeout;
        }

        /** How long a 2026-07-28 client has to answer an {@code input_required} result. */
        public Duration getRequestStateLifetime() {
            return requestStateLifetime;
        }

        public void setRequestStateLifetime(Duration requestStateLifetime) {
            this.requestStateLifetime = requestStateLifetime;
        }

        /** The shortest interval between two progress notifications of one call. */
        public Duration getProgressInterval() {
            return progressInterval;
        }

        public void setProgressInterval(Duration progressInterval) {
            this.progressInterval = progressInterval;
        }

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

        /** The largest message accepted, in bytes (an HTTP body too). */
        public int getMaxMessageBytes() {
            return maxMessageBytes;
        }

        public void setMaxMessageBytes(int maxMessageBytes) {
            this.maxMessageBytes = maxMessageBytes;
        }

        /** The deepest JSON nesting accepted. */
        public int getMaxNestingDepth() {
            return maxNestingDepth;
        }

        public void setMaxNestingDepth(int maxNestingDepth) {
            this.maxNestingDepth = maxNestingDepth;
        }

        /** Requests one connection may have running at once. */
        public int getMaxInFlightRequests() {
            return maxInFlightRequests;
        }

        public void setMaxInFlightRequests(int maxInFlightRequests) {
            this.maxInFlightRequests = maxInFlightRequests;
        }

        /** Entries per page of a list result. */
        public int getPageSize() {
            return pageSize;
        }

        public void setPageSize(int pageSize) {
            this.pageSize = pageSize;
        }

        /** How long calls in flight may go on to finish when the server shuts down. */
        public Duration getShutdownGrace() {
            return shutdownGrace;
        }

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
        private final Authorization authorization = new Authorization();

        /** Creates the defaults. */
        public Http() {
        }

        /** Where the endpoint is served, {@code /mcp} by default. */
        public String getPath() {
            return path;
        }

        public void setPath(String path) {
            this.path = path;
        }

        /**
         * The accepted {@code Host} values ({@code name}, {@code name:port}, or {@code *}); empty
         * (the default) accepts the loopback names only, so set it for any other interface.
         */
        public List<String> getAllowedHosts() {
            return allowedHosts;
        }

        public void setAllowedHosts(List<String> allowedHosts) {
            this.allowedHosts = allowedHosts;
        }

        /** The accepted {@code Origin} values; empty (the default) accepts loopback origins only. */
        public List<String> getAllowedOrigins() {
            return allowedOrigins;
        }

        public void setAllowedOrigins(List<String> allowedOrigins) {
            this.allowedOrigins = allowedOrigins;
        }

        /** How long a session may stay idle before it is ended. */
        public Duration getSessionIdleTimeout() {
            return sessionIdleTimeout;
        }

        public void setSessionIdleTimeout(Duration sessionIdleTimeout) {
            this.sessionIdleTimeout = sessionIdleTimeout;
        }

        /** The most sessions open at once. */
        public int getMaxSessions() {
            return maxSessions;
        }

        public void setMaxSessions(int maxSessions) {
            this.maxSessions = maxSessions;
        }

        /** How often a quiet event stream gets a keep-alive comment. */
        public Duration getKeepAliveInterval() {
            return keepAliveInterval;
        }

        public void setKeepAliveInterval(Duration keepAliveInterval) {
            this.keepAliveInterval = keepAliveInterval;
        }

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
         */
        public @Nullable URI getResource() {
            return resource;
        }

        public void setResource(@Nullable URI resource) {
            this.resource = resource;
        }

        /**
         * The authorization servers clients are sent to; by default the resource server's
         * {@code spring.security.oauth2.resourceserver.jwt.issuer-uri}.
         */
        public List<URI> getAuthorizationServers() {
            return authorizationServers;
        }

        public void setAuthorizationServers(List<URI> authorizationServers) {
            this.authorizationServers = authorizationServers;
        }

        /** Scopes every request needs. */
        public List<String> getRequiredScopes() {
            return requiredScopes;
        }

        public void setRequiredScopes(List<String> requiredScopes) {
            this.requiredScopes = requiredScopes;
        }

        /** Scopes the metadata lists as supported. */
        public List<String> getScopesSupported() {
            return scopesSupported;
        }

        public void setScopesSupported(List<String> scopesSupported) {
            this.scopesSupported = scopesSupported;
        }

        /**
         * Scopes a {@code tools/call} of each named tool needs, beyond the required ones and those
         * the tool declares itself ({@code @McpTool(scopes = ...)}, {@code ServerTool.Builder.scopes}).
         */
        public Map<String, List<String>> getToolScopes() {
            return toolScopes;
        }

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

        /** The longest line accepted on standard input. */
        public int getMaxLineBytes() {
            return maxLineBytes;
        }

        public void setMaxLineBytes(int maxLineBytes) {
            this.maxLineBytes = maxLineBytes;
        }
    }
}
