package dev.mcpj.transport.http;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** A raw Streamable HTTP client on {@code java.net.http}, for asserting on the wire. */
final class HttpTestClient {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final Duration WAIT = Duration.ofSeconds(20);
    static final String ACCEPT_BOTH = "application/json, text/event-stream";

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(WAIT)
            .build();
    final URI url;

    HttpTestClient(URI url) {
        this.url = url;
    }

    /** A response whose body was read whole. */
    record Reply(int status, String body, Map<String, List<String>> headers) {
        Optional<String> header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream()).findFirst();
        }

        JsonNode json() {
            return JSON.readTree(body);
        }

        String contentType() {
            return header("Content-Type").orElse("");
        }
    }

    /** A response whose body is read as it arrives. */
    record Streamed(int status, HttpResponse<InputStream> response) {
        Optional<String> header(String name) {
            return response.headers().firstValue(name);
        }

        String contentType() {
            return header("Content-Type").orElse("");
        }

        SseStream events() {
            return new SseStream(response.body());
        }

        String text() throws IOException {
            try (InputStream in = response.body()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    HttpRequest.Builder request(String session, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url).timeout(Duration.ofMinutes(2));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        if (headers.length > 0) {
            b.headers(headers);
        }
        return b;
    }

    HttpRequest.Builder postRequest(String session, String body, String... headers) {
        HttpRequest.Builder b = request(session, headers);
        if (!hasHeader(headers, "Accept")) {
            b.header("Accept", ACCEPT_BOTH);
        }
        if (!hasHeader(headers, "Content-Type")) {
            b.header("Content-Type", "application/json");
        }
        return b.POST(HttpRequest.BodyPublishers.ofString(body));
    }

    Reply post(String session, String body, String... headers) throws IOException, InterruptedException {
        return send(postRequest(session, body, headers).build());
    }

    Streamed postStreamed(String session, String body, String... headers) throws IOException, InterruptedException {
        return stream(postRequest(session, body, headers).build());
    }

    CompletableFuture<HttpResponse<String>> postAsync(String session, String body, String... headers) {
        return http.sendAsync(postRequest(session, body, headers).build(), HttpResponse.BodyHandlers.ofString());
    }

    Streamed get(String session, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = request(session, headers);
        if (!hasHeader(headers, "Accept")) {
            b.header("Accept", "text/event-stream");
        }
        return stream(b.GET().build());
    }

    Reply delete(String session) throws IOException, InterruptedException {
        return send(request(session).DELETE().build());
    }

    Reply send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body(), r.headers().map());
    }

    Streamed stream(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<InputStream> r = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        return new Streamed(r.statusCode(), r);
    }

    /** Opens a session with the given client capabilities; returns its id. */
    String initialize(String capabilities) throws IOException, InterruptedException {
        Reply r = post(null, initializeRequest("2025-11-25", capabilities));
        if (r.status() != 200) {
            throw new AssertionError("initialize answered " + r.status() + ": " + r.body());
        }
        String session = r.header("Mcp-Session-Id").orElseThrow();
        Reply ack = post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "MCP-Protocol-Version", "2025-11-25");
        if (ack.status() != 202) {
            throw new AssertionError("notifications/initialized answered " + ack.status());
        }
        return session;
    }

    String initialize() throws IOException, InterruptedException {
        return initialize("{}");
    }

    static String initializeRequest(String version, String capabilities) {
        return "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                + version + "\",\"capabilities\":" + capabilities
                + ",\"clientInfo\":{\"name\":\"raw-test\",\"version\":\"1\"}}}";
    }

    static String request(Object id, String method, String params) {
        String idJson = id instanceof String s ? "\"" + s + "\"" : String.valueOf(id);
        return "{\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}";
    }

    static String callTool(Object id, String name, String arguments, Object progressToken) {
        String meta = progressToken == null ? "" : ",\"_meta\":{\"progressToken\":"
                + (progressToken instanceof String s ? "\"" + s + "\"" : progressToken) + "}";
        return request(id, "tools/call", "{\"name\":\"" + name + "\",\"arguments\":" + arguments + meta + "}");
    }

    // ---- protocol 2026-07-28 ----

    static final String MODERN = "2026-07-28";

    /**
     * A stateless request: {@code params} (a JSON object, or {@code null} for none) with the
     * required {@code _meta} of 2026-07-28 added: its version, no client capabilities, client info.
     */
    static String modernRequest(Object id, String method, String params) {
        return modernRequest(id, method, params, MODERN);
    }

    /** A stateless request that names {@code version} in its {@code _meta}. */
    static String modernRequest(Object id, String method, String params, String version) {
        ObjectNode p = params == null ? JSON.createObjectNode()
                : (ObjectNode) JSON.readTree(params);
        ObjectNode meta = p.has("_meta")
                ? (ObjectNode) p.get("_meta") : p.putObject("_meta");
        meta.put("io.modelcontextprotocol/protocolVersion", version);
        if (!meta.has("io.modelcontextprotocol/clientCapabilities")) {
            meta.putObject("io.modelcontextprotocol/clientCapabilities");
        }
        meta.putObject("io.modelcontextprotocol/clientInfo").put("name", "raw-test").put("version", "1");
        return request(id, method, JSON.writeValueAsString(p));
    }

    /** The headers a conforming 2026-07-28 client sends: version, method, and name when given. */
    static String[] modernHeaders(String method, String name, String... more) {
        List<String> h = new ArrayList<>(List.of("MCP-Protocol-Version", MODERN, "Mcp-Method", method));
        if (name != null) {
            h.add("Mcp-Name");
            h.add(name);
        }
        h.addAll(List.of(more));
        return h.toArray(String[]::new);
    }

    /** POSTs a stateless request with the standard headers a conforming client would send. */
    Reply postModern(Object id, String method, String name, String params, String... moreHeaders)
            throws IOException, InterruptedException {
        return post(null, modernRequest(id, method, params), modernHeaders(method, name, moreHeaders));
    }

    /** Reads messages from an SSE stream until the response with {@code id}; returns all of them. */
    static List<JsonNode> untilResponse(SseStream stream, long id) throws InterruptedException {
        List<JsonNode> messages = new ArrayList<>();
        while (true) {
            SseStream.Event e = stream.nextMessage(WAIT);
            if (e == null) {
                throw new AssertionError("The stream ended before the response; got " + messages);
            }
            JsonNode m = JSON.readTree(e.data());
            messages.add(m);
            if (!m.has("method") && m.path("id").asLong(-1) == id) {
                return messages;
            }
        }
    }

    private static boolean hasHeader(String[] headers, String name) {
        for (int i = 0; i < headers.length; i += 2) {
            if (headers[i].equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }
}
