package dev.mcpj.opentelemetry;

import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** A client over the in-memory transport that sends raw JSON-RPC and collects answers by id. */
final class WireClient implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();

    private final InMemoryTransport transport = InMemoryTransport.create();
    private final Connection connection;
    private final Map<Long, CompletableFuture<JsonNode>> answers = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    WireClient(McpServer server) {
        transport.client().onMessage(frame -> {
            JsonNode node = JSON.readTree(frame);
            if (node.has("id") && !node.has("method")) {
                answer(node.get("id").asLong()).complete(node);
            }
        });
        connection = server.connect(transport);
    }

    /** Connects and initializes. */
    static WireClient initialized(McpServer server) {
        WireClient c = new WireClient(server);
        c.request("initialize", json("{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}"));
        c.transport.client().send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return c;
    }

    static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    long nextId() {
        return ids.incrementAndGet();
    }

    JsonNode request(String method, ObjectNode params) {
        return await(send(nextId(), method, params));
    }

    CompletableFuture<JsonNode> send(long id, String method, ObjectNode params) {
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        msg.set("params", params);
        CompletableFuture<JsonNode> answer = answer(id);
        transport.client().send(msg.toString());
        return answer;
    }

    /** Sends a notification with {@code params} (a JSON object). */
    void notify(String method, String params) {
        transport.client().send("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\",\"params\":" + params + "}");
    }

    void cancel(long id) {
        transport.client().send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":"
                + id + "}}");
    }

    Connection connection() {
        return connection;
    }

    private CompletableFuture<JsonNode> answer(long id) {
        return answers.computeIfAbsent(id, k -> new CompletableFuture<>());
    }

    static JsonNode await(CompletableFuture<JsonNode> answer) {
        try {
            return answer.get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("no answer", e);
        }
    }

    @Override
    public void close() {
        connection.shutdown(Duration.ofSeconds(5));
    }
}
