package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.transport.http.TokenVerification;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoderInitializationException;
import org.springframework.security.oauth2.jwt.JwtException;

/**
 * How the decoder's answers become the transport's verifications. The decoder's own checks run
 * against a real authorization server in {@link JwtAuthorizationTest}; here each of its outcomes
 * is produced directly, including those a live server gives only when it fails.
 */
class JwtDecoderTokenVerifierTest {
    private static final URI RESOURCE = URI.create("https://mcp.example.test/mcp");

    @Test
    void aTokenTheDecoderRefusesIsInvalid() {
        var verifier = new JwtDecoderTokenVerifier(t -> {
            throw new BadJwtException("bad signature");
        }, RESOURCE);
        assertThat(verifier.verify("t")).isInstanceOf(TokenVerification.Invalid.class);
    }

    @Test
    void unreachableKeysOrMetadataMakeItUnavailable() {
        var keys = new JwtDecoderTokenVerifier(t -> {
            throw new JwtException("Couldn't retrieve remote JWK set");
        }, RESOURCE);
        assertThat(keys.verify("t")).isInstanceOf(TokenVerification.Unavailable.class);
        var metadata = new JwtDecoderTokenVerifier(t -> {
            throw new JwtDecoderInitializationException("Failed to lazily resolve the supplied JwtDecoder", null);
        }, RESOURCE);
        assertThat(metadata.verify("t")).isInstanceOf(TokenVerification.Unavailable.class);
    }

    @Test
    void theAudienceMustNameTheResource() {
        assertThat(new JwtDecoderTokenVerifier(t -> jwt(List.of("https://other.example.test/mcp")), RESOURCE).verify("t"))
                .isInstanceOf(TokenVerification.Invalid.class);
        TokenVerification ok = new JwtDecoderTokenVerifier(t -> jwt(List.of(RESOURCE.toString())), RESOURCE).verify("t");
        assertThat(ok).isInstanceOf(TokenVerification.Valid.class);
        var token = ((TokenVerification.Valid) ok).token();
        assertThat(token.subject()).isEqualTo("alice");
        assertThat(token.clientId()).isEqualTo("app");
        assertThat(token.scopes()).containsExactly("books:read", "books:write");
        assertThat(token.claims().get("exp")).isEqualTo(2_000_000_000L);
    }

    private static Jwt jwt(List<String> audience) {
        return Jwt.withTokenValue("t").header("alg", "RS256").subject("alice").audience(audience)
                .claim("scope", "books:read books:write").claim("azp", "app")
                .issuedAt(Instant.ofEpochSecond(1_900_000_000L)).expiresAt(Instant.ofEpochSecond(2_000_000_000L))
                .build();
    }
}
