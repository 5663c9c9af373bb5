package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.internal.CallToolParams;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.TokenVerification;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * Enforces {@link BearerAuthorization} on the HTTP endpoint (RFC 6750 and the MCP authorization
 * specification): takes the token from the {@code Authorization} header only, has it verified,
 * and answers a request it refuses with the challenge that tells the client what to do. The
 * grant of the request being served is kept for this thread until {@link #release()}, so that
 * the connection that serves it finds the token among its attributes and a {@code tools/call}
 * is checked against the scopes of its tool.
 */
final class BearerGate {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final ThreadLocal<AccessToken> GRANTED = new ThreadLocal<>();
    private static final String QUERY_TOKEN = "access_token";

    private final BearerAuthorization authorization;

    private BearerGate(BearerAuthorization authorization) {
        this.authorization = authorization;
    }

    /** The gate of {@code authorization}, or {@code null} when there is none. */
    static BearerGate of(BearerAuthorization authorization) {
        return authorization == null ? null : new BearerGate(authorization);
    }

    /**
     * Admits a request: returns its principal (the token's subject), or {@code null} when the
     * request has been answered with a refusal.
     */
    String admit(HttpExchangeAdapter ex) {
        if (hasQueryToken(ex.query())) {
            refuse(ex, 400, "Bad Request: send the access token in the Authorization header, not in the URI",
                    challenge("invalid_request", authorization.requiredScopes()), null);
            return null;
        }
        List<String> values = ex.headers().entrySet().stream()
                .filter(e -> e.getKey() != null && e.getKey().equalsIgnoreCase("Authorization"))
                .flatMap(e -> e.getValue().stream())
                .toList();
        if (values.size() > 1) {
            refuse(ex, 400, "Bad Request: send one Authorization header",
                    challenge("invalid_request", authorization.requiredScopes()), null);
            return null;
        }
        String token = values.isEmpty() ? null : bearerToken(values.get(0));
        if (token == null) {
            refuse(ex, 401, "Unauthorized: a bearer token is required", challenge(null, authorization.requiredScopes()), null);
            return null;
        }
        if (!isToken68(token)) {
            refuse(ex, 401, "Unauthorized: the bearer token is malformed",
                    challenge("invalid_token", authorization.requiredScopes()), null);
            return null;
        }
        TokenVerification verdict = authorization.verifier().verify(token);
        if (verdict instanceof TokenVerification.Valid valid) {
            AccessToken granted = valid.token();
            if (!granted.grants(authorization.requiredScopes())) {
                insufficient(ex, granted, Set.of(), null);
                return null;
            }
            GRANTED.set(granted);
            return granted.subject();
        }
        if (verdict instanceof TokenVerification.Invalid invalid) {
            LOG.debug("Refused a bearer token: {}", invalid.reason());
            refuse(ex, 401, "Unauthorized: the bearer token is not valid",
                    challenge("invalid_token", authorization.requiredScopes()), null);
            return null;
        }
        if (verdict instanceof TokenVerification.Unavailable unavailable) {
            LOG.warn("Could not verify a bearer token: {}", unavailable.reason());
            Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR,
                    "Service Unavailable: the access token cannot be checked now", null, Map.of("Retry-After", "5"));
            return null;
        }
        throw new IllegalStateException("The token verifier returned " + verdict);
    }

    /**
     * Whether the admitted token may make this request; a {@code tools/call} of a tool that needs
     * more scopes is answered with the step-up challenge.
     */
    boolean permits(HttpExchangeAdapter ex, Incoming message) {
        AccessToken granted = GRANTED.get();
        if (granted == null || message.kind() != Incoming.Kind.REQUEST || !"tools/call".equals(message.method())) {
            return true;
        }
        String name = CallToolParams.nameOf(message.params());
        Set<String> needed = name != null ? authorization.toolScopes(name) : Set.of();
        if (granted.grants(needed)) {
            return true;
        }
        insufficient(ex, granted, needed, message.id());
        return false;
    }

    /** Forgets the grant of the request this thread has served. */
    static void release() {
        GRANTED.remove();
    }

    /** The attributes of a connection opened for {@code principal} on this thread. */
    static Map<String, Object> attributes(String principal) {
        AccessToken granted = GRANTED.get();
        return granted != null && granted.subject().equals(principal)
                ? Map.of("principal", principal, AccessToken.ATTRIBUTE, granted)
                : Map.of("principal", principal);
    }

    private void insufficient(HttpExchangeAdapter ex, AccessToken granted, Set<String> needed, RequestId id) {
        Set<String> ask = new LinkedHashSet<>(granted.scopes());
        ask.addAll(authorization.requiredScopes());
        ask.addAll(needed);
        Set<String> missing = new LinkedHashSet<>(authorization.requiredScopes());
        missing.addAll(needed);
        missing.removeAll(granted.scopes());
        refuse(ex, 403, "Forbidden: the access token lacks the scope " + String.join(" ", missing),
                challenge("insufficient_scope", ask), id);
    }

    private static void refuse(HttpExchangeAdapter ex, int status, String message, String challenge, RequestId id) {
        Replies.error(ex, status, ErrorCode.INVALID_REQUEST, message, id, Map.of("WWW-Authenticate", challenge));
    }

    private String challenge(String error, Set<String> scopes) {
        StringBuilder out = new StringBuilder("Bearer ");
        if (error != null) {
            out.append("error=").append(quote(error)).append(", ");
        }
        if (!scopes.isEmpty()) {
            out.append("scope=").append(quote(String.join(" ", scopes))).append(", ");
        }
        out.append("resource_metadata=").append(quote(authorization.metadataUri().toString()));
        return out.toString();
    }

    private static String quote(String value) {
        return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** The token of a {@code Bearer} credential, or {@code null} for another scheme or none. */
    static String bearerToken(String header) {
        String value = header.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).equalsIgnoreCase("Bearer")) {
            return null;
        }
        String token = value.substring(space + 1).strip();
        return token.isEmpty() ? null : token;
    }

    /** RFC 6750 section 2.1: {@code b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="}. */
    static boolean isToken68(String token) {
        int i = 0;
        int n = token.length();
        while (i < n && isB64Char(token.charAt(i))) {
            i++;
        }
        if (i == 0) {
            return false;
        }
        while (i < n && token.charAt(i) == '=') {
            i++;
        }
        return i == n;
    }

    private static boolean isB64Char(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                || c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/';
    }

    static boolean hasQueryToken(String query) {
        if (query == null || query.isEmpty()) {
            return false;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            try {
                name = URLDecoder.decode(name, StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                // An undecodable name is not access_token as written; compare it raw.
            }
            if (name.equals(QUERY_TOKEN)) {
                return true;
            }
        }
        return false;
    }
}
