package dev.mcpj.transport.http;

import java.net.http.HttpHeaders;

/**
 * Decides whether an HTTP request may reach the MCP server. It runs on every request, after the
 * Host and Origin checks and before anything is read or dispatched; a rejected request gets
 * {@code 401 Unauthorized} with the challenge as {@code WWW-Authenticate}.
 *
 * <p>The principal of an allowed request is what handlers find under {@link dev.mcpj.server.AttributeKey#PRINCIPAL} in
 * {@link dev.mcpj.server.RequestContext#attributes()}. A session belongs to the principal that
 * opened it: a request naming the session with another principal is answered as if the session
 * did not exist.
 *
 * {@snippet :
 * Authenticator bearer = headers -> headers.firstValue("Authorization")
 *         .filter(h -> h.equals("Bearer " + expectedToken))
 *         .map(h -> Authentication.allow("agent"))
 *         .orElse(Authentication.reject("Bearer realm=\"mcp\""));
 * }
 *
 * <p>Implementations must be thread-safe and should be quick: they run on the request thread.
 * An exception thrown here is logged and answered with {@code 500}, without details.
 */
@FunctionalInterface
public interface Authenticator {

    /** Lets every request through, with no principal. */
    Authenticator ALLOW_ALL = headers -> Authentication.allow();

    /**
     * Allows or rejects a request given its headers (names compared ignoring case).
     *
     * @param headers the request's headers
     * @return the decision
     */
    Authentication authenticate(HttpHeaders headers);
}
