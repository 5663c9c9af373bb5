package dev.mcpj.auth.oauth.internal;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An authorization server known by its issuer identifier, whose metadata is discovered once
 * (RFC 8414, then OpenID Connect discovery) and kept. A failed discovery is not repeated before
 * {@code retryAfter} has passed, so a server that is down is not asked again on every request.
 */
public final class AuthorizationServer {
    private final URI issuer;
    private final HttpJson http;
    private final long retryNanos;
    private Map<String, Object> metadata;
    private IOException failure;
    private long failedAt;

    public AuthorizationServer(URI issuer, HttpJson http, Duration retryAfter) {
        this.issuer = issuer;
        this.http = http;
        this.retryNanos = retryAfter.toNanos();
    }

    /**
     * The URLs where the metadata of {@code issuer} may be, in the order the MCP authorization
     * specification tries them: OAuth with the path inserted, OpenID Connect with the path
     * inserted, OpenID Connect with the path appended.
     */
    static List<URI> metadataUris(URI issuer) {
        String origin = issuer.getScheme() + "://" + issuer.getRawAuthority();
        String path = issuer.getRawPath() == null ? "" : issuer.getRawPath();
        if (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        List<URI> uris = new ArrayList<>();
        uris.add(URI.create(origin + "/.well-known/oauth-authorization-server" + path));
        uris.add(URI.create(origin + "/.well-known/openid-configuration" + path));
        if (!path.isEmpty()) {
            uris.add(URI.create(origin + path + "/.well-known/openid-configuration"));
        }
        return uris;
    }

    /** The server's metadata; fetched on first use. */
    public synchronized Map<String, Object> metadata() throws IOException {
        if (metadata != null) {
            return metadata;
        }
        if (failure != null && System.nanoTime() - failedAt < retryNanos) {
            throw failure;
        }
        try {
            metadata = discover();
            failure = null;
            return metadata;
        } catch (IOException e) {
            failure = e;
            failedAt = System.nanoTime();
            throw e;
        }
    }

    /** An endpoint named in the metadata, which must be an https URI (or http on loopback). */
    public URI endpoint(String member) throws IOException {
        Object value = metadata().get(member);
        if (!(value instanceof String s)) {
            throw new IOException("The metadata of " + issuer + " has no " + member);
        }
        URI uri;
        try {
            uri = URI.create(s);
        } catch (IllegalArgumentException e) {
            throw new IOException("The " + member + " of " + issuer + " is not a URI");
        }
        Uris.requireSecure(uri, member);
        return uri;
    }

    private Map<String, Object> discover() throws IOException {
        List<String> tried = new ArrayList<>();
        for (URI uri : metadataUris(issuer)) {
            HttpJson.Answer answer = http.get(uri);
            if (answer.body() == null) {
                tried.add(uri + " (" + answer.status() + ")");
                continue;
            }
            Object named = answer.body().get("issuer");
            if (!issuer.toString().equals(named)) {
                // RFC 8414 section 3.3: metadata for another issuer must not be used.
                throw new IOException("The metadata at " + uri + " names issuer " + named + ", not " + issuer);
            }
            return Map.copyOf(answer.body());
        }
        throw new IOException("No authorization server metadata for " + issuer + " at " + String.join(", ", tried));
    }
}
