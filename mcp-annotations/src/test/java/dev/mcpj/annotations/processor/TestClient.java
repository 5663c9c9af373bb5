package dev.mcpj.annotations.processor;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** A client of a server over the in-memory transport, initialized and ready for requests. */
final class TestClient {
    private static final JsonMapper JSON = JsonMapper.shared();
    private final InMemoryTransport transport = InMemoryTransport.create();
    private int nextId = 1;

    private TestClient(McpServer server) {
        server.connect(transport);
    }

    static TestClient connect(McpServer server) {
        TestClient client = new TestClient(server);
        ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2025-06-18");
        params.putObject("capabilities");
        params.putObject("clientInfo").put("name", "test").put("version", "1");
        client.request("initialize", params);
        client.transport.client().send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return client;
    }

    /** The {@code result} of a request; fails on an error response. */
    JsonNode request(String method, ObjectNode params) {
        JsonNode answer = answer(method, params);
        if (answer.has("error")) {
            throw new AssertionError(method + " failed: " + answer.get("error"));
        }
        return answer.get("result");
    }

    /** The {@code error} of a request; fails on a successful response. */
    JsonNode error(String method, ObjectNode params) {
        JsonNode answer = answer(method, params);
        if (!answer.has("error")) {
            throw new AssertionError(method + " succeeded: " + answer.get("result"));
        }
        return answer.get("error");
    }

    /** The request's params from JSON text. */
    static ObjectNode params(String json) {
        return (ObjectNode) JSON.readTree(json);
    }

    private JsonNode answer(String method, ObjectNode params) {
        int id = nextId++;
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", params);
        transport.client().send(message.toString());
        while (true) {
            String frame;
            try {
                frame = transport.client().receive(Duration.ofSeconds(10));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (frame == null) {
                throw new AssertionError("No answer to " + method + " within 10 s");
            }
            JsonNode answer = JSON.readTree(frame);
            if (answer.path("id").asInt(-1) == id) {
                return answer;
            }
        }
    }

    /** The tools of {@code tools/list}, by name. */
    ObjectNode tools() {
        ObjectNode byName = JSON.createObjectNode();
        for (JsonNode tool : request("tools/list", JSON.createObjectNode()).get("tools")) {
            byName.set(tool.get("name").stringValue(), tool);
        }
        return byName;
    }

    /** The result of {@code tools/call}. */
    JsonNode call(String tool, String argumentsJson) {
        ObjectNode params = JSON.createObjectNode().put("name", tool);
        params.set("arguments", JSON.readTree(argumentsJson));
        return request("tools/call", params);
    }

    /** Whether a result is a failure ({@code isError} is left out when false). */
    static boolean isError(JsonNode result) {
        return result.path("isError").asBoolean(false);
    }

    /** The text of a result's first content block. */
    static String text(JsonNode result) {
        return result.path("content").path(0).path("text").asString();
    }
}
