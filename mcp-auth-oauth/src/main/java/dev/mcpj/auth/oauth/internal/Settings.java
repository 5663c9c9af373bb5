package dev.mcpj.auth.oauth.internal;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/** The checks the verifiers' builders share. */
public final class Settings {
    /** The largest clock skew a verifier may allow. */
    static final Duration MAX_LEEWAY = Duration.ofMinutes(10);

    private Settings() {
    }

    public static Duration positive(Duration d, String name) {
        Objects.requireNonNull(d, name);
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be positive: " + d);
        }
        return d;
    }

    public static Duration leeway(Duration leeway) {
        Objects.requireNonNull(leeway, "leeway");
        if (leeway.isNegative() || leeway.compareTo(MAX_LEEWAY) > 0) {
            throw new IllegalArgumentException("The leeway must be between 0 and 10 minutes: " + leeway);
        }
        return leeway;
    }

    /** An https URI, or http on loopback: where tokens and keys may travel. */
    public static URI secure(URI uri, String what) {
        Objects.requireNonNull(uri, what);
        if (!Uris.secure(uri)) {
            throw new IllegalArgumentException("The " + what + " must be an https URI (http only on loopback): " + uri);
        }
        return uri;
    }

    /** This server's resource URI, which tokens must name as their audience. */
    public static URI audience(URI audience) {
        Objects.requireNonNull(audience, "audience");
        if (!audience.isAbsolute()) {
            throw new IllegalArgumentException("The audience must be an absolute URI: " + audience);
        }
        return audience;
    }
}
