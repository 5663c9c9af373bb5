package dev.mcpj.core.internal;

import dev.mcpj.core.Icon;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.EmbeddedResource;
import dev.mcpj.core.content.ImageContent;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes the protocol types as JSON and reads the few the server receives. Absent optional fields
 * are left out, never written as {@code null}.
 */
public final class Wire {
    private Wire() {
    }

    public static ObjectNode implementation(Implementation impl) {
        ObjectNode o = Json.object();
        o.put("name", impl.name());
        putIfPresent(o, "title", impl.title());
        o.put("version", impl.version());
        putIfPresent(o, "description", impl.description());
        putIfPresent(o, "websiteUrl", impl.websiteUrl());
        putIcons(o, impl.icons());
        return o;
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
        ObjectNode o = Json.object();
        o.put("src", icon.src());
        putIfPresent(o, "mimeType", icon.mimeType());
        if (!icon.sizes().isEmpty()) {
            ArrayNode a = o.putArray("sizes");
            icon.sizes().forEach(a::add);
        }
        putIfPresent(o, "theme", icon.theme());
        return o;
    }

    public static ObjectNode tool(Tool tool) {
        ObjectNode o = Json.object();
        o.put("name", tool.name());
        putIfPresent(o, "title", tool.title());
        putIfPresent(o, "description", tool.description());
        o.set("inputSchema", tool.inputSchema());
        if (tool.outputSchema() != null) {
            o.set("outputSchema", tool.outputSchema());
        }
        if (tool.annotations() != null) {
            o.set("annotations", toolAnnotations(tool.annotations()));
        }
        putIcons(o, tool.icons());
        if (tool.meta() != null) {
            o.set("_meta", tool.meta());
        }
        return o;
    }

    public static ObjectNode resource(Resource r) {
        ObjectNode o = Json.object();
        o.put("uri", r.uri());
        o.put("name", r.name());
        putIfPresent(o, "title", r.title());
        putIfPresent(o, "description", r.description());
        putIfPresent(o, "mimeType", r.mimeType());
        if (r.size() != null) {
            o.put("size", r.size());
        }
        putIcons(o, r.icons());
        if (r.annotations() != null) {
            o.set("annotations", annotations(r.annotations()));
        }
        if (r.meta() != null) {
            o.set("_meta", r.meta());
        }
        return o;
    }

    public static ObjectNode resourceTemplate(ResourceTemplate t) {
        ObjectNode o = Json.object();
        o.put("uriTemplate", t.uriTemplate().toString());
        o.put("name", t.name());
        putIfPresent(o, "title", t.title());
        putIfPresent(o, "description", t.description());
        putIfPresent(o, "mimeType", t.mimeType());
        putIcons(o, t.icons());
        if (t.annotations() != null) {
            o.set("annotations", annotations(t.annotations()));
        }
        if (t.meta() != null) {
            o.set("_meta", t.meta());
        }
        return o;
    }

    public static ObjectNode prompt(Prompt p) {
        ObjectNode o = Json.object();
        o.put("name", p.name());
        putIfPresent(o, "title", p.title());
        putIfPresent(o, "description", p.description());
        if (!p.arguments().isEmpty()) {
            ArrayNode args = o.putArray("arguments");
            for (PromptArgument a : p.arguments()) {
                ObjectNode arg = args.addObject();
                arg.put("name", a.name());
                putIfPresent(arg, "title", a.title());
                putIfPresent(arg, "description", a.description());
                if (a.required()) {
                    arg.put("required", true);
                }
            }
        }
        putIcons(o, p.icons());
        if (p.meta() != null) {
            o.set("_meta", p.meta());
        }
        return o;
    }

    /** The result of {@code resources/read}. */
    public static ObjectNode readResourceResult(List<? extends ResourceContents> contents) {
        ObjectNode o = Json.object();
        ArrayNode items = o.putArray("contents");
        contents.forEach(c -> items.add(resourceContents(c)));
        return o;
    }

    public static ObjectNode getPromptResult(GetPromptResult r) {
        ObjectNode o = Json.object();
        putIfPresent(o, "description", r.description());
        ArrayNode messages = o.putArray("messages");
        for (PromptMessage m : r.messages()) {
            messages.addObject().put("role", m.role().wire()).set("content", content(m.content()));
        }
        return o;
    }

    public static ObjectNode toolAnnotations(ToolAnnotations a) {
        ObjectNode o = Json.object();
        putIfPresent(o, "title", a.title());
        putIfPresent(o, "readOnlyHint", a.readOnlyHint());
        putIfPresent(o, "destructiveHint", a.destructiveHint());
        putIfPresent(o, "idempotentHint", a.idempotentHint());
        putIfPresent(o, "openWorldHint", a.openWorldHint());
        return o;
    }

    public static ObjectNode callToolResult(CallToolResult r) {
        ObjectNode o = Json.object();
        o.set("content", contents(r.content()));
        if (r.structuredContent() != null) {
            o.set("structuredContent", r.structuredContent());
        }
        if (r.isError()) {
            o.put("isError", true);
        }
        if (r.meta() != null) {
            o.set("_meta", r.meta());
        }
        return o;
    }

    public static ArrayNode contents(List<? extends Content> content) {
        ArrayNode a = Json.nodes().arrayNode(content.size());
        for (Content c : content) {
            a.add(content(c));
        }
        return a;
    }

    public static ObjectNode content(Content c) {
        ObjectNode o = Json.object();
        ObjectNode meta;
        if (c instanceof TextContent t) {
            o.put("type", "text");
            o.put("text", t.text());
            meta = t.meta();
        } else if (c instanceof ImageContent i) {
            o.put("type", "image");
            o.put("data", i.data());
            o.put("mimeType", i.mimeType());
            meta = i.meta();
        } else if (c instanceof AudioContent au) {
            o.put("type", "audio");
            o.put("data", au.data());
            o.put("mimeType", au.mimeType());
            meta = au.meta();
        } else if (c instanceof ResourceLink l) {
            o.put("type", "resource_link");
            o.put("uri", l.uri());
            o.put("name", l.name());
            putIfPresent(o, "title", l.title());
            putIfPresent(o, "description", l.description());
            putIfPresent(o, "mimeType", l.mimeType());
            if (l.size() != null) {
                o.put("size", l.size());
            }
            putIcons(o, l.icons());
            meta = l.meta();
        } else {
            EmbeddedResource e = (EmbeddedResource) c;
            o.put("type", "resource");
            o.set("resource", resourceContents(e.resource()));
            meta = e.meta();
        }
        if (c.annotations() != null) {
            o.set("annotations", annotations(c.annotations()));
        }
        if (meta != null) {
            o.set("_meta", meta);
        }
        return o;
    }

    /** Writes a content block of a sampling message. */
    public static ObjectNode samplingContent(SamplingContent c) {
        if (c instanceof Content content) {
            return content(content);
        }
        ObjectNode o = Json.object();
        ObjectNode meta;
        if (c instanceof ToolUseContent use) {
            o.put("type", "tool_use");
            o.put("id", use.id());
            o.put("name", use.name());
            o.set("input", use.input());
            meta = use.meta();
        } else {
            ToolResultContent result = (ToolResultContent) c;
            o.put("type", "tool_result");
            o.put("toolUseId", result.toolUseId());
            o.set("content", contents(result.content()));
            if (result.structuredContent() != null) {
                o.set("structuredContent", result.structuredContent());
            }
            if (result.isError()) {
                o.put("isError", true);
            }
            meta = result.meta();
        }
        if (meta != null) {
            o.set("_meta", meta);
        }
        return o;
    }

    /**
     * Reads a content block of a sampling message sent by a client.
     *
     * @throws IllegalArgumentException if the block is malformed or of a type sampling does not carry
     */
    public static SamplingContent readSamplingContent(JsonNode n) {
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException("A content block must be an object");
        }
        ObjectNode meta = n.get("_meta") instanceof ObjectNode m ? m : null;
        switch (n.path("type").asString("")) {
            case "tool_use": {
                if (!(n.get("input") instanceof ObjectNode input)) {
                    throw new IllegalArgumentException("A tool_use block needs an input object");
                }
                return new ToolUseContent(required(n, "id"), required(n, "name"), input, meta);
            }
            case "tool_result": {
                JsonNode blocks = n.get("content");
                if (blocks == null || !blocks.isArray()) {
                    throw new IllegalArgumentException("A tool_result block needs a content array");
                }
                List<Content> content = new ArrayList<>();
                blocks.forEach(b -> content.add(readContent(b)));
                return new ToolResultContent(required(n, "toolUseId"), content, n.get("structuredContent"),
                        isToolError(n), meta);
            }
            default: {
                Content c = readContent(n);
                if (c instanceof SamplingContent s) {
                    return s;
                }
                throw new IllegalArgumentException("Content type \"" + n.path("type").asString("") + "\" cannot be sampled");
            }
        }
    }

    public static ObjectNode resourceContents(ResourceContents rc) {
        ObjectNode o = Json.object();
        o.put("uri", rc.uri());
        putIfPresent(o, "mimeType", rc.mimeType());
        ObjectNode meta;
        if (rc instanceof TextResourceContents t) {
            o.put("text", t.text());
            meta = t.meta();
        } else {
            BlobResourceContents b = (BlobResourceContents) rc;
            o.put("blob", b.blob());
            meta = b.meta();
        }
        if (meta != null) {
            o.set("_meta", meta);
        }
        return o;
    }

    public static ObjectNode annotations(Annotations a) {
        ObjectNode o = Json.object();
        if (!a.audience().isEmpty()) {
            ArrayNode arr = o.putArray("audience");
            a.audience().forEach(r -> arr.add(r.wire()));
        }
        if (a.priority() != null) {
            o.put("priority", a.priority());
        }
        putIfPresent(o, "lastModified", a.lastModified());
        return o;
    }

    /**
     * Reads a content block sent by a client (as in a sampling answer).
     *
     * @throws IllegalArgumentException if the block is malformed
     */
    public static Content readContent(JsonNode n) {
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException("A content block must be an object");
        }
        String type = n.path("type").asString("");
        Annotations ann = n.has("annotations") ? readAnnotations(n.get("annotations")) : null;
        ObjectNode meta = n.get("_meta") instanceof ObjectNode m ? m : null;
        switch (type) {
            case "text":
                return new TextContent(required(n, "text"), ann, meta);
            case "image":
                return new ImageContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "audio":
                return new AudioContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "resource_link":
                return new ResourceLink(required(n, "uri"), required(n, "name"), optional(n, "title"),
                        optional(n, "description"), optional(n, "mimeType"),
                        n.path("size").isIntegralNumber() ? n.get("size").longValue() : null, List.of(), ann, meta);
            case "resource":
                return new EmbeddedResource(readResourceContents(n.path("resource")), ann, meta);
            default:
                throw new IllegalArgumentException("Unknown content type \"" + type + "\"");
        }
    }

    /**
     * Reads the contents of a resource: text when it has a {@code text} member, a blob otherwise.
     *
     * @throws IllegalArgumentException if the {@code uri}, or the {@code text} or {@code blob}, is missing
     */
    public static ResourceContents readResourceContents(JsonNode r) {
        ObjectNode meta = r.get("_meta") instanceof ObjectNode m ? m : null;
        return r.has("text")
                ? new TextResourceContents(required(r, "uri"), optional(r, "mimeType"), required(r, "text"), meta)
                : new BlobResourceContents(required(r, "uri"), optional(r, "mimeType"), required(r, "blob"), meta);
    }

    /** Reads an {@code annotations} object of a content block, resource or template. */
    public static Annotations readAnnotations(JsonNode n) {
        List<Role> audience = new ArrayList<>();
        for (JsonNode r : n.path("audience")) {
            audience.add(Role.fromWire(r.asString()));
        }
        Double priority = n.path("priority").isNumber() ? n.get("priority").doubleValue() : null;
        return new Annotations(audience, priority, optional(n, "lastModified"));
    }

    private static String required(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isString()) {
            throw new IllegalArgumentException("Missing string field \"" + field + "\"");
        }
        return v.stringValue();
    }

    private static String optional(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && v.isString() ? v.stringValue() : null;
    }

    private static void putIcons(ObjectNode o, List<Icon> icons) {
        if (!icons.isEmpty()) {
            ArrayNode a = o.putArray("icons");
            icons.forEach(i -> a.add(icon(i)));
        }
    }

    private static void putIfPresent(ObjectNode o, String field, String value) {
        if (value != null) {
            o.put(field, value);
        }
    }

    private static void putIfPresent(ObjectNode o, String field, Boolean value) {
        if (value != null) {
            o.put(field, value);
        }
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
