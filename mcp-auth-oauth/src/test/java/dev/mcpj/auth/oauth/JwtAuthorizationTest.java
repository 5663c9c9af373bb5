package dev.mcpj.auth.oauth;

import static dev.mcpj.auth.oauth.ProtectedServer.RESOURCE;
import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import dev.mcpj.transport.http.TokenVerification;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.Map;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * JWT access tokens issued by a real authorization server (mock-oauth2-server, discovered
 * through its metadata), checked by an MCP server over HTTP. Every refused token is refused
 * before any handler runs.
 */
class JwtAuthorizationTest {
    static MockOAuth2Server authServer;
    static URI issuer;
    ProtectedServer server;

    @BeforeAll
    static void startAuthorizationServer() {
        authServer = new MockOAuth2Server();
        authServer.start();
        issuer = URI.create(authServer.issuerUrl("default").toString());
    }

    @AfterAll
    static void stopAuthorizationServer() {
        authServer.shutdown();
    }

    @BeforeEach
    void start() throws Exception {
        server = new ProtectedServer(JwtTokenVerifier.builder(issuer, RESOURCE).leeway(Duration.ofSeconds(5)).build(),
                issuer);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static String token(String subject, String audience, Map<String, Object> claims, long expirySeconds) {
        return authServer.issueToken("default", subject, audience, claims, expirySeconds).serialize();
    }

    private static String good(String scope) {
        return token("alice", RESOURCE.toString(), Map.of("scope", scope, "client_id", "app"), 3600);
    }

    /** Claims signed with the authorization server's own key, as its tokens are. */
    private static String signed(JWTClaimsSet claims) {
        return authServer.getConfig().getTokenProvider().jwt(claims.toJSONObject(), Duration.ofHours(1), "default")
                .serialize();
    }

    /** Why a verifier of this server's tokens refuses {@code token}. */
    private static String reason(String token) {
        TokenVerification v = JwtTokenVerifier.builder(issuer, RESOURCE).leeway(Duration.ofSeconds(5)).build()
                .verify(token);
        assertThat(v).isInstanceOf(TokenVerification.Invalid.class);
        return ((TokenVerification.Invalid) v).reason();
    }

    private void assertRefused(ProtectedServer.Reply r, String error) {
        assertThat(r.status()).as(r.body()).isEqualTo(error.equals("invalid_request") ? 400 : 401);
        assertThat(r.challenge()).contains("error=\"" + error + "\"")
                .contains("resource_metadata=\"https://mcp.example.test/.well-known/oauth-protected-resource/mcp\"");
        assertThat(server.handled).as("no handler ran").hasValue(0);
    }

    @Test
    void aTokenForThisResourceReachesTheHandlerWithItsGrant() throws Exception {
        ProtectedServer.Reply r = server.call("whoami", good("tools:read openid"));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.text()).isEqualTo("alice app [tools:read, openid]");
        assertThat(server.handled).hasValue(1);
    }

    @Test
    void noTokenGetsTheChallengeWithoutAnError() throws Exception {
        ProtectedServer.Reply r = server.call("whoami", null);
        assertThat(r.status()).isEqualTo(401);
        assertThat(r.challenge()).doesNotContain("error=").contains("resource_metadata=").contains("scope=\"tools:read\"");
        assertThat(server.handled).hasValue(0);
    }

    @Test
    void anExpiredTokenIsRefused() throws Exception {
        String token = token("alice", RESOURCE.toString(), Map.of("scope", "tools:read"), -60);
        assertThat(reason(token)).contains("Expired");
        assertRefused(server.call("whoami", token), "invalid_token");
    }

    @Test
    void aTokenNotYetValidIsRefused() throws Exception {
        Instant later = Instant.now().plusSeconds(600);
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer(issuer.toString()).subject("alice")
                .audience(RESOURCE.toString()).claim("scope", "tools:read")
                .notBeforeTime(Date.from(later)).expirationTime(Date.from(later.plusSeconds(3600))).build();
        String token = signed(claims);
        assertThat(reason(token)).contains("before use time");
        assertRefused(server.call("whoami", token), "invalid_token");
    }

    @Test
    void aTokenOfAnotherIssuerIsRefused() throws Exception {
        JWTClaimsSet claims = new JWTClaimsSet.Builder().issuer(issuer + "-other").subject("alice")
                .audience(RESOURCE.toString()).claim("scope", "tools:read")
                .expirationTime(Date.from(Instant.now().plusSeconds(3600))).build();
        String token = signed(claims);
        assertThat(reason(token)).contains("iss");
        assertRefused(server.call("whoami", token), "invalid_token");
        String otherServersToken = authServer.issueToken("other", "alice", RESOURCE.toString(),
                Map.of("scope", "tools:read"), 3600).serialize();
        assertRefused(server.call("whoami", otherServersToken), "invalid_token");
    }

    @Test
    void aTokenForAnotherResourceIsRefused() throws Exception {
        String token = token("alice", "https://other.example.test/mcp", Map.of("scope", "tools:read"), 3600);
        assertThat(reason(token)).contains("aud claim rejected");
        assertRefused(server.call("whoami", token), "invalid_token");
        assertRefused(server.call("whoami", token("alice", "https://mcp.example.test/mcp/",
                Map.of("scope", "tools:read"), 3600)), "invalid_token");
    }

    @Test
    void aTokenWithABadSignatureIsRefused() throws Exception {
        String[] parts = good("tools:read").split("\\.");
        String forged = Base64.getUrlEncoder().withoutPadding().encodeToString(
                new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8)
                        .replace("\"alice\"", "\"admin\"").getBytes(StandardCharsets.UTF_8));
        String token = parts[0] + "." + forged + "." + parts[2];
        assertThat(reason(token)).contains("Invalid signature");
        assertRefused(server.call("whoami", token), "invalid_token");
    }

    @Test
    void anUnsecuredTokenIsRefused() throws Exception {
        JWTClaimsSet claims = SignedJWT.parse(good("tools:read")).getJWTClaimsSet();
        String none = new PlainJWT(claims).serialize();
        assertThat(none).endsWith(".");
        // "alg: none" with the trailing dot dropped, as some attacks send it, is no token at all.
        assertRefused(server.call("whoami", none.substring(0, none.length() - 1)), "invalid_token");
        assertThat(reason(none)).contains("not a signed JWT");
    }

    @Test
    void anHmacTokenSignedWithThePublicKeyIsRefused() throws Exception {
        SignedJWT real = SignedJWT.parse(good("tools:read"));
        JWK publicKey = authServer.getConfig().getTokenProvider().publicJwkSet("default").getKeyByKeyId(
                real.getHeader().getKeyID());
        byte[] secret = publicKey.toRSAKey().toPublicKey().getEncoded();
        SignedJWT hmac = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).keyID(publicKey.getKeyID()).build(),
                real.getJWTClaimsSet());
        hmac.sign(new MACSigner(secret));
        assertThat(reason(hmac.serialize())).contains("HS256 is not accepted");
        assertRefused(server.call("whoami", hmac.serialize()), "invalid_token");
    }

    @Test
    void aTokenInTheQueryStringIsRefused() throws Exception {
        String token = good("tools:read");
        assertRefused(server.call("whoami", null, "?access_token=" + token), "invalid_request");
        assertRefused(server.call("whoami", token, "?access_token=" + token), "invalid_request");
    }

    @Test
    void aToolThatNeedsMoreScopesGetsTheStepUpChallenge() throws Exception {
        ProtectedServer.Reply r = server.call("write", good("tools:read"));
        assertThat(r.status()).isEqualTo(403);
        assertThat(r.challenge()).contains("error=\"insufficient_scope\"").contains("scope=\"tools:read tools:write\"");
        assertThat(server.handled).hasValue(0);
        assertThat(server.call("write", good("tools:read tools:write")).text()).isEqualTo("written");
    }

    @Test
    void aResourceAndAPromptThatNeedMoreScopesGetTheStepUpChallenge() throws Exception {
        ProtectedServer.Reply read = server.read("notes://ledger", good("tools:read"));
        assertThat(read.status()).as(read.body()).isEqualTo(403);
        assertThat(read.challenge()).contains("error=\"insufficient_scope\"").contains("scope=\"tools:read ledger:read\"");
        ProtectedServer.Reply prompt = server.prompt("audit", good("tools:read ledger:read"));
        assertThat(prompt.status()).as(prompt.body()).isEqualTo(403);
        assertThat(prompt.challenge()).contains("error=\"insufficient_scope\"")
                .contains("scope=\"tools:read ledger:read audit:run\"");
        assertThat(server.handled).hasValue(0);
        String stepped = good("tools:read ledger:read audit:run");
        assertThat(server.read("notes://ledger", stepped).json().at("/result/contents/0/text").asString())
                .isEqualTo("the ledger");
        assertThat(server.prompt("audit", stepped).json().at("/result/messages/0/content/text").asString())
                .isEqualTo("Audit the ledger");
        assertThat(server.handled).hasValue(2);
    }

    @Test
    void metadataNamesTheAuthorizationServer() throws Exception {
        var client = java.net.http.HttpClient.newHttpClient();
        var r = client.send(java.net.http.HttpRequest.newBuilder(
                        server.url().resolve("/.well-known/oauth-protected-resource/mcp")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        var doc = ProtectedServer.JSON.readTree(r.body());
        assertThat(doc.get("resource").asString()).isEqualTo(RESOURCE.toString());
        assertThat(doc.get("authorization_servers").get(0).asString()).isEqualTo(issuer.toString());
        assertThat(List.of(doc.get("bearer_methods_supported").get(0).asString())).containsExactly("header");
    }
}
