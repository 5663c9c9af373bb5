package dev.mcpj.bench.http;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One kept-alive HTTP/1.1 connection to a Streamable HTTP endpoint, speaking just enough HTTP to
 * send a JSON-RPC POST and read its answer (fixed length or chunked). The load generators' only
 * client: no HTTP library stands between the measurement and the socket.
 *
 * <p>Modes: {@code session} (2025-11-25 requests in a session that began with {@code initialize}),
 * {@code plain} (no session and no {@code initialize}: what the TypeScript SDK's stateless mode
 * takes) and {@code modern} (stateless 2026-07-28 requests with their headers and {@code _meta}).
 */
final class HttpWire implements AutoCloseable {
    /** The 10 KiB text the {@code echo} load sends. */
    static final String ECHO_TEXT = "0123456789abcdef".repeat(640);

    private final URI url;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    HttpWire(URI url) throws IOException {
        this.url = url;
        this.socket = new Socket(url.getHost(), url.getPort());
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(60_000);
        this.in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
        this.out = socket.getOutputStream();
    }

    /** An answer: its status, headers (lower-case names), body, and whether the server closes the connection. */
    record Reply(int status, Map<String, String> headers, String body, boolean close) {
    }

    /** Begins a 2025-11-25 session on this connection and returns its id. */
    String openSession() throws IOException {
        Reply r = post(Map.of(), "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"mcpj-http-bench\",\"version\":\"1\"}}}");
        String session = r.headers.get("mcp-session-id");
        if (r.status != 200 || session == null) {
            throw new IOException("initialize was answered " + r.status + " without a session: " + r.body);
        }
        post(Map.of("Mcp-Session-Id", session, "MCP-Protocol-Version", "2025-11-25"),
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return session;
    }

    /** Calls {@code tool} with the benchmark's arguments for it ({@code slow} sleeps {@code slowMillis}). */
    Reply call(String mode, String session, String tool, long id, int slowMillis) throws IOException {
        String arguments = switch (tool) {
            case "add" -> "{\"a\":1,\"b\":2}";
            case "echo" -> "{\"text\":\"" + ECHO_TEXT + "\"}";
            case "slow" -> "{\"ms\":" + slowMillis + "}";
            default -> throw new IllegalArgumentException("tool: add, echo or slow, not " + tool);
        };
        String meta = !mode.equals("modern") ? ""
                : ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                        + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"mcpj-http-bench\",\"version\":\"1\"}}";
        return post(headers(mode, session, tool), "{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool + "\",\"arguments\":" + arguments + meta
                + "}}");
    }

    /** Whether {@code reply} is the right answer to a call of {@code tool} with the benchmark's arguments. */
    static boolean correct(String tool, Reply reply) {
        String expected = switch (tool) {
            case "add" -> "\"text\":\"3\"";
            case "echo" -> ECHO_TEXT;
            default -> "\"text\":\"slept\"";
        };
        return reply.status == 200 && reply.body.contains(expected) && !reply.body.contains("\"isError\":true");
    }

    private static Map<String, String> headers(String mode, String session, String tool) {
        Map<String, String> h = new HashMap<>();
        switch (mode) {
            case "session" -> {
                h.put("Mcp-Session-Id", session);
                h.put("MCP-Protocol-Version", "2025-11-25");
            }
            case "modern" -> {
                h.put("MCP-Protocol-Version", "2026-07-28");
                h.put("Mcp-Method", "tools/call");
                h.put("Mcp-Name", tool);
            }
            case "plain" -> {
            }
            default -> throw new IllegalArgumentException("mode: session, plain or modern, not " + mode);
        }
        return h;
    }

    private Reply post(Map<String, String> extra, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        StringBuilder req = new StringBuilder("POST ").append(url.getPath()).append(" HTTP/1.1\r\nHost: ")
                .append(url.getHost()).append(':').append(url.getPort())
                .append("\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n");
        extra.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
        req.append("Content-Length: ").append(b.length).append("\r\n\r\n");
        byte[] head = req.toString().getBytes(StandardCharsets.US_ASCII);
        // One write, so the request leaves in one segment, as from a client that corks its socket.
        byte[] request = Arrays.copyOf(head, head.length + b.length);
        System.arraycopy(b, 0, request, head.length, b.length);
        out.write(request);
        out.flush();
        String status = line();
        int code = Integer.parseInt(status.substring(9, 12));
        Map<String, String> headers = new HashMap<>();
        String l;
        while (!(l = line()).isEmpty()) {
            int colon = l.indexOf(':');
            headers.put(l.substring(0, colon).trim().toLowerCase(Locale.ROOT), l.substring(colon + 1).trim());
        }
        byte[] content;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            int size;
            while ((size = Integer.parseInt(line().split(";")[0].trim(), 16)) > 0) {
                all.write(in.readNBytes(size));
                line();
            }
            line();
            content = all.toByteArray();
        } else {
            content = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
        }
        boolean close = "close".equalsIgnoreCase(headers.get("connection"));
        return new Reply(code, headers, new String(content, StandardCharsets.UTF_8), close);
    }

    private String line() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) != '\n') {
            if (c < 0) {
                throw new EOFException();
            }
            if (c != '\r') {
                sb.append((char) c);
            }
        }
        return sb.toString();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
