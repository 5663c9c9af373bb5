package dev.mcpj.auth.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpServer;
import dev.mcpj.transport.http.TokenVerification;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The key set as it changes: a rotated key is fetched, made-up key ids do not make the key set
 * be fetched on every request, and a key is used only with the algorithm it declares. The key
 * set is published by a small server of the test's own, which counts how often it is fetched.
 */
class KeyRotationTest {
    static final URI AUDIENCE = URI.create("https://mcp.example.test/mcp");
    private HttpServer keys;
    private volatile List<JWK> published;
    private final AtomicInteger fetches = new AtomicInteger();
    private URI issuer;
    private JwtTokenVerifier verifier;

    @BeforeEach
    void start() throws Exception {
        keys = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        keys.createContext("/jwks", exchange -> {
            fetches.incrementAndGet();
            byte[] body = new JWKSet(published).toString(true).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        keys.start();
        issuer = URI.create("http://127.0.0.1:" + keys.getAddress().getPort());
        verifier = JwtTokenVerifier.builder(issuer, AUDIENCE).jwksUri(issuer.resolve("/jwks"))
                .keyRefetchInterval(Duration.ofMinutes(10)).build();
    }

    @AfterEach
    void stop() {
        keys.stop(0);
    }

    /** Keys that declare RS256; generating RSA keys is slow, so three serve every test. */
    private static RSAKey first;
    private static RSAKey second;
    private static RSAKey unpublished;

    @BeforeAll
    static void generateKeys() throws Exception {
        first = new RSAKeyGenerator(2048).keyID("first").algorithm(JWSAlgorithm.RS256).generate();
        second = new RSAKeyGenerator(2048).keyID("second").algorithm(JWSAlgorithm.RS256).generate();
        unpublished = new RSAKeyGenerator(2048).keyID("unpublished").algorithm(JWSAlgorithm.RS256).generate();
    }

    private String token(RSAKey key, JWSAlgorithm alg) throws Exception {
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer(issuer.toString()).subject("alice")
                .audience(AUDIENCE.toString()).claim("scope", "tools:read")
                .expirationTime(Date.from(Instant.now().plusSeconds(600))).build();
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(alg).keyID(key.getKeyID()).build(), claims);
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }

    @Test
    void aRotatedKeyIsFetchedWhenATokenNamesIt() throws Exception {
        published = List.of(first.toPublicJWK());
        assertThat(verifier.verify(token(first, JWSAlgorithm.RS256))).isInstanceOf(TokenVerification.Valid.class);
        assertThat(verifier.verify(token(first, JWSAlgorithm.RS256))).isInstanceOf(TokenVerification.Valid.class);
        assertThat(fetches).as("the keys are cached").hasValue(1);
        published = List.of(second.toPublicJWK());
        TokenVerification v = verifier.verify(token(second, JWSAlgorithm.RS256));
        assertThat(v).isInstanceOf(TokenVerification.Valid.class);
        assertThat(((TokenVerification.Valid) v).token().subject()).isEqualTo("alice");
        assertThat(fetches).hasValue(2);
    }

    @Test
    void madeUpKeyIdsDoNotMakeTheKeySetBeFetchedAgainAndAgain() throws Exception {
        RSAKey real = first;
        published = List.of(real.toPublicJWK());
        assertThat(verifier.verify(token(real, JWSAlgorithm.RS256))).isInstanceOf(TokenVerification.Valid.class);
        RSAKey attacker = unpublished;
        for (int i = 0; i < 30; i++) {
            RSAKey named = new RSAKey.Builder(attacker).keyID("made-up-" + i).build();
            assertThat(verifier.verify(token(named, JWSAlgorithm.RS256)))
                    .isInstanceOf(TokenVerification.Invalid.class);
        }
        assertThat(fetches).as("at most twice per interval").hasValueLessThanOrEqualTo(2);
        assertThat(verifier.verify(token(real, JWSAlgorithm.RS256))).as("known keys still work")
                .isInstanceOf(TokenVerification.Valid.class);
    }

    @Test
    void aKeyIsUsedOnlyWithTheAlgorithmItDeclares() throws Exception {
        RSAKey rs256 = first;
        published = List.of(rs256.toPublicJWK());
        assertThat(verifier.verify(token(rs256, JWSAlgorithm.RS512))).isInstanceOf(TokenVerification.Invalid.class);
        assertThat(verifier.verify(token(rs256, JWSAlgorithm.RS256))).isInstanceOf(TokenVerification.Valid.class);
    }

    @Test
    void anUnreachableAuthorizationServerMakesTokensUndecidedNotValid() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        URI gone = URI.create("http://127.0.0.1:" + closed);
        JwtTokenVerifier unreachable = JwtTokenVerifier.builder(gone, AUDIENCE).timeout(Duration.ofSeconds(2)).build();
        RSAKey k = first;
        TokenVerification v = unreachable.verify(token(k, JWSAlgorithm.RS256));
        assertThat(v).isInstanceOf(TokenVerification.Unavailable.class);
        try (ProtectedServer server = new ProtectedServer(unreachable, gone)) {
            ProtectedServer.Reply r = server.call("whoami", token(k, JWSAlgorithm.RS256));
            assertThat(r.status()).isEqualTo(503);
            assertThat(server.handled).hasValue(0);
        }
    }
}
