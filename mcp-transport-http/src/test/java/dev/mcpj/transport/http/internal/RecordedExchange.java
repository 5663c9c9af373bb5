package dev.mcpj.transport.http.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An exchange that a test hands to {@link HttpCore#handle} directly, on a thread of its choosing,
 * as an engine would. It records its answer: the status, the headers, the body (for an event
 * stream, the last event's data) and how many times it was answered.
 */
final class RecordedExchange implements HttpExchangeAdapter {
    final Map<String, String> responseHeaders = new ConcurrentHashMap<>();
    /** The body when the exchange ends: JSON as sent, or an event stream's last data ("" if none). */
    final CompletableFuture<String> answer = new CompletableFuture<>();
    /** How many times it was answered ({@link #respond} or {@link #openStream}): once, always. */
    final AtomicInteger answers = new AtomicInteger();
    volatile int status;
    private final String method;
    private final Map<String, List<String>> headers = new LinkedHashMap<>();
    private final byte[] body;

    /**
     * @param more request headers beyond {@code Host}, {@code Accept} and {@code Content-Type}:
     *             names and values in turn
     */
    RecordedExchange(String method, String body, String... more) {
        this.method = method;
        this.body = body.getBytes(StandardCharsets.UTF_8);
        headers.put("Host", List.of("127.0.0.1:8123"));
        headers.put("Accept", List.of("application/json, text/event-stream"));
        headers.put("Content-Type", List.of("application/json"));
        for (int i = 0; i < more.length; i += 2) {
            headers.put(more[i], List.of(more[i + 1]));
        }
    }

    static RecordedExchange post(String body, String... more) {
        return new RecordedExchange("POST", body, more);
    }

    @Override
    public String method() {
        return method;
    }

    @Override
    public String header(String name) {
        return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                .map(e -> e.getValue().get(0)).findFirst().orElse(null);
    }

    @Override
    public String query() {
        return null;
    }

    @Override
    public Map<String, List<String>> headers() {
        return headers;
    }

    @Override
    public InputStream body() {
        return new ByteArrayInputStream(body);
    }

    @Override
    public int localPort() {
        return 8123;
    }

    @Override
    public void respond(int status, Map<String, String> headers, byte[] body) {
        answers.incrementAndGet();
        this.status = status;
        responseHeaders.putAll(headers);
        answer.complete(new String(body, StandardCharsets.UTF_8));
    }

    @Override
    public ResponseStream openStream(Map<String, String> headers) {
        answers.incrementAndGet();
        this.status = 200;
        responseHeaders.putAll(headers);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        return new ResponseStream() {
            @Override
            public synchronized void write(byte[] bytes) {
                out.writeBytes(bytes);
            }

            @Override
            public void flush() {
            }

            @Override
            public synchronized void close() {
                List<String> data = new ArrayList<>();
                for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
                    if (line.startsWith("data:")) {
                        data.add(line.substring(5).strip());
                    }
                }
                answer.complete(data.isEmpty() ? "" : data.get(data.size() - 1));
            }
        };
    }
}
