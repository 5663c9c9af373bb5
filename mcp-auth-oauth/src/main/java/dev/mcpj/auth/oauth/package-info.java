/**
 * Token verifiers for {@link dev.mcpj.transport.http.BearerAuthorization}:
 * {@link dev.mcpj.auth.oauth.JwtTokenVerifier} for JWT access tokens (RFC 9068) signed with the
 * authorization server's keys, and {@link dev.mcpj.auth.oauth.IntrospectionTokenVerifier} for
 * opaque tokens (RFC 7662). Both find the authorization server's endpoints through its metadata
 * (RFC 8414, or OpenID Connect discovery), require the token's audience to be this server's
 * resource URI (RFC 8707), and never send a token anywhere but to its issuer.
 */
@NullMarked
package dev.mcpj.auth.oauth;

import org.jspecify.annotations.NullMarked;
