package dev.mcpj.server.testing;

import dev.mcpj.server.Attributes;
import static org.assertj.core.api.Assertions.assertThat;

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
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A minimal MCP client over the in-memory transport for tests: it matches responses to requests
 * by id, records every frame the server sent, and validates each against the official schema.
 */
public final class TestClient implements AutoCloseable {
    public static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    private final InMemoryTransport transport = InMemoryTransport.create();
    private final Connection connection;
    private final Map<String, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<JsonNode> received = new CopyOnWriteArrayList<>();
    private final List<JsonNode> notifications = new CopyOnWriteArrayList<>();
    private final AtomicLong ids = new AtomicLong();
    private final List<String> violations = new CopyOnWriteArrayList<>();

    private final SpecSchema schema;

    public TestClient(McpServer server) {
        this(server, SpecSchema.LEGACY);
    }

    /** A client whose received frames are checked against the given revision's schema. */
    public TestClient(McpServer server, SpecSchema schema) {
        this(server, schema, Attributes.empty());
    }

    /** A client whose connection carries {@code attributes}, as a transport that authenticated it would give. */
    public TestClient(McpServer server, SpecSchema schema, Attributes attributes) {
        this.schema = schema;
        transport.client().onMessage(this::onFrame);
        connection = server.connect(transport, attributes);
    }

    /** Connects and completes the initialize handshake. */
    public static TestClient initialized(McpServer server) {
        TestClient c = new TestClient(server);
        c.initialize("2025-11-25", JSON.createObjectNode());
        return c;
    }

    public JsonNode initialize(String version, ObjectNode capabilities) {
        ObjectNode params = JSON.createObjectNode().put("protocolVersion", version);
        params.set("capabilities", capabilities);
        params.putObject("clientInfo").put("name", "test-client").put("version", "1.0");
        JsonNode response = request("initialize", params);
        notify("notifications/initialized", null);
        return response;
    }

    private void onFrame(String frame) {
        JsonNode node = JSON.readTree(frame);
        received.add(node);
        try {
            schema.assertValidServerMessage(node);
        } catch (AssertionError e) {
            violations.add(e.getMessage());
        }
        if (node.has("method") && !node.has("id")) {
            notifications.add(node);
            return;
        }
        if (node.has("id") && !node.has("method")) {
            CompletableFuture<JsonNode> f = pending.computeIfAbsent(key(node.get("id")), k -> new CompletableFuture<>());
            f.complete(node);
        } else {
            onServerRequest(node);
        }
    }

    /** Records a request the server sent and answers it with the responder's result, if any. */
    private void onServerRequest(JsonNode request) {
        serverRequests.add(request);
        java.util.function.Function<JsonNode, JsonNode> r = responder;
        if (r != null) {
            JsonNode result = r.apply(request);
            if (result != null) {
                ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0");
                msg.set("id", request.get("id"));
                msg.set(result.has("code") ? "error" : "result", result);
                send(msg.toString());
            }
        }
    }

    private volatile java.util.function.Function<JsonNode, JsonNode> responder;

    /** Answers requests from the server: a returned object with a {@code code} is sent as an error. */
    public void respondWith(java.util.function.Function<JsonNode, JsonNode> responder) {
        this.responder = responder;
    }

    public final List<JsonNode> serverRequests = new CopyOnWriteArrayList<>();

    /** Sends a request and waits for its whole response (result or error envelope). */
    public JsonNode request(String method, JsonNode params) {
        return await(requestAsync(method, params));
    }

    /** Sends a request and returns its id without waiting. */
    public CompletableFuture<JsonNode> requestAsync(String method, JsonNode params) {
        long id = ids.incrementAndGet();
        return requestWithId(JSON.getNodeFactory().numberNode(id), method, params);
    }

    public CompletableFuture<JsonNode> requestWithId(JsonNode id, String method, JsonNode params) {
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0");
        msg.set("id", id);
        msg.put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        CompletableFuture<JsonNode> f = pending.computeIfAbsent(key(id), k -> new CompletableFuture<>());
        send(msg.toString());
        return f;
    }

    /** The response that arrives for {@code id}, whether or not this client sent it. */
    public CompletableFuture<JsonNode> responseTo(JsonNode id) {
        return pending.computeIfAbsent(key(id), k -> new CompletableFuture<>());
    }

    public void notify(String method, JsonNode params) {
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        send(msg.toString());
    }

    /** Sends a raw frame. */
    public void send(String frame) {
        transport.client().send(frame);
    }

    /** Calls a tool and returns its {@code result} (fails if the response is an error). */
    public JsonNode callTool(String name, JsonNode arguments) {
        JsonNode response = request("tools/call", toolParams(name, arguments));
        assertThat(response.has("result")).as("response %s", response).isTrue();
        return response.get("result");
    }

    public static ObjectNode toolParams(String name, JsonNode arguments) {
        ObjectNode params = JSON.createObjectNode().put("name", name);
        if (arguments != null) {
            params.set("arguments", arguments);
        }
        return params;
    }

    public static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    public List<JsonNode> notifications() {
        return notifications;
    }

    public List<JsonNode> received() {
        return received;
    }

    public List<JsonNode> notifications(String method) {
        return notifications.stream().filter(n -> n.path("method").asString("").equals(method)).toList();
    }

    public void closeOutput() {
        transport.client().closeOutput();
    }

    public Connection connection() {
        return connection;
    }

    public static JsonNode await(CompletableFuture<JsonNode> f) {
        try {
            return f.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("No response within " + TIMEOUT, e);
        }
    }

    private static String key(JsonNode id) {
        return id.toString();
    }

    /** Closes the connection and checks that every frame the server sent matched the official schema. */
    @Override
    public void close() {
        connection.shutdown(Duration.ofSeconds(1));
        assertThat(violations).as("frames that break the official schema").isEmpty();
    }
}
