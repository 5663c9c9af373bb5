package dev.mcpj.auth.oauth.internal;

import dev.mcpj.transport.http.AccessToken;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads what a token grants from its JWT claims or its introspection answer, which share their
 * member names (RFC 7519, RFC 7662, RFC 9068).
 */
public final class Grants {
    private Grants() {
    }

    /** A token whose members do not describe a usable grant. */
    public static final class Unusable extends Exception {
        public Unusable(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The grant described by {@code claims}: subject {@code sub} (or, for a token a client got
     * for itself, {@code client_id}), client {@code client_id} or {@code azp}, scopes from
     * {@code scope} (space-separated) or {@code scp} (a list or a string), expiry {@code exp}.
     */
    public static AccessToken from(Map<String, Object> claims) throws Unusable {
        String clientId = string(claims, "client_id");
        if (clientId == null) {
            clientId = string(claims, "azp");
        }
        String subject = string(claims, "sub");
        if (subject == null || subject.isBlank()) {
            subject = clientId;
        }
        if (subject == null || subject.isBlank()) {
            throw new Unusable("the token names neither a subject nor a client");
        }
        Instant expires = instant(claims, "exp");
        return new AccessToken(subject, clientId, scopes(claims), expires, claims);
    }

    static Set<String> scopes(Map<String, Object> claims) {
        Set<String> scopes = new LinkedHashSet<>();
        for (String member : List.of("scope", "scp")) {
            Object value = claims.get(member);
            if (value instanceof String s) {
                Arrays.stream(s.split(" ")).filter(t -> !t.isEmpty()).forEach(scopes::add);
            } else if (value instanceof Collection<?> list) {
                list.stream().filter(String.class::isInstance).map(String.class::cast).forEach(scopes::add);
            }
        }
        return scopes;
    }

    /** The audiences named by {@code aud} (a string or a list of strings); empty when absent. */
    public static Set<String> audiences(Map<String, Object> claims) {
        Object aud = claims.get("aud");
        if (aud instanceof String s) {
            return Set.of(s);
        }
        Set<String> out = new LinkedHashSet<>();
        if (aud instanceof Collection<?> list) {
            list.stream().filter(String.class::isInstance).map(String.class::cast).forEach(out::add);
        }
        return out;
    }

    /** A NumericDate member (seconds since the epoch), or {@code null} when absent or not a number. */
    public static Instant instant(Map<String, Object> claims, String member) {
        return claims.get(member) instanceof Number n ? Instant.ofEpochSecond(n.longValue()) : null;
    }

    static String string(Map<String, Object> claims, String member) {
        return claims.get(member) instanceof String s ? s : null;
    }
}
