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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives a Streamable HTTP server with {@code tools/call} over kept-alive HTTP/1.1 connections,
 * one request at a time per connection, and checks every answer (status 200 and the expected
 * text). Prints one line: requests per second, p50 and p99 latency, errors.
 *
 * <p>Usage: {@code HttpLoadDriver <url> <mode> <tool> <connections> <warmup-seconds> <seconds>},
 * where mode is {@code session} (each connection begins with {@code initialize}, 2025-11-25),
 * {@code plain} (no session and no {@code initialize}: what the TypeScript SDK's stateless mode
 * takes) or {@code modern} (stateless 2026-07-28 requests with their headers and {@code _meta}),
 * and tool is {@code add} or {@code echo} (10 KiB of text).
 */
public final class HttpLoadDriver {
    private static final String ECHO_TEXT = "0123456789abcdef".repeat(640);

    private HttpLoadDriver() {
    }

    public static void main(String[] args) throws Exception {
        URI url = URI.create(args[0]);
        String mode = args[1];
        String tool = args[2];
        int connections = Integer.parseInt(args[3]);
        long warmupNanos = (long) (Double.parseDouble(args[4]) * 1e9);
        long runNanos = (long) (Double.parseDouble(args[5]) * 1e9);
        AtomicLong errors = new AtomicLong();
        long measureFrom = System.nanoTime() + warmupNanos;
        long end = measureFrom + runNanos;
        long[][] results = new long[connections][];
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < connections; c++) {
            int index = c;
            Thread t = new Thread(() -> results[index] = run(url, mode, tool, measureFrom, end, errors));
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        long[] all = Arrays.stream(results).flatMapToLong(Arrays::stream).sorted().toArray();
        double seconds = runNanos / 1e9;
        System.out.printf(Locale.ROOT, "rps=%.0f p50_ms=%.3f p99_ms=%.3f calls=%d errors=%d%n",
                all.length / seconds, percentile(all, 0.50), percentile(all, 0.99), all.length, errors.get());
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))] / 1e6;
    }

    /** One connection's loop; returns the latencies of the calls answered in the measured window. */
    private static long[] run(URI url, String mode, String tool, long measureFrom, long end, AtomicLong errors) {
        long[] latencies = new long[1 << 16];
        int n = 0;
        long id = 0;
        while (System.nanoTime() < end) {
            try (Socket socket = new Socket(url.getHost(), url.getPort())) {
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(30_000);
                InputStream in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
                OutputStream out = socket.getOutputStream();
                String session = null;
                if (mode.equals("session")) {
                    Reply r = exchange(in, out, url, Map.of(), initialize());
                    session = r.headers.get("mcp-session-id");
                    exchange(in, out, url, Map.of("Mcp-Session-Id", session, "MCP-Protocol-Version", "2025-11-25"),
                            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
                }
                while (true) {
                    long now = System.nanoTime();
                    if (now >= end) {
                        break;
                    }
                    id++;
                    Reply r = exchange(in, out, url, headers(mode, session, tool), call(mode, tool, id));
                    long took = System.nanoTime() - now;
                    if (r.status != 200 || !r.body.contains(expected(tool))) {
                        errors.incrementAndGet();
                    } else if (now >= measureFrom) {
                        if (n == latencies.length) {
                            latencies = Arrays.copyOf(latencies, n * 2);
                        }
                        latencies[n++] = took;
                    }
                    if (r.close) {
                        break;
                    }
                }
                if (System.nanoTime() >= end) {
                    break;
                }
            } catch (IOException | RuntimeException e) {
                errors.incrementAndGet();
            }
        }
        return Arrays.copyOf(latencies, n);
    }

    private static String expected(String tool) {
        return tool.equals("add") ? "\"text\":\"3\"" : ECHO_TEXT;
    }

    private static String initialize() {
        return "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"mcpj-http-bench\",\"version\":\"1\"}}}";
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
            default -> {
            }
        }
        return h;
    }

    private static String call(String mode, String tool, long id) {
        String arguments = tool.equals("add") ? "{\"a\":1,\"b\":2}" : "{\"text\":\"" + ECHO_TEXT + "\"}";
        String meta = !mode.equals("modern") ? "" : ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"mcpj-http-bench\",\"version\":\"1\"}}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + meta + "}}";
    }

    private record Reply(int status, Map<String, String> headers, String body, boolean close) {
    }

    private static Reply exchange(InputStream in, OutputStream out, URI url, Map<String, String> extra, String body)
            throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        StringBuilder req = new StringBuilder("POST ").append(url.getPath()).append(" HTTP/1.1\r\nHost: ")
                .append(url.getHost()).append(':').append(url.getPort())
                .append("\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n");
        extra.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
        req.append("Content-Length: ").append(b.length).append("\r\n\r\n");
        out.write(req.toString().getBytes(StandardCharsets.US_ASCII));
        out.write(b);
        out.flush();
        String status = line(in);
        int code = Integer.parseInt(status.substring(9, 12));
        Map<String, String> headers = new HashMap<>();
        String l;
        while (!(l = line(in)).isEmpty()) {
            int colon = l.indexOf(':');
            headers.put(l.substring(0, colon).trim().toLowerCase(Locale.ROOT), l.substring(colon + 1).trim());
        }
        byte[] content;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            int size;
            while ((size = Integer.parseInt(line(in).split(";")[0].trim(), 16)) > 0) {
                all.write(in.readNBytes(size));
                line(in);
            }
            line(in);
            content = all.toByteArray();
        } else {
            content = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
        }
        boolean close = "close".equalsIgnoreCase(headers.get("connection"));
        return new Reply(code, headers, new String(content, StandardCharsets.UTF_8), close);
    }

    private static String line(InputStream in) throws IOException {
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
}
