package dev.mcpj.conformance;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.test.PendingRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The test kit's {@link McpTestClient}, read as the wire: the fixtures are checked against the
 * reference as sent, so requests go out as they are ({@link McpTestClient#sendRequest}) and come
 * back as their response envelopes, and the server's own requests are kept as they came. The
 * answers to those are given per test, in JSON, and handed to the kit as its types.
 */
final class RawClient implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();

    private final McpTestClient client;
    private volatile Function<String, JsonNode> responder = method -> {
        throw new AssertionError("No answer for " + method + " in this test");
    };

    private RawClient(McpTestClient.Builder builder, boolean sampling, boolean elicitation) {
        builder.clientInfo("fixture-test", "1.0").logLevel(null);
        if (sampling) {
            builder.sampling(request -> sampled(responder.apply("sampling/createMessage")));
        }
        if (elicitation) {
            builder.elicitation(request -> elicited(responder.apply("elicitation/create")));
        }
        this.client = builder.connect();
    }

    /** A client of protocol 2025-11-25 that has completed the initialize handshake. */
    static RawClient initialized(McpServer server, String capabilities) {
        return initialized(server, capabilities, List.of());
    }

    /** As {@link #initialized(McpServer, String)}, answering {@code roots/list} with {@code roots}. */
    static RawClient initialized(McpServer server, String capabilities, List<Root> roots) {
        JsonNode caps = json(capabilities);
        McpTestClient.Builder b = McpTestClient.builder(server);
        if (caps.has("roots")) {
            b.roots(roots);
        }
        return new RawClient(b, caps.has("sampling"), caps.has("elicitation"));
    }

    /** A client of protocol 2026-07-28, whose requests carry the metadata {@link #modern} gives them. */
    static RawClient stateless(McpServer server) {
        return new RawClient(McpTestClient.builder(server).stateless(), false, false);
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

    /** Answers the server's sampling and elicitation requests, by method, with their results in JSON. */
    void respondWith(Function<String, JsonNode> responder) {
        this.responder = responder;
    }

    /** Sends a request as it is and waits for its response envelope (result or error). */
    JsonNode request(String method, ObjectNode params) {
        PendingRequest sent = client.sendRequest(method, params);
        ObjectNode envelope = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", sent.id());
        try {
            envelope.set("result", sent.result());
        } catch (McpErrorException e) {
            envelope.set("error", e.error());
        }
        return envelope;
    }

    /** Sends a request as it is, without waiting for its answer. */
    PendingRequest requestAsync(String method, ObjectNode params) {
        return client.sendRequest(method, params);
    }

    /** Sends a request as it is and returns its {@code result}, failing on an error response. */
    JsonNode result(String method, ObjectNode params) {
        return client.sendRequest(method, params).result();
    }

    /** Calls a tool (legacy era) and returns its result. */
    JsonNode call(String tool, String arguments) {
        return result("tools/call", json("{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}"));
    }

    /** Every notification received so far, in order, as sent. */
    List<ObjectNode> notifications() {
        return client.notifications();
    }

    List<JsonNode> notifications(String method) {
        return notifications().stream().filter(n -> n.path("method").asString("").equals(method))
                .<JsonNode>map(n -> n).toList();
    }

    /** Every request the server sent, in order, as sent. */
    List<ObjectNode> serverRequests() {
        return client.serverRequests();
    }

    static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    private static SamplingResult sampled(JsonNode answer) {
        JsonNode content = answer.get("content");
        List<SamplingContent> blocks = new ArrayList<>();
        if (content.isArray()) {
            content.forEach(c -> blocks.add(McpJson.readSamplingContent(c)));
        } else {
            blocks.add(McpJson.readSamplingContent(content));
        }
        return new SamplingResult(Role.fromWire(answer.get("role").asString()), blocks, answer.get("model").asString(),
                answer.path("stopReason").asString(null));
    }

    private static ElicitationResult elicited(JsonNode answer) {
        return new ElicitationResult(ElicitationResult.Action.valueOf(answer.get("action").asString().toUpperCase(Locale.ROOT)),
                answer.get("content") instanceof ObjectNode content ? content : null);
    }

    @Override
    public void close() {
        client.close();
    }
}
