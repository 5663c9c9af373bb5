package dev.mcpj.spring.boot;

import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.TokenVerification;
import dev.mcpj.transport.http.TokenVerifier;
import java.net.URI;
import java.net.URL;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtDecoderInitializationException;
import org.springframework.security.oauth2.jwt.JwtException;
import org.jspecify.annotations.Nullable;

/**
 * The HTTP transport's {@link TokenVerifier} backed by Spring Security's {@link JwtDecoder}, so
 * that the OAuth2 resource server's configuration ({@code spring.security.oauth2.resourceserver.jwt.*}:
 * issuer, keys, algorithms) checks the MCP endpoint's tokens too. On top of what the decoder
 * checks (signature, expiry, issuer), the token must name this endpoint's resource URI as its
 * audience (RFC 8707), as the MCP authorization specification requires. A token the decoder
 * refuses is invalid; one it cannot decide about (the issuer's metadata or keys cannot be fetched)
 * is unavailable, which the client gets as {@code 503}.
 */
final class JwtDecoderTokenVerifier implements TokenVerifier {
    private final JwtDecoder decoder;
    private final @Nullable String resource;

    JwtDecoderTokenVerifier(JwtDecoder decoder, @Nullable URI resource) {
        this.decoder = decoder;
        this.resource = resource == null ? null : resource.toString();
    }

    @Override
    public TokenVerification verify(String token) {
        Jwt jwt;
        try {
            jwt = decoder.decode(token);
        } catch (BadJwtException e) {
            return TokenVerification.invalid("the JWT decoder refused the token: " + e.getMessage());
        } catch (JwtException | JwtDecoderInitializationException e) {
            // The keys, or the issuer's metadata naming them, could not be fetched.
            return TokenVerification.unavailable("the JWT decoder could not check the token: " + e.getMessage());
        }
        if (resource == null || jwt.getAudience() == null || !jwt.getAudience().contains(resource)) {
            return TokenVerification.invalid("the token's audience " + jwt.getAudience() + " does not name " + resource);
        }
        String clientId = jwt.getClaimAsString("client_id");
        if (clientId == null) {
            clientId = jwt.getClaimAsString("azp");
        }
        String subject = jwt.getSubject() != null && !jwt.getSubject().isBlank() ? jwt.getSubject() : clientId;
        if (subject == null || subject.isBlank()) {
            return TokenVerification.invalid("the token names neither a subject nor a client");
        }
        return TokenVerification.valid(new AccessToken(subject, clientId, scopes(jwt), jwt.getExpiresAt(),
                plain(jwt.getClaims())));
    }

    /** Scopes from {@code scope} (space-separated) and {@code scp} (a list or a string). */
    private static Set<String> scopes(Jwt jwt) {
        Set<String> scopes = new LinkedHashSet<>();
        for (String member : List.of("scope", "scp")) {
            Object value = jwt.getClaim(member);
            if (value instanceof String s) {
                Arrays.stream(s.split(" ")).filter(t -> !t.isEmpty()).forEach(scopes::add);
            } else if (value instanceof Collection<?> list) {
                list.stream().filter(String.class::isInstance).map(String.class::cast).forEach(scopes::add);
            }
        }
        return scopes;
    }

    /** The claims as plain JSON values: the decoder's instants back to NumericDates, URLs to strings. */
    private static Map<String, @Nullable Object> plain(Map<String, Object> claims) {
        Map<String, @Nullable Object> out = new LinkedHashMap<>();
        claims.forEach((name, value) -> out.put(name, plainValue(value)));
        return out;
    }

    private static @Nullable Object plainValue(@Nullable Object value) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean) {
            return value;
        }
        if (value instanceof Instant i) {
            return i.getEpochSecond();
        }
        if (value instanceof URL || value instanceof URI) {
            return value.toString();
        }
        if (value instanceof Collection<?> c) {
            List<Object> list = new ArrayList<>();
            c.forEach(v -> list.add(plainValue(v)));
            return list;
        }
        if (value instanceof Map<?, ?> m) {
            Map<String, Object> map = new LinkedHashMap<>();
            m.forEach((k, v) -> map.put(String.valueOf(k), plainValue(v)));
            return map;
        }
        return value.toString();
    }
}
