package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.McpHttpServlet;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.ProtectedResourceMetadataServlet;
import dev.mcpj.server.cluster.SessionStore;
import dev.mcpj.transport.http.TokenVerifier;
import jakarta.servlet.Servlet;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.jspecify.annotations.Nullable;

/**
 * Serves the {@link McpServer} bean over Streamable HTTP at {@code mcpj.http.path} on the
 * application's own servlet server (Tomcat, Jetty), in a servlet web application with
 * {@code mcpj.transport=http} (the default). The transport's {@code Host} and {@code Origin} checks,
 * sessions and probes are configured from {@code mcpj.http.*}; a {@link SessionStore} bean, if the
 * application has one, shares the sessions with other processes. When the application has a
 * {@link TokenVerifier} bean, or Spring Security's OAuth2 resource server has a
 * {@link JwtDecoder}, every request needs a bearer token that it accepts for
 * {@code mcpj.http.authorization.resource}, and the protected resource metadata is served at its
 * well-known paths; Spring Security then leaves these paths to the transport, which answers with
 * the challenges the MCP authorization specification asks for. When the application stops, the
 * endpoint's event streams and sessions end before the web server drains its requests, so that a
 * connected client does not hold a graceful shutdown until its timeout.
 */
@AutoConfiguration(after = McpServerAutoConfiguration.class, afterName =
        "org.springframework.boot.security.oauth2.server.resource.autoconfigure.servlet.OAuth2ResourceServerAutoConfiguration")
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass({Servlet.class, ServletRegistrationBean.class})
@ConditionalOnBean(McpServer.class)
@ConditionalOnProperty(name = "mcpj.transport", havingValue = "http", matchIfMissing = true)
public final class McpHttpAutoConfiguration {

    /** Created by Spring. */
    public McpHttpAutoConfiguration() {
    }

    @Bean
    McpHttpEndpoint mcpHttpEndpoint(McpServer server, McpProperties properties, ObjectProvider<TokenVerifier> verifiers,
                                    ObjectProvider<SessionStore> stores, Environment environment) {
        McpProperties.Http http = properties.getHttp();
        HttpTransportOptions.Builder options = HttpTransportOptions.builder()
                .allowedHosts(http.getAllowedHosts())
                .allowedOrigins(http.getAllowedOrigins())
                .sessionIdleTimeout(http.getSessionIdleTimeout())
                .maxSessions(http.getMaxSessions())
                .keepAliveInterval(http.getKeepAliveInterval())
                .sessionless(http.isSessionless());
        String path = path(http.getPath());
        List<String> probes = new ArrayList<>();
        if (http.getLivenessPath() != null) {
            options.livenessPath(http.getLivenessPath().strip());
            probes.add(http.getLivenessPath().strip());
        }
        if (http.getReadinessPath() != null) {
            options.readinessPath(http.getReadinessPath().strip());
            probes.add(http.getReadinessPath().strip());
        }
        if (probes.contains(path)) {
            throw new IllegalStateException("A probe path must differ from the MCP endpoint's path (mcpj.http.path), "
                    + "not both " + path);
        }
        SessionStore store = stores.getIfUnique();
        if (store == null && stores.stream().findAny().isPresent()) {
            throw new IllegalStateException("The application has several SessionStore beans and the MCP endpoint "
                    + "would not know which keeps its sessions: mark one @Primary");
        }
        if (store != null) {
            options.sessionStore(store);
        }
        TokenVerifier verifier = verifiers.getIfUnique();
        if (verifier == null && verifiers.stream().findAny().isPresent()) {
            throw new IllegalStateException("The application has several TokenVerifier beans and the MCP endpoint "
                    + "would not know which checks its tokens: mark one @Primary");
        }
        @Nullable BearerAuthorization authorization = verifier == null ? null
                : authorization(verifier, http.getAuthorization(), environment);
        if (authorization != null) {
            options.authorization(authorization);
        }
        return new McpHttpEndpoint(new McpHttpServlet(server, options.build()), path, probes, authorization);
    }

    @Bean
    ServletRegistrationBean<McpHttpServlet> mcpHttpServletRegistration(McpHttpEndpoint endpoint) {
        // The probes are answered by the endpoint's servlet, mapped at their paths too.
        List<String> paths = new ArrayList<>(endpoint.probePaths());
        paths.add(0, endpoint.path());
        ServletRegistrationBean<McpHttpServlet> registration = new ServletRegistrationBean<>(endpoint.servlet(),
                paths.toArray(String[]::new));
        registration.setName("mcpHttpServlet");
        registration.setAsyncSupported(true);
        registration.setLoadOnStartup(1);
        return registration;
    }

    /** Ends the endpoint's streams before the web server's graceful shutdown waits for its requests. */
    @Bean
    McpHttpShutdown mcpHttpShutdown(McpHttpEndpoint endpoint) {
        return new McpHttpShutdown(endpoint.servlet());
    }

    @Bean
    @ConditionalOnBean(TokenVerifier.class)
    ServletRegistrationBean<ProtectedResourceMetadataServlet> mcpResourceMetadataRegistration(McpHttpEndpoint endpoint,
                                                                                         McpServer server) {
        // Given the server, the metadata lists the scopes its items declare when scopes-supported is not set.
        ServletRegistrationBean<ProtectedResourceMetadataServlet> registration = new ServletRegistrationBean<>(
                new ProtectedResourceMetadataServlet(endpoint.authorization(), server),
                endpoint.metadataPaths().toArray(String[]::new));
        registration.setName("mcpResourceMetadataServlet");
        return registration;
    }

    private static String path(@Nullable String configured) {
        String p = configured == null || configured.isBlank() ? "/mcp" : configured.strip();
        if (!p.startsWith("/") || p.contains("*") || p.contains("?") || p.contains("#")) {
            throw new IllegalStateException("mcpj.http.path must be a plain path beginning with '/', like /mcp, not '"
                    + configured + "'");
        }
        return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    private static BearerAuthorization authorization(TokenVerifier verifier, McpProperties.Authorization a,
                                                     Environment environment) {
        URI resource = a.getResource();
        if (resource == null) {
            throw new IllegalStateException("The MCP endpoint is protected by bearer tokens (the application has a "
                    + "TokenVerifier or an OAuth2 resource server JwtDecoder), so it needs its canonical URI, the "
                    + "audience its tokens must name: set mcpj.http.authorization.resource (for example "
                    + "https://mcp.example.com/mcp)");
        }
        List<URI> servers = new ArrayList<>(a.getAuthorizationServers());
        String issuer = environment.getProperty("spring.security.oauth2.resourceserver.jwt.issuer-uri");
        if (servers.isEmpty() && issuer != null && !issuer.isBlank()) {
            servers.add(URI.create(issuer.strip()));
        }
        if (servers.isEmpty()) {
            throw new IllegalStateException("The MCP endpoint is protected by bearer tokens, so its metadata must "
                    + "name the authorization server clients get them from: set "
                    + "mcpj.http.authorization.authorization-servers (or the resource server's "
                    + "spring.security.oauth2.resourceserver.jwt.issuer-uri)");
        }
        ProtectedResourceMetadata.Builder metadata = ProtectedResourceMetadata.builder(resource)
                .scopesSupported(a.getScopesSupported());
        servers.forEach(metadata::authorizationServer);
        BearerAuthorization.Builder builder = BearerAuthorization.builder(verifier, metadata.build())
                .requiredScopes(a.getRequiredScopes());
        a.getToolScopes().forEach((tool, scopes) -> builder.toolScopes(tool, scopes.toArray(String[]::new)));
        return builder.build();
    }

    /** Uses the OAuth2 resource server's JWT decoder as the endpoint's token verifier. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(JwtDecoder.class)
    @ConditionalOnBean(JwtDecoder.class)
    static class JwtVerification {
        @Bean
        @org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean(TokenVerifier.class)
        TokenVerifier mcpJwtTokenVerifier(JwtDecoder decoder, McpProperties properties) {
            return new JwtDecoderTokenVerifier(decoder, properties.getHttp().getAuthorization().getResource());
        }
    }

    /**
     * Leaves the endpoint's paths to the transport when it checks bearer tokens itself, so that
     * clients get the transport's challenges (with the resource metadata's address) rather than
     * Spring Security's. Without authorization the endpoint stays behind the application's
     * security; the rest of the application keeps its security as configured either way. The
     * probe paths are always left to the transport: an orchestrator's probe carries no token.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(WebSecurityCustomizer.class)
    static class SecurityBypass {
        @Bean
        WebSecurityCustomizer mcpWebSecurityCustomizer(McpHttpEndpoint endpoint) {
            return web -> {
                List<String> paths = new ArrayList<>(endpoint.probePaths());
                if (endpoint.authorization() != null) {
                    paths.addAll(endpoint.metadataPaths());
                    paths.add(endpoint.path());
                }
                if (!paths.isEmpty()) {
                    web.ignoring().requestMatchers(paths.toArray(String[]::new));
                }
            };
        }
    }
}
