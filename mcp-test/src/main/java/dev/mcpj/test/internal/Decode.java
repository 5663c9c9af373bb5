package dev.mcpj.test.internal;

import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.EmbeddedResource;
import dev.mcpj.core.content.ImageContent;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.Completion;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.ToolChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads what a server sends into the SDK's protocol types: the client's side of the codec. A
 * malformed message is an {@link AssertionError}, since for a test kit it means the server under
 * test broke the protocol.
 */
public final class Decode {
    private Decode() {
    }

    public static Tool tool(JsonNode n) {
        Tool.Builder b = Tool.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .inputSchema(n.get("inputSchema"));
        if (n.get("outputSchema") instanceof ObjectNode out) {
            b.outputSchema(out);
        }
        if (n.get("annotations") instanceof ObjectNode a) {
            ToolAnnotations.Builder hints = ToolAnnotations.builder().title(optional(a, "title"));
            if (a.path("readOnlyHint").isBoolean()) {
                hints.readOnly(a.get("readOnlyHint").booleanValue());
            }
            if (a.path("destructiveHint").isBoolean()) {
                hints.destructive(a.get("destructiveHint").booleanValue());
            }
            if (a.path("idempotentHint").isBoolean()) {
                hints.idempotent(a.get("idempotentHint").booleanValue());
            }
            if (a.path("openWorldHint").isBoolean()) {
                hints.openWorld(a.get("openWorldHint").booleanValue());
            }
            b.annotations(hints.build());
        }
        return b.meta(meta(n)).build();
    }

    public static Resource resource(JsonNode n) {
        Resource.Builder b = Resource.builder(required(n, "uri"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .annotations(annotations(n))
                .meta(meta(n));
        if (n.path("size").isIntegralNumber()) {
            b.size(n.get("size").longValue());
        }
        return b.build();
    }

    public static ResourceTemplate resourceTemplate(JsonNode n) {
        return ResourceTemplate.builder(required(n, "uriTemplate"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .annotations(annotations(n))
                .meta(meta(n))
                .build();
    }

    public static Prompt prompt(JsonNode n) {
        Prompt.Builder b = Prompt.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .meta(meta(n));
        for (JsonNode a : n.path("arguments")) {
            b.argument(new PromptArgument(required(a, "name"), optional(a, "title"), optional(a, "description"),
                    a.path("required").asBoolean(false)));
        }
        return b.build();
    }

    public static CallToolResult callToolResult(JsonNode n) {
        JsonNode structured = n.get("structuredContent");
        return new CallToolResult(contents(n.path("content")), structured == null || structured.isNull() ? null : structured,
                n.path("isError").asBoolean(false), meta(n));
    }

    public static GetPromptResult getPromptResult(JsonNode n) {
        List<PromptMessage> messages = new ArrayList<>();
        for (JsonNode m : n.path("messages")) {
            messages.add(new PromptMessage(Role.fromWire(required(m, "role")), content(m.get("content"))));
        }
        return new GetPromptResult(optional(n, "description"), messages);
    }

    public static List<ResourceContents> resourceContents(JsonNode n) {
        List<ResourceContents> out = new ArrayList<>();
        for (JsonNode c : n.path("contents")) {
            out.add(resourceContent(c));
        }
        return out;
    }

    public static Completion completion(JsonNode n) {
        JsonNode c = n.path("completion");
        List<String> values = new ArrayList<>();
        c.path("values").forEach(v -> values.add(v.asString()));
        Integer total = c.path("total").isIntegralNumber() ? c.get("total").intValue() : null;
        return new Completion(values, total, c.path("hasMore").asBoolean(false));
    }

    /** Reads the params of a {@code sampling/createMessage} request. */
    public static SamplingRequest samplingRequest(JsonNode n) {
        SamplingRequest.Builder b = SamplingRequest.builder(n.path("maxTokens").asInt(1))
                .systemPrompt(optional(n, "systemPrompt"));
        for (JsonNode m : n.path("messages")) {
            JsonNode c = m.get("content");
            List<SamplingContent> blocks = new ArrayList<>();
            if (c != null && c.isArray()) {
                c.forEach(block -> blocks.add(samplingContent(block)));
            } else {
                blocks.add(samplingContent(c));
            }
            b.message(new SamplingMessage(Role.fromWire(required(m, "role")), blocks));
        }
        if (n.path("temperature").isNumber()) {
            b.temperature(n.get("temperature").doubleValue());
        }
        if (n.path("stopSequences").isArray()) {
            List<String> stops = new ArrayList<>();
            n.get("stopSequences").forEach(v -> stops.add(v.asString()));
            b.stopSequences(stops);
        }
        if (n.path("metadata").isObject()) {
            b.metadata((ObjectNode) n.get("metadata"));
        }
        if (n.path("tools").isArray()) {
            List<Tool> tools = new ArrayList<>();
            n.get("tools").forEach(t -> tools.add(tool(t)));
            b.tools(tools);
        }
        if (n.path("toolChoice").isObject()) {
            b.toolChoice(ToolChoice.valueOf(n.get("toolChoice").path("mode").asString("auto").toUpperCase(Locale.ROOT)));
        }
        return b.build();
    }

    /** One block of a sampling message: text, an image, audio, or a tool's use or result. */
    public static SamplingContent samplingContent(JsonNode n) {
        String type = n == null ? "" : n.path("type").asString("");
        return switch (type) {
            case "tool_use" -> new ToolUseContent(required(n, "id"), required(n, "name"),
                    (ObjectNode) n.get("input"), meta(n));
            case "tool_result" -> new ToolResultContent(required(n, "toolUseId"), contents(n.path("content")),
                    n.get("structuredContent"), n.path("isError").asBoolean(false), meta(n));
            default -> {
                if (content(n) instanceof SamplingContent block) {
                    yield block;
                }
                throw new AssertionError("A sampling message holds text, an image, audio or tool content, not " + n);
            }
        };
    }

    public static List<Content> contents(JsonNode array) {
        List<Content> out = new ArrayList<>();
        for (JsonNode c : array) {
            out.add(content(c));
        }
        return out;
    }

    public static Content content(JsonNode n) {
        if (n == null || !n.isObject()) {
            throw new AssertionError("A content block must be an object, got " + n);
        }
        Annotations ann = annotations(n);
        ObjectNode meta = meta(n);
        String type = n.path("type").asString("");
        return switch (type) {
            case "text" -> new TextContent(required(n, "text"), ann, meta);
            case "image" -> new ImageContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "audio" -> new AudioContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "resource_link" -> new ResourceLink(required(n, "uri"), required(n, "name"), optional(n, "title"),
                    optional(n, "description"), optional(n, "mimeType"),
                    n.path("size").isIntegralNumber() ? n.get("size").longValue() : null, List.of(), ann, meta);
            case "resource" -> new EmbeddedResource(resourceContent(n.path("resource")), ann, meta);
            default -> throw new AssertionError("Unknown content type \"" + type + "\" in " + n);
        };
    }

    private static ResourceContents resourceContent(JsonNode r) {
        if (r.has("text")) {
            return new TextResourceContents(required(r, "uri"), optional(r, "mimeType"), required(r, "text"), meta(r));
        }
        return new BlobResourceContents(required(r, "uri"), optional(r, "mimeType"), required(r, "blob"), meta(r));
    }

    private static Annotations annotations(JsonNode n) {
        if (!(n.get("annotations") instanceof ObjectNode a)) {
            return null;
        }
        List<Role> audience = new ArrayList<>();
        a.path("audience").forEach(r -> audience.add(Role.fromWire(r.asString())));
        Double priority = a.path("priority").isNumber() ? a.get("priority").doubleValue() : null;
        return new Annotations(audience, priority, optional(a, "lastModified"));
    }

    private static ObjectNode meta(JsonNode n) {
        return n.get("_meta") instanceof ObjectNode m ? m : null;
    }

    private static String required(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isString()) {
            throw new AssertionError("Missing string field \"" + field + "\" in " + n);
        }
        return v.stringValue();
    }

    private static String optional(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && v.isString() ? v.stringValue() : null;
    }
}
