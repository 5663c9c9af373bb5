package dev.mcpj.transport.http.internal;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import dev.mcpj.transport.http.AccessToken;
import java.util.Objects;

/**
 * Who sent a request, as the endpoint admitted it: the principal that binds sessions ({@code null}
 * when the authenticator names none) and the attributes a connection opened for the request gets
 * (the principal, and the verified {@link AccessToken} under {@link AccessToken#KEY}). It is
 * handed down with the request, so nothing of one request stays behind on its thread.
 */
record Caller(String principal, Attributes attributes) {
    private static final Caller ANONYMOUS = new Caller(null, Attributes.empty());

    /** A caller the authenticator admitted as {@code principal}, which may be {@code null}. */
    static Caller of(String principal) {
        return principal == null ? ANONYMOUS : new Caller(principal, Attributes.of(AttributeKey.PRINCIPAL, principal));
    }

    /** A caller admitted with a verified bearer token; its subject is the principal. */
    static Caller bearer(AccessToken token) {
        Objects.requireNonNull(token, "token");
        return new Caller(token.subject(),
                Attributes.of(AttributeKey.PRINCIPAL, token.subject()).with(AccessToken.KEY, token));
    }

    /** The verified token of this caller, or {@code null} when it was not admitted with one. */
    AccessToken token() {
        return attributes.get(AccessToken.KEY).orElse(null);
    }
}
