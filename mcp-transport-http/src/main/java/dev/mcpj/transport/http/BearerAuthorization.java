package dev.mcpj.transport.http;

import dev.mcpj.core.ScopeTokens;
import dev.mcpj.server.ServerTool;
import java.net.URI;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Makes the HTTP endpoint an OAuth 2.1 resource server, as the MCP authorization specification
 * describes: every request must carry {@code Authorization: Bearer <token>}, which the
 * {@link TokenVerifier} checks, and the endpoint publishes its {@link ProtectedResourceMetadata}.
 *
 * {@snippet :
 * URI resource = URI.create("https://mcp.example.com/mcp");
 * BearerAuthorization authorization = BearerAuthorization.builder(verifier,
 *                 ProtectedResourceMetadata.builder(resource)
 *                         .authorizationServer(URI.create("https://auth.example.com"))
 *                         .build())
 *         .requiredScopes("mcp:use")
 *         .build();
 * server.registerTool(ServerTool.builder(tool).handler((args, ctx) -> CallToolResult.text("deleted"))
 *         .scopes("files:write")
 *         .build());
 * HttpTransportOptions options = HttpTransportOptions.builder().authorization(authorization).build();
 * }
 *
 * <p>What a client gets when it is refused:
 * <ul>
 *   <li>no token, or a token the verifier refuses: {@code 401} with
 *       {@code WWW-Authenticate: Bearer resource_metadata="..."} (plus {@code error="invalid_token"}
 *       for a refused token, and {@code scope} when scopes are {@linkplain #requiredScopes() required});
 *   <li>a token in the query string ({@code access_token=...}): {@code 400}
 *       {@code error="invalid_request"}; tokens are accepted in the header only;
 *   <li>a token without a {@linkplain #requiredScopes() required scope}, or a request for an item
 *       whose scopes it lacks: {@code 403} with {@code error="insufficient_scope"} and the
 *       {@code scope} to ask for (what the request needs, with what the token already grants), so
 *       the client can step up its authorization. The items are those registered with scopes
 *       ({@code ServerTool.Builder.scopes}, likewise for resources, resource templates and prompts,
 *       or the {@code scopes} attribute of the annotations) and the tools given
 *       {@linkplain Builder#toolScopes more scopes here}: a {@code tools/call} of the tool, a
 *       {@code resources/read} of the resource or of a URI the template matches first, a
 *       {@code prompts/get} of the prompt, and a {@code completion/complete} of an argument of that
 *       prompt or template. Items stay listed by {@code tools/list},
 *       {@code resources/list} and {@code prompts/list}: a client learns what needs more scopes
 *       when it uses them.
 * </ul>
 * Bodies are JSON-RPC errors; neither the token nor the verifier's reason is sent back.
 *
 * <p>When the metadata names no {@link ProtectedResourceMetadata.Builder#scopesSupported
 * scopes_supported}, the served document lists the required scopes and those the registered items
 * declare. The metadata is served by {@link HttpMcpServer} at {@link ProtectedResourceMetadata#wellKnownPath()}
 * and at {@value ProtectedResourceMetadata#WELL_KNOWN_PATH}; in a servlet container, map a
 * {@link ProtectedResourceMetadataServlet} there.
 */
public final class BearerAuthorization {
    private final TokenVerifier verifier;
    private final ProtectedResourceMetadata metadata;
    private final Set<String> requiredScopes;
    private final Map<String, Set<String>> toolScopes;
    private final URI metadataUri;

    private BearerAuthorization(Builder b) {
        this.verifier = b.verifier;
        this.metadata = b.metadata;
        this.requiredScopes = Collections.unmodifiableSet(new LinkedHashSet<>(b.requiredScopes));
        Map<String, Set<String>> tools = new LinkedHashMap<>();
        b.toolScopes.forEach((tool, scopes) -> tools.put(tool, Collections.unmodifiableSet(new LinkedHashSet<>(scopes))));
        this.toolScopes = Map.copyOf(tools);
        this.metadataUri = b.metadataUri != null ? b.metadataUri : metadata.wellKnownUri();
    }

    /**
     * Starts configuring authorization with {@code verifier}, publishing {@code metadata}.
     *
     * @param verifier checks each request's token
     * @param metadata what the endpoint publishes about itself
     * @return a builder
     */
    public static Builder builder(TokenVerifier verifier, ProtectedResourceMetadata metadata) {
        return new Builder(verifier, metadata);
    }

    /** {@return the verifier that checks the tokens} */
    public TokenVerifier verifier() {
        return verifier;
    }

    /** {@return the metadata the endpoint publishes about itself} */
    public ProtectedResourceMetadata metadata() {
        return metadata;
    }

    /** {@return the scopes every request needs; possibly empty} */
    public Set<String> requiredScopes() {
        return requiredScopes;
    }

    /**
     * The scopes this authorization adds to a {@code tools/call} of {@code tool}, besides the
     * {@link #requiredScopes()} and the tool's own {@code ServerTool.scopes()}.
     *
     * @param tool a tool's name
     * @return the scopes; empty when none
     */
    public Set<String> toolScopes(String tool) {
        return toolScopes.getOrDefault(tool, Set.of());
    }

    /** {@return the URL a {@code 401} challenge names as {@code resource_metadata}} */
    public URI metadataUri() {
        return metadataUri;
    }

    static String checkScope(String scope) {
        Objects.requireNonNull(scope, "scope");
        if (!ScopeTokens.isValid(scope)) {
            throw new IllegalArgumentException("Not a scope token: '" + scope + "'");
        }
        return scope;
    }

    /** Configures a {@link BearerAuthorization}. */
    public static final class Builder {
        private final TokenVerifier verifier;
        private final ProtectedResourceMetadata metadata;
        private final Set<String> requiredScopes = new LinkedHashSet<>();
        private final Map<String, Set<String>> toolScopes = new LinkedHashMap<>();
        private URI metadataUri;

        private Builder(TokenVerifier verifier, ProtectedResourceMetadata metadata) {
            this.verifier = Objects.requireNonNull(verifier, "verifier");
            this.metadata = Objects.requireNonNull(metadata, "metadata");
        }

        /**
         * Scopes every request needs (none by default).
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not a valid scope token
         */
        public Builder requiredScopes(String... scopes) {
            return requiredScopes(List.of(scopes));
        }

        /**
         * Scopes every request needs (none by default).
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not a valid scope token
         */
        public Builder requiredScopes(Collection<String> scopes) {
            scopes.forEach(s -> requiredScopes.add(checkScope(s)));
            return this;
        }

        /**
         * Scopes a {@code tools/call} of {@code tool} needs in addition to those the tool declares
         * ({@code ServerTool.Builder.scopes}); for deployment settings that name tools, such as a
         * configuration file. Checked before the tool's handler runs, and answered with the
         * {@code 403} step-up challenge when missing.
         *
         * @param tool   the tool's name
         * @param scopes the scopes it needs, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not a valid scope token
         */
        public Builder toolScopes(String tool, String... scopes) {
            Objects.requireNonNull(tool, "tool");
            Set<String> set = toolScopes.computeIfAbsent(tool, t -> new LinkedHashSet<>());
            for (String s : scopes) {
                set.add(checkScope(s));
            }
            return this;
        }

        /**
         * Where challenges point clients for the metadata, when it is not at
         * {@link ProtectedResourceMetadata#wellKnownUri()} (e.g. served by another host).
         *
         * @param uri the metadata's absolute URL
         * @return this builder
         * @throws IllegalArgumentException if it is not absolute
         */
        public Builder metadataUri(URI uri) {
            Objects.requireNonNull(uri, "uri");
            if (!uri.isAbsolute()) {
                throw new IllegalArgumentException("The metadata URI must be absolute: " + uri);
            }
            this.metadataUri = uri;
            return this;
        }

        /**
         * Builds the authorization.
         *
         * @return the authorization
         */
        public BearerAuthorization build() {
            return new BearerAuthorization(this);
        }
    }
}
