package dev.mcpj.transport.http;

/**
 * Checks the bearer token of a request: its signature or its standing with the authorization
 * server that issued it, its expiry, and that it was issued for this server (its audience is this
 * server's resource URI, RFC 8707). A token issued for another resource must be refused: a server
 * that accepted it could be used to pass tokens through.
 *
 * <p>The transport calls it through {@link BearerAuthorization} with the token of the
 * {@code Authorization: Bearer} header only. The optional {@code mcp-auth-oauth} module provides
 * verifiers for JWT access tokens and for RFC 7662 introspection; a test or a closed deployment
 * may write its own:
 *
 * {@snippet :
 * TokenVerifier verifier = token -> token.equals(expected)
 *         ? TokenVerification.valid(new AccessToken("agent", null, Set.of("tools"), null, Map.of()))
 *         : TokenVerification.invalid("unknown token");
 * }
 *
 * <p>Implementations must be thread-safe; they run on the request thread, for every request, so
 * they should cache what they fetch. An exception thrown here is logged and answered with
 * {@code 500}, without details.
 */
@FunctionalInterface
public interface TokenVerifier {

    /**
     * Decides about {@code token} (the header value after {@code "Bearer "}, never blank).
     *
     * @param token the token
     * @return the verdict: valid, invalid, or unavailable for now
     */
    TokenVerification verify(String token);
}
