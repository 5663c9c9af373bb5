package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An access token a {@link TokenVerifier} has accepted: who it speaks for and what it grants.
 * Handlers of a request that carried it find it under {@link #KEY} in
 * {@link dev.mcpj.server.RequestContext#attributes()}, and its {@link #subject()} under
 * {@link AttributeKey#PRINCIPAL}; a session belongs to the subject that opened it.
 *
 * {@snippet :
 * boolean mayWrite = ctx.attributes().get(AccessToken.KEY)
 *         .map(token -> token.scopes().contains("files:write"))
 *         .orElse(false);
 * }
 *
 * @param subject   whom the token speaks for (the {@code sub} claim); never blank
 * @param clientId  the client it was issued to, or {@code null} when the token does not say
 * @param scopes    the scopes it grants; possibly empty
 * @param expiresAt when it expires, or {@code null} when it does not say
 * @param claims    every claim or introspection member, as plain JSON values (strings, numbers,
 *                  booleans, lists and maps); unmodifiable
 */
public record AccessToken(String subject, @Nullable String clientId, Set<String> scopes, @Nullable Instant expiresAt,
                          Map<String, Object> claims) {
    /** The attribute under which handlers find the token of their request. */
    public static final AttributeKey<AccessToken> KEY = AttributeKey.of("accessToken", AccessToken.class);

    /**
     * Checks the subject and copies the scopes and claims into unmodifiable collections.
     *
     * @throws IllegalArgumentException if {@code subject} is blank
     */
    public AccessToken {
        Objects.requireNonNull(subject, "subject");
        if (subject.isBlank()) {
            throw new IllegalArgumentException("The subject must not be blank");
        }
        scopes = Collections.unmodifiableSet(new LinkedHashSet<>(Objects.requireNonNull(scopes, "scopes")));
        claims = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(claims, "claims")));
    }

    /**
     * Whether the token grants every one of {@code required}.
     *
     * @param required the scopes needed
     * @return whether the token grants them all
     */
    public boolean grants(Collection<String> required) {
        return scopes.containsAll(required);
    }

    /**
     * Whether the token has expired at {@code now}, allowing {@code leewaySeconds} of clock skew.
     *
     * @param now           the time to judge by
     * @param leewaySeconds the clock skew allowed, in seconds
     * @return whether it has expired; never, when it has no expiry
     */
    public boolean expiredAt(Instant now, long leewaySeconds) {
        return expiresAt != null && now.minusSeconds(leewaySeconds).isAfter(expiresAt);
    }

    @Override
    public String toString() {
        // Claims may hold personal data; only what identifies the grant is shown.
        return "AccessToken[subject=" + subject + ", clientId=" + clientId + ", scopes=" + scopes
                + ", expiresAt=" + expiresAt + "]";
    }
}
