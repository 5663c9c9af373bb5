package dev.mcpj.multinode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Just enough of a Streamable HTTP client to see what the tests check: which node answered, and
 * every message of a JSON or event-stream response.
 */
final class Wire {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final String MODERN = "2026-07-28";
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Wire() {
    }

    /** An answer: its status, the node that served it, and its messages (one for JSON). */
    record Answer(int status, String node, Map<String, List<String>> headers, List<JsonNode> messages) {
        /** The last message: the response. */
        JsonNode response() {
            return messages.get(messages.size() - 1);
        }

        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }
    }

    static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    /** The params of a 2026-07-28 request: {@code _meta} with the version and {@code capabilities}, then {@code rest}. */
    static ObjectNode modern(String capabilities, String rest) {
        return json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + "}"
                + (rest.isEmpty() ? "" : "," + rest) + "}");
    }

    /** Sends a 2026-07-28 request with the headers that mirror it, and reads the whole answer. */
    static Answer modernRequest(URI url, Object id, String method, ObjectNode params) {
        return send(post(url, body(id, method, params), modernHeaders(method, params)));
    }

    /** Sends a POST of the {@code initialize} era; {@code session} may be null. */
    static Answer legacy(URI url, String session, String version, Object id, String method, ObjectNode params) {
        List<String> headers = new ArrayList<>();
        if (session != null) {
            headers.addAll(List.of("Mcp-Session-Id", session));
        }
        if (version != null) {
            headers.addAll(List.of("MCP-Protocol-Version", version));
        }
        String body = id == null ? notificationBody(method, params) : body(id, method, params);
        return send(post(url, body, headers));
    }

    static String body(Object id, String method, ObjectNode params) {
        ObjectNode m = JSON.createObjectNode().put("jsonrpc", "2.0");
        if (id instanceof Number n) {
            m.put("id", n.longValue());
        } else {
            m.put("id", String.valueOf(id));
        }
        m.put("method", method);
        m.set("params", params);
        return m.toString();
    }

    private static String notificationBody(String method, ObjectNode params) {
        ObjectNode m = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        m.set("params", params);
        return m.toString();
    }

    static List<String> modernHeaders(String method, ObjectNode params) {
        List<String> headers = new ArrayList<>(List.of("MCP-Protocol-Version", MODERN, "Mcp-Method", method));
        String name = switch (method) {
            case "tools/call", "prompts/get" -> params.path("name").asString(null);
            case "resources/read" -> params.path("uri").asString(null);
            case "tasks/get", "tasks/update", "tasks/cancel" -> params.path("taskId").asString(null);
            default -> null;
        };
        if (name != null) {
            headers.addAll(List.of("Mcp-Name", name));
        }
        return headers;
    }

    static HttpRequest post(URI url, String body, List<String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.size(); i += 2) {
            b.header(headers.get(i), headers.get(i + 1));
        }
        return b.build();
    }

    static Answer send(HttpRequest request) {
        try {
            HttpResponse<Stream<String>> r = HTTP.send(request, HttpResponse.BodyHandlers.ofLines());
            List<String> lines;
            try (Stream<String> s = r.body()) {
                lines = s.toList();
            }
            String type = r.headers().firstValue("Content-Type").orElse("");
            List<JsonNode> messages = new ArrayList<>();
            if (type.startsWith("text/event-stream")) {
                for (String line : lines) {
                    if (line.startsWith("data:") && !line.substring(5).isBlank()) {
                        messages.add(JSON.readTree(line.substring(5).strip()));
                    }
                }
            } else if (!lines.isEmpty() && !String.join("", lines).isBlank()) {
                messages.add(JSON.readTree(String.join("\n", lines)));
            }
            return new Answer(r.statusCode(), r.headers().firstValue(Cluster.NODE_HEADER).orElse(null),
                    r.headers().map(), messages);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * An event stream read as it arrives: its events' data (parsed) and ids, one by one. Closing
     * it closes the connection.
     */
    static final class EventStream implements AutoCloseable {
        final int status;
        final String node;
        final Map<String, List<String>> headers;
        private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
        private final Stream<String> lines;
        private final Thread reader;

        /** One event: its id (or null) and its data (null for a priming event). */
        record Event(String id, JsonNode data) {
        }

        private static final Event END = new Event(null, null);

        EventStream(HttpRequest request) throws IOException, InterruptedException {
            HttpResponse<Stream<String>> r = HTTP.send(request, HttpResponse.BodyHandlers.ofLines());
            this.status = r.statusCode();
            this.node = r.headers().firstValue(Cluster.NODE_HEADER).orElse(null);
            this.headers = r.headers().map();
            this.lines = r.body();
            this.reader = new Thread(this::read, "multinode-sse");
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            String id = null;
            StringBuilder data = new StringBuilder();
            try {
                Iterator<String> it = lines.iterator();
                while (it.hasNext()) {
                    String line = it.next();
                    if (line.isEmpty()) {
                        if (id != null || data.length() > 0) {
                            events.add(new Event(id, data.length() == 0 ? null : JSON.readTree(data.toString())));
                        }
                        id = null;
                        data.setLength(0);
                    } else if (line.startsWith("id:")) {
                        id = line.substring(3).strip();
                    } else if (line.startsWith("data:")) {
                        data.append(line.substring(5).strip());
                    }
                }
            } catch (RuntimeException e) {
                // the connection closed under us
            } finally {
                events.add(END);
            }
        }

        /** The next event with data, or {@code null} if the stream ended. */
        Event next() throws InterruptedException {
            while (true) {
                Event e = events.poll(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
                if (e == null) {
                    throw new IllegalStateException("No event within " + TIMEOUT);
                }
                if (e == END) {
                    events.add(END);
                    return null;
                }
                if (e.data != null) {
                    return e;
                }
            }
        }

        @Override
        public void close() {
            lines.close();
        }
    }
}
