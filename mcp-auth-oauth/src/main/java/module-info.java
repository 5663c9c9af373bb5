/**
 * OAuth 2.1 access-token verification for the HTTP transport: JWT access tokens checked against
 * the authorization server's published keys, and opaque tokens checked by RFC 7662
 * introspection. Both implement {@link dev.mcpj.transport.http.TokenVerifier}.
 */
module dev.mcpj.auth.oauth {
    requires static org.jspecify;
    requires transitive dev.mcpj.transport.http;
    requires com.nimbusds.jose.jwt;

    exports dev.mcpj.auth.oauth;
}
