package dev.mcpj.auth.oauth;

import static dev.mcpj.auth.oauth.ProtectedServer.RESOURCE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.TokenVerification;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Opaque tokens checked by RFC 7662 introspection at a real authorization server
 * (mock-oauth2-server), whose introspection endpoint is found through its metadata.
 */
class IntrospectionAuthorizationTest {
    private MockOAuth2Server authServer;
    private URI issuer;
    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.now());
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };

    @BeforeEach
    void start() {
        authServer = new MockOAuth2Server();
        authServer.start();
        issuer = URI.create(authServer.issuerUrl("default").toString());
    }

    @AfterEach
    void stop() {
        authServer.shutdown();
    }

    private IntrospectionTokenVerifier.Builder verifier() {
        return IntrospectionTokenVerifier.builder(issuer, RESOURCE).clientSecretBasic("mcp-server", "secret")
                .clock(clock);
    }

    private String token(String audience, String scope, long expirySeconds) {
        return authServer.issueToken("default", "alice", audience, Map.of("scope", scope, "client_id", "app"),
                expirySeconds).serialize();
    }

    @Test
    void anActiveTokenForThisResourceReachesTheHandler() throws Exception {
        try (ProtectedServer server = new ProtectedServer(verifier().build(), issuer)) {
            ProtectedServer.Reply r = server.call("whoami", token(RESOURCE.toString(), "tools:read", 3600));
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.text()).isEqualTo("alice app [tools:read]");
        }
    }

    @Test
    void anInactiveTokenIsRefusedBeforeAnyHandler() throws Exception {
        try (ProtectedServer server = new ProtectedServer(verifier().build(), issuer)) {
            ProtectedServer.Reply r = server.call("whoami", "opaque-token-the-server-never-issued");
            assertThat(r.status()).as(r.body()).isEqualTo(401);
            assertThat(r.challenge()).contains("error=\"invalid_token\"");
            assertThat(server.handled).hasValue(0);
        }
        TokenVerification v = verifier().build().verify("opaque-token-the-server-never-issued");
        assertThat(((TokenVerification.Invalid) v).reason()).contains("not active");
    }

    @Test
    void aTokenForAnotherResourceIsRefused() throws Exception {
        TokenVerification v = verifier().build().verify(token("https://other.example.test/mcp", "tools:read", 3600));
        assertThat(v).isInstanceOf(TokenVerification.Invalid.class);
        assertThat(((TokenVerification.Invalid) v).reason()).contains("not this resource");
    }

    @Test
    void answersAreCachedUntilTheTokenExpires() throws Exception {
        IntrospectionTokenVerifier verifier = verifier().cacheTtl(Duration.ofMinutes(5)).build();
        String token = token(RESOURCE.toString(), "tools:read", 120);
        TokenVerification first = verifier.verify(token);
        assertThat(first).isInstanceOf(TokenVerification.Valid.class);
        AccessToken granted = ((TokenVerification.Valid) first).token();
        authServer.shutdown();
        assertThat(verifier.verify(token)).as("answered from the cache").isEqualTo(first);
        assertThat(verifier.verify(token(RESOURCE.toString(), "tools:read", 120)))
                .as("a token not seen before needs the server").isInstanceOf(TokenVerification.Unavailable.class);
        now.set(granted.expiresAt().minusSeconds(1));
        assertThat(verifier.verify(token)).as("still cached just before its expiry").isEqualTo(first);
        now.set(granted.expiresAt().plusSeconds(1));
        assertThat(verifier.verify(token)).as("not cached past its expiry: the server is asked, and is gone")
                .isInstanceOf(TokenVerification.Unavailable.class);
    }

    @Test
    void theCacheKeepsAnswersNoLongerThanItsTtl() throws Exception {
        IntrospectionTokenVerifier verifier = verifier().cacheTtl(Duration.ofSeconds(30)).build();
        String token = token(RESOURCE.toString(), "tools:read", 3600);
        assertThat(verifier.verify(token)).isInstanceOf(TokenVerification.Valid.class);
        authServer.shutdown();
        now.set(now.get().plusSeconds(31));
        assertThat(verifier.verify(token)).as("asked again, and the server is gone")
                .isInstanceOf(TokenVerification.Unavailable.class);
    }

    @Test
    void theIntrospectionEndpointIsAskedWithClientCredentialsOnly() {
        assertThatThrownBy(() -> IntrospectionTokenVerifier.builder(issuer, RESOURCE).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("client credentials");
        assertThatThrownBy(() -> IntrospectionTokenVerifier.builder(URI.create("http://auth.example.test"), RESOURCE))
                .as("tokens travel over https only, or to loopback").isInstanceOf(IllegalArgumentException.class);
    }
}
