package dev.mcpj.transport.http.internal;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Protection against DNS rebinding: a request is served only if its {@code Host} (and its
 * {@code Origin}, when a browser sent one) names this server. By default that means a loopback
 * name at the port the request arrived on.
 */
final class OriginPolicy {
    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

    private final List<String> hosts;
    private final List<String> origins;

    OriginPolicy(List<String> hosts, List<String> origins) {
        this.hosts = hosts;
        this.origins = origins.stream().map(OriginPolicy::normalizeOrigin).toList();
    }

    /** Whether the {@code Host} header (possibly absent) is acceptable on {@code localPort}. */
    boolean hostAllowed(String host, int localPort) {
        if (hosts.contains("*")) {
            return true;
        }
        if (host == null || host.isBlank()) {
            return false;
        }
        HostPort hp = HostPort.parse(host.trim().toLowerCase(Locale.ROOT), 80);
        if (hp == null) {
            return false;
        }
        if (hosts.isEmpty()) {
            return LOOPBACK.contains(hp.name) && hp.port == localPort;
        }
        for (String allowed : hosts) {
            HostPort a = HostPort.parse(allowed, -1);
            if (a != null && a.name.equals(hp.name) && (a.port == -1 || a.port == hp.port)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an {@code Origin} header (non-null) is acceptable on {@code localPort}. */
    boolean originAllowed(String origin, int localPort) {
        if (origins.contains("*")) {
            return true;
        }
        String normalized = normalizeOrigin(origin.trim());
        if (normalized == null) {
            return false;
        }
        if (origins.isEmpty()) {
            for (String name : LOOPBACK) {
                if (normalized.equals("http://" + name + ":" + localPort)
                        || normalized.equals("https://" + name + ":" + localPort)) {
                    return true;
                }
            }
            return false;
        }
        return origins.contains(normalized);
    }

    /** {@code scheme://host:port} in lower case with the default port filled in, or {@code null}. */
    static String normalizeOrigin(String origin) {
        if (origin.equals("*")) {
            return origin;
        }
        try {
            URI uri = new URI(origin);
            String scheme = uri.getScheme();
            String host = uri.getHost();
            if (scheme == null || host == null) {
                return null;
            }
            scheme = scheme.toLowerCase(Locale.ROOT);
            int port = uri.getPort();
            if (port == -1) {
                port = scheme.equals("https") ? 443 : scheme.equals("http") ? 80 : -1;
            }
            String h = host.toLowerCase(Locale.ROOT);
            if (h.indexOf(':') >= 0 && !h.startsWith("[")) {
                h = "[" + h + "]";
            }
            return scheme + "://" + h + ":" + port;
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** A host name (IPv6 literals in brackets) and a port. */
    private record HostPort(String name, int port) {
        static HostPort parse(String s, int defaultPort) {
            String name;
            String rest;
            if (s.startsWith("[")) {
                int close = s.indexOf(']');
                if (close < 0) {
                    return null;
                }
                name = s.substring(0, close + 1);
                rest = s.substring(close + 1);
            } else {
                int colon = s.indexOf(':');
                name = colon < 0 ? s : s.substring(0, colon);
                rest = colon < 0 ? "" : s.substring(colon);
            }
            if (name.isEmpty()) {
                return null;
            }
            if (rest.isEmpty()) {
                return new HostPort(name, defaultPort);
            }
            if (!rest.startsWith(":") || rest.length() == 1) {
                return null;
            }
            try {
                int port = Integer.parseInt(rest.substring(1));
                return port >= 0 && port <= 65535 ? new HostPort(name, port) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }
}
