package dev.mcpj.transport.http.internal;

import dev.mcpj.server.transport.Peer;

/** What the transports tell the server of the HTTP request whose message it is being handed. */
final class Exchanges {
    /**
     * The POST whose message this thread is handing to the server now: the server asks for its
     * client's address and protocol while interceptors run, on this thread.
     */
    static final ThreadLocal<HttpExchangeAdapter> DELIVERING = new ThreadLocal<>();

    /** HTTP's network parts, before any request. */
    static final Peer HTTP = Peer.over("tcp", "http");

    private Exchanges() {
    }

    /** The peer of a message {@code exchange} carried, or the network parts alone for none. */
    static Peer peer(HttpExchangeAdapter exchange) {
        return exchange == null ? HTTP
                : HTTP.from(version(exchange.protocol()), exchange.remoteAddress(), exchange.remotePort());
    }

    /**
     * The version part of a protocol such as {@code HTTP/1.1} or {@code HTTP/2.0}, as the
     * OpenTelemetry conventions write it ({@code 1.1}, {@code 2}); {@code null} for anything else.
     */
    static String version(String protocol) {
        if (protocol == null || !protocol.regionMatches(true, 0, "HTTP/", 0, 5) || protocol.length() == 5) {
            return null;
        }
        String version = protocol.substring(5);
        return version.endsWith(".0") && !version.equals("1.0") ? version.substring(0, version.length() - 2) : version;
    }
}
