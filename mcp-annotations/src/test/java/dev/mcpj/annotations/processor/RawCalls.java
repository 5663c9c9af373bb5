package dev.mcpj.annotations.processor;

import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Requests through the test kit's client whose answers are checked as JSON, as the generated code
 * writes them: the definitions and results are the processor's output, so the tests read them
 * as sent rather than as the kit's types.
 */
final class RawCalls {
    private static final JsonMapper JSON = JsonMapper.shared();

    private RawCalls() {
    }

    /** A client of protocol 2025-06-18, initialized. */
    static McpTestClient connect(McpServer server) {
        return McpTestClient.builder(server).protocolVersion("2025-06-18").connect();
    }

    /** The {@code error} of a request; fails on a successful response. */
    static JsonNode error(McpTestClient client, String method, ObjectNode params) {
        JsonNode result;
        try {
            result = client.request(method, params);
        } catch (McpErrorException e) {
            return e.error();
        }
        throw new AssertionError(method + " succeeded: " + result);
    }

    /** The request's params from JSON text. */
    static ObjectNode params(String json) {
        return (ObjectNode) JSON.readTree(json);
    }

    /** The tools of {@code tools/list}, by name. */
    static ObjectNode tools(McpTestClient client) {
        ObjectNode byName = JSON.createObjectNode();
        for (JsonNode tool : client.request("tools/list", null).get("tools")) {
            byName.set(tool.get("name").stringValue(), tool);
        }
        return byName;
    }

    /** The result of {@code tools/call}, as sent. */
    static JsonNode call(McpTestClient client, String tool, String argumentsJson) {
        ObjectNode params = JSON.createObjectNode().put("name", tool);
        params.set("arguments", JSON.readTree(argumentsJson));
        return client.request("tools/call", params);
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
