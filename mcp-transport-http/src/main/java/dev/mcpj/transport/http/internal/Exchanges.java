package dev.mcpj.transport.http.internal;

/** What the transports tell the server of the HTTP request whose message it is being handed. */
final class Exchanges {
    /**
     * The POST whose message this thread is handing to the server now: the server asks for its
     * client's address and protocol while interceptors run, on this thread.
     */
    static final ThreadLocal<HttpExchangeAdapter> DELIVERING = new ThreadLocal<>();

    private Exchanges() {
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
