package dev.mcpj.core.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import tools.jackson.databind.JsonNode;

/**
 * The server's own reading of the wire, beside {@link McpJson}, which writes and reads the public
 * protocol types: a {@code clientInfo} read leniently, whether a result says a tool failed, and
 * request ids.
 */
public final class Wire {
    private Wire() {
    }

    /** Reads {@code clientInfo}; tolerant of missing fields, which become "unknown". */
    public static Implementation readImplementation(JsonNode node) {
        if (node == null || !node.isObject()) {
            return Implementation.of("unknown", "unknown");
        }
        Implementation.Builder b = Implementation.builder(
                node.path("name").asString("unknown"), node.path("version").asString("unknown"));
        if (node.path("title").isString()) {
            b.title(node.get("title").stringValue());
        }
        if (node.path("description").isString()) {
            b.description(node.get("description").stringValue());
        }
        if (node.path("websiteUrl").isString()) {
            b.websiteUrl(node.get("websiteUrl").stringValue());
        }
        return b.build();
    }

    /** Whether a tool's result (or a {@code tool_result} block) says the tool failed. */
    public static boolean isToolError(JsonNode result) {
        return result.path("isError").asBoolean(false);
    }

    /** The JSON form of an id. */
    public static JsonNode idNode(RequestId id) {
        if (id instanceof StringRequestId s) {
            return Json.nodes().stringNode(s.value());
        }
        return Json.nodes().numberNode(((NumericRequestId) id).value());
    }

    /** Reads an id from JSON (a string or an integer), or {@code null} if it is neither. */
    public static RequestId readId(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isString()) {
            return new StringRequestId(node.stringValue());
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return new NumericRequestId(node.longValue());
        }
        return null;
    }
}
