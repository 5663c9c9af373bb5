package dev.mcpj.auth.oauth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.jwk.source.RateLimitReachedException;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jwt.JWT;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.JWTParser;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import dev.mcpj.auth.oauth.internal.AuthorizationServer;
import dev.mcpj.auth.oauth.internal.Grants;
import dev.mcpj.auth.oauth.internal.HttpJson;
import dev.mcpj.auth.oauth.internal.Settings;
import dev.mcpj.transport.http.TokenVerification;
import dev.mcpj.transport.http.TokenVerifier;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.text.ParseException;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Verifies JWT access tokens (RFC 9068) issued by one authorization server: the signature
 * against the server's published keys, the issuer, the expiry and not-before times (with a small
 * leeway for clock skew), and that the audience is this server's resource URI (RFC 8707), so a
 * token meant for another resource is refused.
 *
 * {@snippet :
 * TokenVerifier verifier = JwtTokenVerifier.builder(
 *                 URI.create("https://auth.example.com"),      // the issuer
 *                 URI.create("https://mcp.example.com/mcp"))   // this server: the audience
 *         .build();
 * }
 *
 * <p>The key set's location comes from the server's metadata (RFC 8414, then OpenID Connect
 * discovery), unless {@linkplain Builder#jwksUri given}. Keys are cached; a token signed with a
 * key the cache does not know (after a key rotation) makes the set be fetched again, but not more
 * than twice per {@linkplain Builder#keyRefetchInterval interval}, so that tokens with made-up
 * key ids cannot make this server hammer the authorization server.
 *
 * <p>Only asymmetric signatures are accepted (RSA, RSA-PSS and ECDSA by default), and only with a
 * key whose type fits and whose declared {@code alg}, if any, is the token's: an unsecured token
 * ({@code alg: none}), an HMAC token (which could be signed with the server's public key as the
 * secret) and encrypted tokens are refused.
 *
 * <p>Thread-safe; the first verification discovers the server and fetches its keys.
 */
public final class JwtTokenVerifier implements TokenVerifier {
    private static final Set<JWSAlgorithm> ASYMMETRIC = Stream.concat(JWSAlgorithm.Family.RSA.stream(),
            JWSAlgorithm.Family.EC.stream()).collect(Collectors.toUnmodifiableSet());
    private static final Set<JOSEObjectType> TYPES = Set.of(JOSEObjectType.JWT, new JOSEObjectType("at+jwt"),
            new JOSEObjectType("application/at+jwt"));

    private final URI issuer;
    private final URI audience;
    private final @Nullable URI jwksUri;
    private final Set<JWSAlgorithm> algorithms;
    private final long leewaySeconds;
    private final Duration keyCacheTtl;
    private final Duration keyRefetchInterval;
    private final Duration timeout;
    private final AuthorizationServer server;
    private volatile DefaultJWTProcessor<SecurityContext> processor;

    private JwtTokenVerifier(Builder b) {
        this.issuer = b.issuer;
        this.audience = b.audience;
        this.jwksUri = b.jwksUri;
        this.algorithms = Set.copyOf(b.algorithms);
        this.leewaySeconds = b.leeway.toSeconds();
        this.keyCacheTtl = b.keyCacheTtl;
        this.keyRefetchInterval = b.keyRefetchInterval;
        this.timeout = b.timeout;
        this.server = new AuthorizationServer(issuer, new HttpJson(timeout), keyRefetchInterval);
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
        SignedJWT signed;
        try {
            JWT jwt = JWTParser.parse(token);
            if (!(jwt instanceof SignedJWT s)) {
                return TokenVerification.invalid("not a signed JWT (unsecured and encrypted tokens are refused)");
            }
            signed = s;
        } catch (ParseException e) {
            return TokenVerification.invalid("not a JWT");
        }
        JWSAlgorithm alg = signed.getHeader().getAlgorithm();
        if (!algorithms.contains(alg)) {
            return TokenVerification.invalid("signature algorithm " + alg + " is not accepted");
        }
        DefaultJWTProcessor<SecurityContext> p;
        try {
            p = processor();
        } catch (IOException e) {
            return TokenVerification.unavailable(e.getMessage());
        }
        try {
            JWTClaimsSet claims = p.process(signed, null);
            return TokenVerification.valid(Grants.from(claims.toJSONObject()));
        } catch (BadJOSEException e) {
            return TokenVerification.invalid(e.getMessage());
        } catch (RateLimitReachedException e) {
            return TokenVerification.invalid("signed with an unknown key, and the key set was fetched too recently");
        } catch (KeySourceException e) {
            return TokenVerification.unavailable("the key set cannot be fetched: " + e);
        } catch (JOSEException e) {
            return TokenVerification.invalid("the signature cannot be checked: " + e.getMessage());
        } catch (Grants.Unusable e) {
            return TokenVerification.invalid(e.getMessage());
        }
    }

    private DefaultJWTProcessor<SecurityContext> processor() throws IOException {
        DefaultJWTProcessor<SecurityContext> p = processor;
        if (p != null) {
            return p;
        }
        synchronized (this) {
            if (processor == null) {
                processor = newProcessor(jwksUri != null ? jwksUri : server.endpoint("jwks_uri"));
            }
            return processor;
        }
    }

    private DefaultJWTProcessor<SecurityContext> newProcessor(URI keys) throws IOException {
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        JWKSource<SecurityContext> source;
        try {
            source = JWKSourceBuilder.<SecurityContext>create(keys.toURL(),
                            new DefaultResourceRetriever(millis, millis, 256 * 1024))
                    .cache(keyCacheTtl.toMillis(), timeout.toMillis())
                    .rateLimited(keyRefetchInterval.toMillis())
                    .refreshAheadCache(false)
                    .retrying(false)
                    .outageTolerant(false)
                    .build();
        } catch (MalformedURLException e) {
            throw new IOException("The key set URI is not a URL: " + keys);
        }
        DefaultJWTProcessor<SecurityContext> p = new DefaultJWTProcessor<>();
        p.setJWSTypeVerifier(typeVerifier());
        p.setJWSKeySelector(new JWSVerificationKeySelector<>(algorithms, source));
        DefaultJWTClaimsVerifier<SecurityContext> claims = new DefaultJWTClaimsVerifier<>(
                Set.of(audience.toString()),
                new JWTClaimsSet.Builder().issuer(issuer.toString()).build(),
                Set.of("exp"), null);
        claims.setMaxClockSkew((int) Math.min(Integer.MAX_VALUE, leewaySeconds));
        p.setJWTClaimsSetVerifier(claims);
        return p;
    }

    /** JWT, at+jwt (RFC 9068), or none: not every server sets at+jwt. */
    private static DefaultJOSEObjectTypeVerifier<SecurityContext> typeVerifier() {
        Set<JOSEObjectType> allowed = new HashSet<>(TYPES);
        allowed.add(null);
        return new DefaultJOSEObjectTypeVerifier<>(allowed);
    }

    /** Configures a {@link JwtTokenVerifier}. */
    public static final class Builder {
        private final URI issuer;
        private final URI audience;
        private @Nullable URI jwksUri;
        private Set<JWSAlgorithm> algorithms = ASYMMETRIC;
        private Duration leeway = Duration.ofSeconds(60);
        private Duration keyCacheTtl = Duration.ofMinutes(15);
        private Duration keyRefetchInterval = Duration.ofSeconds(30);
        private Duration timeout = Duration.ofSeconds(5);

        private Builder(URI issuer, URI audience) {
            this.issuer = Settings.secure(issuer, "issuer");
            this.audience = Settings.audience(audience);
        }

        /**
         * Where the keys are, instead of the {@code jwks_uri} of the server's metadata.
         *
         * @param uri the key set's URI, an {@code https} URI ({@code http} only on loopback)
         * @return this builder
         * @throws IllegalArgumentException if it is neither
         */
        public Builder jwksUri(URI uri) {
            this.jwksUri = Settings.secure(uri, "key set URI");
            return this;
        }

        /**
         * The signature algorithms accepted ({@code RS256}, {@code ES256}, ...); by default every
         * RSA, RSA-PSS and ECDSA one. Symmetric algorithms and {@code none} are refused.
         *
         * @param names the JWS names of the algorithms, at least one
         * @return this builder
         * @throws IllegalArgumentException if none is given, or one is not an asymmetric signature algorithm
         */
        public Builder algorithms(String... names) {
            Set<JWSAlgorithm> set = new LinkedHashSet<>();
            for (String name : names) {
                JWSAlgorithm alg = JWSAlgorithm.parse(Objects.requireNonNull(name, "algorithm"));
                if (!ASYMMETRIC.contains(alg)) {
                    throw new IllegalArgumentException("Not an accepted asymmetric signature algorithm: " + name);
                }
                set.add(alg);
            }
            if (set.isEmpty()) {
                throw new IllegalArgumentException("At least one algorithm is required");
            }
            this.algorithms = set;
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
         * How long fetched keys are used before they are fetched again; 15 minutes by default.
         *
         * @param ttl how long keys are used, positive
         * @return this builder
         * @throws IllegalArgumentException if it is zero or negative
         */
        public Builder keyCacheTtl(Duration ttl) {
            this.keyCacheTtl = Settings.positive(ttl, "keyCacheTtl");
            return this;
        }

        /**
         * The interval in which the key set is fetched at most twice, whatever unknown key ids
         * tokens name (and in which a failed discovery is not retried); 30 seconds by default.
         *
         * @param interval the interval, positive
         * @return this builder
         * @throws IllegalArgumentException if it is zero or negative
         */
        public Builder keyRefetchInterval(Duration interval) {
            this.keyRefetchInterval = Settings.positive(interval, "keyRefetchInterval");
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
         * Builds the verifier. It fetches the server's metadata and keys on first use, not here.
         *
         * @return the verifier
         */
        public JwtTokenVerifier build() {
            return new JwtTokenVerifier(this);
        }
    }
}
