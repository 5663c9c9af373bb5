package dev.mcpj.core.internal;

import dev.mcpj.core.Icon;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The server's side of the codec. The JSON form of the public protocol types is
 * {@link McpJson}'s, which these methods hand on to; what stays here is the server's own
 * reading: a {@code clientInfo} read leniently, whether a result says a tool failed, and request
 * ids. Absent optional fields are left out, never written as {@code null}.
 */
public final class Wire {
    private Wire() {
    }

    public static ObjectNode implementation(Implementation impl) {
        return McpJson.writeImplementation(impl);
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

    public static ObjectNode icon(Icon icon) {
        return McpJson.writeIcon(icon);
    }

    public static ObjectNode tool(Tool tool) {
        return McpJson.writeTool(tool);
    }

    public static ObjectNode resource(Resource r) {
        return McpJson.writeResource(r);
    }

    public static ObjectNode resourceTemplate(ResourceTemplate t) {
        return McpJson.writeResourceTemplate(t);
    }

    public static ObjectNode prompt(Prompt p) {
        return McpJson.writePrompt(p);
    }

    /** The result of {@code resources/read}. */
    public static ObjectNode readResourceResult(List<? extends ResourceContents> contents) {
        return McpJson.writeReadResourceResult(contents);
    }

    public static ObjectNode getPromptResult(GetPromptResult r) {
        return McpJson.writeGetPromptResult(r);
    }

    public static ObjectNode toolAnnotations(ToolAnnotations a) {
        return McpJson.writeToolAnnotations(a);
    }

    public static ObjectNode callToolResult(CallToolResult r) {
        return McpJson.writeCallToolResult(r);
    }

    public static ArrayNode contents(List<? extends Content> content) {
        return McpJson.writeContents(content);
    }

    public static ObjectNode content(Content c) {
        return McpJson.writeContent(c);
    }

    /** Writes a content block of a sampling message. */
    public static ObjectNode samplingContent(SamplingContent c) {
        return McpJson.writeSamplingContent(c);
    }

    /**
     * Reads a content block of a sampling message sent by a client.
     *
     * @throws IllegalArgumentException if the block is malformed or of a type sampling does not carry
     */
    public static SamplingContent readSamplingContent(JsonNode n) {
        return McpJson.readSamplingContent(n);
    }

    public static ObjectNode resourceContents(ResourceContents rc) {
        return McpJson.writeResourceContents(rc);
    }

    public static ObjectNode annotations(Annotations a) {
        return McpJson.writeAnnotations(a);
    }

    /**
     * Reads a content block sent by a client (as in a sampling answer).
     *
     * @throws IllegalArgumentException if the block is malformed
     */
    public static Content readContent(JsonNode n) {
        return McpJson.readContent(n);
    }

    /**
     * Reads the contents of a resource: text when it has a {@code text} member, a blob otherwise.
     *
     * @throws IllegalArgumentException if the {@code uri}, or the {@code text} or {@code blob}, is missing
     */
    public static ResourceContents readResourceContents(JsonNode r) {
        return McpJson.readResourceContents(r);
    }

    /** Reads an {@code annotations} object of a content block, resource or template. */
    public static Annotations readAnnotations(JsonNode n) {
        return McpJson.readAnnotations(n);
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
