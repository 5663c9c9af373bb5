package dev.mcpj.auth.oauth;

import dev.mcpj.auth.oauth.internal.AuthorizationServer;
import dev.mcpj.auth.oauth.internal.Grants;
import dev.mcpj.auth.oauth.internal.HttpJson;
import dev.mcpj.auth.oauth.internal.Settings;
import dev.mcpj.auth.oauth.internal.TokenCache;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.TokenVerification;
import dev.mcpj.transport.http.TokenVerifier;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Verifies opaque access tokens by asking the authorization server that issued them (RFC 7662
 * token introspection), authenticating as a client of it ({@code client_secret_basic}). A token
 * the server calls inactive is refused; so is one whose {@code exp} has passed or whose
 * {@code nbf} has not come (with a small leeway), one issued by another server ({@code iss},
 * when the answer names one), and one whose {@code aud}, when the answer names one, does not
 * include this server's resource URI.
 *
 * {@snippet :
 * TokenVerifier verifier = IntrospectionTokenVerifier.builder(
 *                 URI.create("https://auth.example.com"),      // the issuer
 *                 URI.create("https://mcp.example.com/mcp"))   // this server: the audience
 *         .clientSecretBasic("mcp-server", secret)
 *         .build();
 * }
 *
 * <p>The introspection endpoint comes from the server's metadata unless
 * {@linkplain Builder#introspectionEndpoint given}. Answers are cached, keyed by a hash of the
 * token, for as long as the token lives and at most {@linkplain Builder#cacheTtl the cache TTL}
 * (so a revoked token is refused at the latest that long after), in a cache of bounded size.
 * Thread-safe.
 */
public final class IntrospectionTokenVerifier implements TokenVerifier {
    private final URI issuer;
    private final URI audience;
    private final @Nullable URI endpoint;
    private final @Nullable String authorization;
    private final long leewaySeconds;
    private final Duration cacheTtl;
    private final Clock clock;
    private final HttpJson http;
    private final AuthorizationServer server;
    private final TokenCache cache;

    private IntrospectionTokenVerifier(Builder b) {
        this.issuer = b.issuer;
        this.audience = b.audience;
        this.endpoint = b.endpoint;
        this.authorization = b.authorization;
        this.leewaySeconds = b.leeway.toSeconds();
        this.cacheTtl = b.cacheTtl;
        this.clock = b.clock;
        this.http = new HttpJson(b.timeout);
        this.server = new AuthorizationServer(issuer, http, b.retryInterval);
        this.cache = new TokenCache(b.maxCacheEntries);
    }

    /**
     * Starts configuring a verifier of the tokens {@code issuer} issues for {@code audience}
     * (this server's canonical resource URI, as in its protected resource metadata).
     *
     * @param issuer   the authorization server, an {@code https} URI ({@code http} only on loopback)
     * @param audience this server's canonical resource URI, absolute
     * @return a builder with the defaults
     * @throws IllegalArgumentException if the issuer is not {@code https} or the audience is not absolute
     */
    public static Builder builder(URI issuer, URI audience) {
        return new Builder(issuer, audience);
    }

    @Override
    public TokenVerification verify(String token) {
        Instant now = clock.instant();
        TokenVerification cached = cache.get(token, now);
        if (cached != null) {
            return recheck(cached, now);
        }
        Map<String, Object> answer;
        try {
            answer = introspect(token);
        } catch (IOException e) {
            return TokenVerification.unavailable(e.getMessage());
        }
        TokenVerification verdict = judge(answer, now);
        Instant until = now.plus(cacheTtl);
        if (verdict instanceof TokenVerification.Valid valid && valid.token().expiresAt() != null
                && valid.token().expiresAt().isBefore(until)) {
            until = valid.token().expiresAt();
        }
        cache.put(token, verdict, until);
        return verdict;
    }

    /** A cached grant may have expired since it was cached. */
    private TokenVerification recheck(TokenVerification cached, Instant now) {
        if (cached instanceof TokenVerification.Valid valid && valid.token().expiredAt(now, leewaySeconds)) {
            return TokenVerification.invalid("the token has expired");
        }
        return cached;
    }

    private Map<String, Object> introspect(String token) throws IOException {
        URI uri = endpoint != null ? endpoint : server.endpoint("introspection_endpoint");
        String form = "token=" + URLEncoder.encode(token, StandardCharsets.UTF_8) + "&token_type_hint=access_token";
        HttpJson.Answer answer = http.postForm(uri, form, authorization);
        if (answer.body() == null) {
            throw new IOException("The introspection endpoint answered " + answer.status()
                    + (answer.status() == 401 ? " (are the client credentials right?)" : ""));
        }
        return answer.body();
    }

    private TokenVerification judge(Map<String, Object> answer, Instant now) {
        if (!Boolean.TRUE.equals(answer.get("active"))) {
            return TokenVerification.invalid("the authorization server says the token is not active");
        }
        Object iss = answer.get("iss");
        if (iss != null && !issuer.toString().equals(iss)) {
            return TokenVerification.invalid("the token was issued by " + iss);
        }
        Set<String> audiences = Grants.audiences(answer);
        if (answer.containsKey("aud") && !audiences.contains(audience.toString())) {
            return TokenVerification.invalid("the token is meant for " + audiences + ", not this resource");
        }
        Instant nbf = Grants.instant(answer, "nbf");
        if (nbf != null && nbf.isAfter(now.plusSeconds(leewaySeconds))) {
            return TokenVerification.invalid("the token is not valid yet");
        }
        try {
            AccessToken granted = Grants.from(answer);
            if (granted.expiredAt(now, leewaySeconds)) {
                return TokenVerification.invalid("the token has expired");
            }
            return TokenVerification.valid(granted);
        } catch (Grants.Unusable e) {
            return TokenVerification.invalid(e.getMessage());
        }
    }

    /** Configures an {@link IntrospectionTokenVerifier}. */
    public static final class Builder {
        private final URI issuer;
        private final URI audience;
        private @Nullable URI endpoint;
        private @Nullable String authorization;
        private Duration leeway = Duration.ofSeconds(60);
        private Duration cacheTtl = Duration.ofSeconds(60);
        private int maxCacheEntries = 10_000;
        private Duration timeout = Duration.ofSeconds(5);
        private Duration retryInterval = Duration.ofSeconds(30);
        private Clock clock = Clock.systemUTC();

        private Builder(URI issuer, URI audience) {
            this.issuer = Settings.secure(issuer, "issuer");
            this.audience = Settings.audience(audience);
        }

        /**
         * The introspection endpoint, instead of the one of the server's metadata.
         *
         * @param uri the introspection endpoint, an {@code https} URI ({@code http} only on loopback)
         * @return this builder
         * @throws IllegalArgumentException if it is neither
         */
        public Builder introspectionEndpoint(URI uri) {
            this.endpoint = Settings.secure(uri, "introspection endpoint");
            return this;
        }

        /**
         * Authenticates to the introspection endpoint with HTTP Basic (RFC 6749 section 2.3.1).
         *
         * @param clientId     this server's client id at the authorization server
         * @param clientSecret its secret
         * @return this builder
         */
        public Builder clientSecretBasic(String clientId, String clientSecret) {
            Objects.requireNonNull(clientId, "clientId");
            Objects.requireNonNull(clientSecret, "clientSecret");
            String pair = URLEncoder.encode(clientId, StandardCharsets.UTF_8) + ":"
                    + URLEncoder.encode(clientSecret, StandardCharsets.UTF_8);
            this.authorization = "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
            return this;
        }

        /**
         * The clock skew allowed on {@code exp} and {@code nbf}; 60 seconds by default.
         *
         * @param leeway the skew allowed, 0 to 10 minutes
         * @return this builder
         * @throws IllegalArgumentException if it is negative or more than 10 minutes
         */
        public Builder leeway(Duration leeway) {
            this.leeway = Settings.leeway(leeway);
            return this;
        }

        /**
         * The longest an answer is reused (never past the token's expiry); 60 seconds by default.
         *
         * @param ttl how long an answer may be reused, 0 for never
         * @return this builder
         * @throws IllegalArgumentException if it is negative
         */
        public Builder cacheTtl(Duration ttl) {
            Objects.requireNonNull(ttl, "ttl");
            if (ttl.isNegative()) {
                throw new IllegalArgumentException("cacheTtl must not be negative: " + ttl);
            }
            this.cacheTtl = ttl;
            return this;
        }

        /**
         * How many answers are kept at most (least recently used go first); 10,000 by default.
         *
         * @param max the most answers kept, 0 for none
         * @return this builder
         * @throws IllegalArgumentException if it is negative
         */
        public Builder maxCacheEntries(int max) {
            if (max < 0) {
                throw new IllegalArgumentException("maxCacheEntries must not be negative: " + max);
            }
            this.maxCacheEntries = max;
            return this;
        }

        /**
         * The connect and read timeout of requests to the authorization server; 5 seconds by default.
         *
         * @param timeout the timeout, positive
         * @return this builder
         * @throws IllegalArgumentException if it is zero or negative
         */
        public Builder timeout(Duration timeout) {
            this.timeout = Settings.positive(timeout, "timeout");
            return this;
        }

        /**
         * How long a failed discovery of the server's metadata is not retried; 30 seconds by default.
         *
         * @param interval the wait before discovery is tried again, positive
         * @return this builder
         * @throws IllegalArgumentException if it is zero or negative
         */
        public Builder discoveryRetryInterval(Duration interval) {
            this.retryInterval = Settings.positive(interval, "discoveryRetryInterval");
            return this;
        }

        /**
         * The clock expiry is judged by; the system's by default.
         *
         * @param clock the clock to use
         * @return this builder
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Builds the verifier. It discovers the server's metadata on first use, not here.
         *
         * @return the verifier
         * @throws IllegalStateException if no client credentials were given ({@link #clientSecretBasic})
         */
        public IntrospectionTokenVerifier build() {
            if (authorization == null) {
                throw new IllegalStateException("The introspection endpoint needs client credentials: "
                        + "call clientSecretBasic");
            }
            return new IntrospectionTokenVerifier(this);
        }
    }
}
