package dev.mcpj.transport.http;

import java.net.URI;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * This server's OAuth 2.0 Protected Resource Metadata (RFC 9728): its canonical resource URI,
 * the authorization servers whose tokens it accepts, and the scopes it knows. Clients find it at
 * {@link #wellKnownUri()} (or through the {@code resource_metadata} of a {@code 401}
 * challenge) and learn from it where to obtain a token and what audience to ask for.
 *
 * {@snippet :
 * ProtectedResourceMetadata metadata = ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp"))
 *         .authorizationServer(URI.create("https://auth.example.com"))
 *         .scopesSupported("tools:read", "tools:write")
 *         .field("resource_name", "Example tools")
 *         .build();
 * }
 *
 * <p>Bearer tokens are accepted in the {@code Authorization} header only, so
 * {@code bearer_methods_supported} is always {@code ["header"]}.
 */
public final class ProtectedResourceMetadata {
    /** The well-known path prefix of RFC 9728. */
    public static final String WELL_KNOWN_PATH = "/.well-known/oauth-protected-resource";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final Set<String> OWN_FIELDS = Set.of("resource", "authorization_servers",
            "scopes_supported", "bearer_methods_supported");

    private final URI resource;
    private final List<URI> authorizationServers;
    private final Set<String> scopesSupported;
    private final ObjectNode document;

    private ProtectedResourceMetadata(Builder b) {
        this.resource = b.resource;
        this.authorizationServers = List.copyOf(b.authorizationServers);
        this.scopesSupported = Collections.unmodifiableSet(new LinkedHashSet<>(b.scopesSupported));
        ObjectNode doc = MAPPER.createObjectNode();
        doc.put("resource", resource.toString());
        ArrayNode servers = doc.putArray("authorization_servers");
        authorizationServers.forEach(uri -> servers.add(uri.toString()));
        if (!scopesSupported.isEmpty()) {
            scopesSupported.forEach(doc.putArray("scopes_supported")::add);
        }
        doc.putArray("bearer_methods_supported").add("header");
        b.extra.forEach(doc::set);
        this.document = doc;
    }

    /**
     * Starts describing the resource whose canonical URI is {@code resource}.
     *
     * @param resource this server's canonical URI
     * @return a builder
     * @throws IllegalArgumentException if it is not an absolute http(s) URI, or has a query or fragment
     */
    public static Builder builder(URI resource) {
        return new Builder(resource);
    }

    /** {@return the canonical URI of this server (the audience its tokens must name)} */
    public URI resource() {
        return resource;
    }

    /** {@return the issuers whose tokens this server accepts} */
    public List<URI> authorizationServers() {
        return authorizationServers;
    }

    /** {@return the scopes this server knows; possibly empty} */
    public Set<String> scopesSupported() {
        return scopesSupported;
    }

    /**
     * Where the metadata is published: the resource's origin, then {@value #WELL_KNOWN_PATH},
     * then the resource's path (if any), as RFC 9728 section 3.1 builds it; e.g.
     * {@code https://mcp.example.com/.well-known/oauth-protected-resource/mcp}.
     *
     * @return the metadata's URL
     */
    public URI wellKnownUri() {
        return URI.create(resource.getScheme() + "://" + resource.getRawAuthority() + wellKnownPath());
    }

    /** {@return the path part of {@link #wellKnownUri()}} */
    public String wellKnownPath() {
        String path = resource.getRawPath();
        return path == null || path.isEmpty() || path.equals("/") ? WELL_KNOWN_PATH : WELL_KNOWN_PATH + path;
    }

    /** {@return the metadata document, as JSON} */
    public String toJson() {
        return MAPPER.writeValueAsString(document);
    }

    @Override
    public String toString() {
        return toJson();
    }

    /** Describes the metadata; {@link #build()} checks it. */
    public static final class Builder {
        private final URI resource;
        private final List<URI> authorizationServers = new ArrayList<>();
        private final Set<String> scopesSupported = new LinkedHashSet<>();
        private final Map<String, JsonNode> extra = new LinkedHashMap<>();

        private Builder(URI resource) {
            this.resource = canonical(resource, "resource");
        }

        /**
         * Adds an authorization server (its issuer identifier); at least one is required.
         *
         * @param issuer the server's issuer identifier
         * @return this builder
         * @throws IllegalArgumentException if it is not an absolute http(s) URI, or has a query or fragment
         */
        public Builder authorizationServer(URI issuer) {
            authorizationServers.add(canonical(issuer, "authorization server"));
            return this;
        }

        /**
         * Adds scopes to {@code scopes_supported}.
         *
         * @param scopes the scopes
         * @return this builder
         * @throws IllegalArgumentException if one is not a valid scope token
         */
        public Builder scopesSupported(String... scopes) {
            return scopesSupported(List.of(scopes));
        }

        /**
         * Adds scopes to {@code scopes_supported}.
         *
         * @param scopes the scopes
         * @return this builder
         * @throws IllegalArgumentException if one is not a valid scope token
         */
        public Builder scopesSupported(Collection<String> scopes) {
            for (String scope : scopes) {
                scopesSupported.add(BearerAuthorization.checkScope(scope));
            }
            return this;
        }

        /**
         * Adds another member of RFC 9728 or an extension ({@code resource_name},
         * {@code resource_documentation}, {@code jwks_uri}, ...). {@code value} is a string,
         * number, boolean, list or map of such values; it is copied.
         *
         * @param name  the member's name
         * @param value its value (copied)
         * @return this builder
         * @throws IllegalArgumentException if the name is one the builder sets through its own method
         */
        public Builder field(String name, Object value) {
            Objects.requireNonNull(name, "name");
            if (OWN_FIELDS.contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is set through its own builder method");
            }
            extra.put(name, MAPPER.valueToTree(Objects.requireNonNull(value, "value")));
            return this;
        }

        /**
         * Builds the metadata.
         *
         * @return the metadata
         * @throws IllegalStateException if no authorization server was added
         */
        public ProtectedResourceMetadata build() {
            if (authorizationServers.isEmpty()) {
                throw new IllegalStateException("At least one authorization server is required");
            }
            return new ProtectedResourceMetadata(this);
        }

        private static URI canonical(URI uri, String what) {
            Objects.requireNonNull(uri, what);
            String scheme = uri.getScheme();
            if (!uri.isAbsolute() || uri.getRawAuthority() == null
                    || !("https".equalsIgnoreCase(scheme) || "http".equalsIgnoreCase(scheme))) {
                throw new IllegalArgumentException("The " + what + " must be an absolute http(s) URI: " + uri);
            }
            if (uri.getRawFragment() != null || uri.getRawQuery() != null) {
                throw new IllegalArgumentException("The " + what + " must have no query and no fragment: " + uri);
            }
            return uri;
        }
    }
}
