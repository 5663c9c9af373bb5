package dev.mcpj.transport.http.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

/**
 * One HTTP exchange as the engine-neutral core sees it. An engine adapter (the JDK server, a
 * servlet) implements it; the core never touches engine types. Exactly one of
 * {@link #respond} or {@link #openStream} ends up being used, possibly from a thread other than
 * the one that received the request.
 */
public interface HttpExchangeAdapter {

    /** The request method, in upper case. */
    String method();

    /** The first value of a request header (name compared ignoring case), or {@code null}. */
    String header(String name);

    /** The raw query string of the request URI (without {@code ?}), or {@code null} when it has none. */
    String query();

    /** All request headers. */
    Map<String, List<String>> headers();

    /** The request body. */
    InputStream body();

    /** The local port the request arrived on. */
    int localPort();

    /**
     * The address of the client of the connection the request came on (an IP address, as the
     * engine has it, without a lookup; behind a proxy the proxy's, unless the engine is told to
     * read forwarding headers), or {@code null} if the engine does not say.
     */
    default String remoteAddress() {
        return null;
    }

    /** The port of the client of the connection the request came on, or {@code -1} if unknown. */
    default int remotePort() {
        return -1;
    }

    /** The request's protocol and version as the engine names it, such as {@code HTTP/1.1}, or {@code null}. */
    default String protocol() {
        return null;
    }

    /**
     * Sends a complete response and ends the exchange. Never throws: a client that went away is
     * only logged. Later calls are ignored.
     *
     * @param body the body; empty for none
     */
    void respond(int status, Map<String, String> headers, byte[] body);

    /**
     * Commits a {@code 200} response whose body is written later, piece by piece, through the
     * returned stream (for {@code text/event-stream}). If it fails, the exchange is ended.
     */
    ResponseStream openStream(Map<String, String> headers) throws IOException;
}
