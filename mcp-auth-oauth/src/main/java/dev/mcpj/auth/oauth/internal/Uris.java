package dev.mcpj.auth.oauth.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

/** Checks on the URIs tokens and keys travel to. */
public final class Uris {
    private Uris() {
    }

    /** Whether {@code uri} is https, or http to a loopback address (development and tests). */
    public static boolean secure(URI uri) {
        if ("https".equalsIgnoreCase(uri.getScheme())) {
            return uri.getHost() != null;
        }
        if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null) {
            return false;
        }
        String host = uri.getHost();
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        boolean literal = host.startsWith("[") || host.matches("\\d{1,3}(\\.\\d{1,3}){3}");
        try {
            // Only address literals are resolved: no name lookup happens here.
            return literal && InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    static void requireSecure(URI uri, String what) throws IOException {
        if (!secure(uri)) {
            throw new IOException("The " + what + " must be an https URI (http only on loopback): " + uri);
        }
    }
}
