package dev.mcpj.conformance;

import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A small MCP client over the in-memory transport: it matches responses to requests by id,
 * records notifications and the server's own requests, and answers those with a responder.
 */
final class InMemoryClient implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final InMemoryTransport transport = InMemoryTransport.create();
    private final Connection connection;
    private final Map<String, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    final List<JsonNode> notifications = new CopyOnWriteArrayList<>();
    final List<JsonNode> serverRequests = new CopyOnWriteArrayList<>();
    private volatile Function<JsonNode, JsonNode> responder = request -> null;

    private InMemoryClient(McpServer server) {
        transport.client().onMessage(this::onFrame);
        connection = server.connect(transport);
    }

    /** A client of protocol 2025-11-25 that has completed the initialize handshake. */
    static InMemoryClient initialized(McpServer server, String capabilities) {
        InMemoryClient client = new InMemoryClient(server);
        JsonNode answer = client.request("initialize", json("{\"protocolVersion\":\"2025-11-25\",\"capabilities\":"
                + capabilities + ",\"clientInfo\":{\"name\":\"fixture-test\",\"version\":\"1.0\"}}"));
        if (!answer.has("result")) {
            throw new AssertionError("initialize failed: " + answer);
        }
        client.notify("notifications/initialized", null);
        return client;
    }

    /** A client of protocol 2026-07-28, which sends its metadata with every request. */
    static InMemoryClient stateless(McpServer server) {
        return new InMemoryClient(server);
    }

    /** {@code params} with the per-request {@code _meta} of protocol 2026-07-28 added. */
    static ObjectNode modern(String capabilities, String params) {
        ObjectNode p = json(params);
        ObjectNode meta = p.has("_meta") ? (ObjectNode) p.get("_meta") : p.putObject("_meta");
        meta.put("io.modelcontextprotocol/protocolVersion", "2026-07-28");
        meta.set("io.modelcontextprotocol/clientCapabilities", json(capabilities));
        meta.putObject("io.modelcontextprotocol/clientInfo").put("name", "fixture-test").put("version", "1.0");
        return p;
    }

    /** Answers the server's requests: a returned object with a {@code code} is sent as an error. */
    void respondWith(Function<JsonNode, JsonNode> responder) {
        this.responder = responder;
    }

    /** Sends a request and waits for its response envelope (result or error). */
    JsonNode request(String method, JsonNode params) {
        try {
            return requestAsync(method, params).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("No answer to " + method + " within " + TIMEOUT, e);
        }
    }

    /** Sends a request; its response envelope completes the returned future. */
    CompletableFuture<JsonNode> requestAsync(String method, JsonNode params) {
        long id = ids.incrementAndGet();
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        CompletableFuture<JsonNode> answer = pending.computeIfAbsent(String.valueOf(id), k -> new CompletableFuture<>());
        transport.client().send(msg.toString());
        return answer;
    }

    /** Sends a request and returns its {@code result}, failing on an error response. */
    JsonNode result(String method, JsonNode params) {
        JsonNode answer = request(method, params);
        if (!answer.has("result")) {
            throw new AssertionError(method + " failed: " + answer);
        }
        return answer.get("result");
    }

    /** Calls a tool (legacy era) and returns its result. */
    JsonNode call(String tool, String arguments) {
        return result("tools/call", json("{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}"));
    }

    void notify(String method, JsonNode params) {
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        transport.client().send(msg.toString());
    }

    List<JsonNode> notifications(String method) {
        return notifications.stream().filter(n -> n.path("method").asString("").equals(method)).toList();
    }

    static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    private void onFrame(String frame) {
        JsonNode node = JSON.readTree(frame);
        if (node.has("method") && !node.has("id")) {
            notifications.add(node);
        } else if (node.has("method")) {
            serverRequests.add(node);
            JsonNode result = responder.apply(node);
            if (result != null) {
                ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0");
                msg.set("id", node.get("id"));
                msg.set(result.has("code") ? "error" : "result", result);
                transport.client().send(msg.toString());
            }
        } else {
            pending.computeIfAbsent(node.get("id").toString(), k -> new CompletableFuture<>()).complete(node);
        }
    }

    @Override
    public void close() {
        connection.shutdown(Duration.ofSeconds(1));
    }
}
