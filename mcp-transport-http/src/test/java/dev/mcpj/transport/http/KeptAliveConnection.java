package dev.mcpj.transport.http;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 POSTs over one kept-alive connection, spoken by hand so that a test sees exactly what
 * the server writes: every response must be framed exactly (by {@code Content-Length} or chunks),
 * no byte may follow it before the next request, and the server may end the connection only
 * after a response that says {@code Connection: close} (the next request then opens another).
 * A stray byte or a silent close fails the request that finds it, with what was seen.
 *
 * <p>The frame fuzz uses it rather than {@code java.net.http.HttpClient}, whose HTTP/1.1 pool
 * in JDK 17 (before JDK 24's fix, JDK-8338569) now and then hands the bytes of a reused
 * connection's next response to the pool's idle watcher, which closes the connection: the
 * request reached the server and was answered, and the client fails it with "HTTP/1.1 header
 * parser received no bytes". A test must not lose answers it is there to check.
 */
final class KeptAliveConnection implements Closeable {
    private static final int MAX_LINE = 16 * 1024;

    private final String host;
    private final int port;
    private final int timeoutMillis;
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private int opened;
    private int closedAsSaid;

    /** A response read whole: its status, its headers (names in lower case, the first of each) and its body. */
    record Response(int status, Map<String, String> headers, byte[] body) {
        String header(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), "");
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    KeptAliveConnection(URI url, Duration timeout) {
        this.host = url.getHost();
        this.port = url.getPort();
        this.timeoutMillis = Math.toIntExact(timeout.toMillis());
    }

    /** The connections opened so far: one, plus one after each response that said {@code Connection: close}. */
    int opened() {
        return opened;
    }

    /** The responses that said {@code Connection: close}, each followed by the server closing. */
    int closedAsSaid() {
        return closedAsSaid;
    }

    /**
     * POSTs {@code body} to {@code path} with {@code headers} ({@code Host} and
     * {@code Content-Length} are added) and reads the whole response.
     *
     * @throws IOException if the connection fails, the server closed it without saying so, wrote
     *                     bytes after its last response, or framed this one wrongly
     */
    Response post(String path, Map<String, String> headers, byte[] body) throws IOException {
        boolean reused = socket != null;
        if (reused) {
            int stray = in.available();
            if (stray > 0) {
                byte[] seen = in.readNBytes(Math.min(stray, 200));
                throw new IOException("the server wrote " + stray + " bytes after its last response: "
                        + printable(seen));
            }
        } else {
            open();
        }
        StringBuilder head = new StringBuilder("POST ").append(path).append(" HTTP/1.1\r\n")
                .append("Host: ").append(host).append(':').append(port).append("\r\n")
                .append("Content-Length: ").append(body.length).append("\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        head.append("\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
        String statusLine = readLine();
        if (statusLine == null) {
            throw new IOException(reused
                    ? "the server closed a kept-alive connection without saying so (no Connection: close)"
                    : "the server closed a new connection without answering");
        }
        if (!statusLine.matches("HTTP/1\\.1 [1-5][0-9][0-9]( .*)?")) {
            throw new IOException("not a status line: " + printable(statusLine.getBytes(StandardCharsets.ISO_8859_1)));
        }
        int status = Integer.parseInt(statusLine.substring(9, 12));
        if (status < 200) {
            throw new IOException("an interim response to a request that asked for none: " + statusLine);
        }
        Map<String, String> responseHeaders = readHeaders();
        byte[] responseBody = readBody(status, responseHeaders);
        if (responseHeaders.getOrDefault("connection", "").toLowerCase(Locale.ROOT).contains("close")) {
            expectEnd();
            closedAsSaid++;
        }
        return new Response(status, responseHeaders, responseBody);
    }

    /**
     * Waits {@code quiet} for a byte the server should not send; fails if one comes, or if the
     * server closed the connection without saying so.
     */
    void assertQuiet(Duration quiet) throws IOException {
        if (socket == null) {
            return;
        }
        socket.setSoTimeout(Math.toIntExact(quiet.toMillis()));
        try {
            int b = in.read();
            throw new IOException(b < 0 ? "the server closed a kept-alive connection without saying so"
                    : "the server wrote a byte after its last response: " + b);
        } catch (SocketTimeoutException expected) {
            socket.setSoTimeout(timeoutMillis);
        }
    }

    @Override
    public void close() throws IOException {
        if (socket != null) {
            socket.close();
            socket = null;
        }
    }

    private void open() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(host, port), timeoutMillis);
        s.setSoTimeout(timeoutMillis);
        s.setTcpNoDelay(true);
        socket = s;
        in = new BufferedInputStream(s.getInputStream());
        out = s.getOutputStream();
        opened++;
    }

    /** After a response that said {@code Connection: close}: the server must end the connection, with nothing more. */
    private void expectEnd() throws IOException {
        int b = in.read();
        close();
        if (b >= 0) {
            throw new IOException("the server wrote a byte after a response that said Connection: close: " + b);
        }
    }

    private Map<String, String> readHeaders() throws IOException {
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line = readLine(); ; line = readLine()) {
            if (line == null) {
                throw new IOException("the connection ended inside the response headers");
            }
            if (line.isEmpty()) {
                return headers;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IOException("not a header line: " + line);
            }
            headers.putIfAbsent(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
    }

    private byte[] readBody(int status, Map<String, String> headers) throws IOException {
        if (status == 204 || status == 304) {
            return new byte[0];
        }
        String encoding = headers.getOrDefault("transfer-encoding", "");
        if (encoding.equalsIgnoreCase("chunked")) {
            return readChunks();
        }
        if (!encoding.isEmpty()) {
            throw new IOException("a transfer coding this client does not read: " + encoding);
        }
        String length = headers.get("content-length");
        if (length == null) {
            throw new IOException("a response with neither Content-Length nor chunks, so only a close could end it");
        }
        return readExactly(Long.parseLong(length));
    }

    private byte[] readChunks() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        while (true) {
            String line = readLine();
            if (line == null) {
                throw new IOException("the connection ended inside a chunked body");
            }
            int extension = line.indexOf(';');
            long size = Long.parseLong((extension < 0 ? line : line.substring(0, extension)).trim(), 16);
            if (size == 0) {
                for (String trailer = readLine(); ; trailer = readLine()) {
                    if (trailer == null) {
                        throw new IOException("the connection ended before the chunked body's last CRLF");
                    }
                    if (trailer.isEmpty()) {
                        return body.toByteArray();
                    }
                }
            }
            body.writeBytes(readExactly(size));
            String end = readLine();
            if (end == null || !end.isEmpty()) {
                throw new IOException("a chunk not followed by CRLF");
            }
        }
    }

    private byte[] readExactly(long length) throws IOException {
        byte[] bytes = in.readNBytes(Math.toIntExact(length));
        if (bytes.length < length) {
            throw new IOException("the connection ended after " + bytes.length + " of " + length + " body bytes");
        }
        return bytes;
    }

    /** A line ended by CRLF, without it; null if the connection ended before any byte of it. */
    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (true) {
            int b = in.read();
            if (b < 0) {
                if (line.size() == 0) {
                    return null;
                }
                throw new IOException("the connection ended inside a line: " + printable(line.toByteArray()));
            }
            if (b == '\n') {
                byte[] bytes = line.toByteArray();
                if (bytes.length == 0 || bytes[bytes.length - 1] != '\r') {
                    throw new IOException("a line ended by LF alone: " + printable(bytes));
                }
                return new String(bytes, 0, bytes.length - 1, StandardCharsets.ISO_8859_1);
            }
            if (line.size() == MAX_LINE) {
                throw new IOException("a line longer than " + MAX_LINE + " bytes");
            }
            line.write(b);
        }
    }

    private static String printable(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            int c = b & 0xFF;
            s.append(c >= ' ' && c < 0x7F ? String.valueOf((char) c) : String.format("\\x%02x", c));
        }
        return s.toString();
    }
}
