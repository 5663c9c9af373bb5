package dev.mcpj.core.jsonrpc;

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
import dev.mcpj.core.internal.Json;
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
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON form of the protocol's values, as MCP sends them: tools, resources, resource templates,
 * prompts, content blocks, resource contents, annotations, icons, implementations and the results
 * of {@code tools/call}, {@code prompts/get} and {@code resources/read}. For a client, a proxy or a
 * test that reads what a server sends (or writes what a server would), without a JSON-RPC
 * envelope around it: {@link JsonRpcCodec} reads and writes the envelopes.
 *
 * <p>The {@code write} methods return a new tree each time; an absent optional field is left out,
 * never written as {@code null}. The tree holds the value's own trees (schemas, {@code _meta},
 * structured content), not copies of them: copy it before changing it.
 *
 * <p>The {@code read} methods accept what the writers produce and what the specification allows:
 * members they do not know are ignored, and an optional member that is JSON {@code null} counts as
 * absent. Anything else, such as a missing required member, a member of the wrong type, an unknown
 * content type or role, or a value the types refuse, is malformed, and a reader throws
 * {@link IllegalArgumentException} for it, and no other exception for any input. A reader never
 * writes into its input, and the values it returns keep copies of the trees they hold.
 *
 * {@snippet :
 * ObjectNode json = McpJson.writeCallToolResult(CallToolResult.text("Sunny, 22°C"));
 * // {"content":[{"type":"text","text":"Sunny, 22°C"}]}
 * CallToolResult back = McpJson.readCallToolResult(json);
 * List<Content> content = back.content();
 * }
 *
 * <p>The class is stateless and its methods are safe to call from any thread.
 */
public final class McpJson {
    private McpJson() {
    }

    // ---------------------------------------------------------------- tools

    /**
     * Writes a tool as {@code tools/list} lists it.
     *
     * @param tool the tool
     * @return its JSON form
     */
    public static ObjectNode writeTool(Tool tool) {
        ObjectNode o = Json.object();
        o.put("name", tool.name());
        putIfPresent(o, "title", tool.title());
        putIfPresent(o, "description", tool.description());
        o.set("inputSchema", tool.inputSchema());
        if (tool.outputSchema() != null) {
            o.set("outputSchema", tool.outputSchema());
        }
        if (tool.annotations() != null) {
            o.set("annotations", writeToolAnnotations(tool.annotations()));
        }
        putIcons(o, tool.icons());
        putMeta(o, tool.meta());
        return o;
    }

    /**
     * Reads a tool as {@code tools/list} lists it.
     *
     * @param node the tool's JSON form
     * @return the tool
     * @throws IllegalArgumentException if it is malformed (no name, an input schema that is not an
     *                                  object schema, a name the protocol does not allow)
     */
    public static Tool readTool(@Nullable JsonNode node) {
        JsonNode n = object(node, "A tool");
        Tool.Builder b = Tool.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .inputSchema(present(n, "inputSchema"))
                .outputSchema(present(n, "outputSchema"))
                .icons(icons(n))
                .meta(meta(n));
        JsonNode hints = present(n, "annotations");
        if (hints != null) {
            b.annotations(readToolAnnotations(hints));
        }
        return b.build();
    }

    /**
     * Writes a tool's hints.
     *
     * @param annotations the hints
     * @return their JSON form
     */
    public static ObjectNode writeToolAnnotations(ToolAnnotations annotations) {
        ObjectNode o = Json.object();
        putIfPresent(o, "title", annotations.title());
        putIfPresent(o, "readOnlyHint", annotations.readOnlyHint());
        putIfPresent(o, "destructiveHint", annotations.destructiveHint());
        putIfPresent(o, "idempotentHint", annotations.idempotentHint());
        putIfPresent(o, "openWorldHint", annotations.openWorldHint());
        return o;
    }

    /**
     * Reads a tool's hints.
     *
     * @param node the hints' JSON form
     * @return the hints
     * @throws IllegalArgumentException if it is not an object or a hint is not a boolean
     */
    public static ToolAnnotations readToolAnnotations(@Nullable JsonNode node) {
        JsonNode n = object(node, "Tool annotations");
        ToolAnnotations.Builder b = ToolAnnotations.builder().title(optional(n, "title"));
        Boolean hint = flag(n, "readOnlyHint");
        if (hint != null) {
            b.readOnly(hint);
        }
        hint = flag(n, "destructiveHint");
        if (hint != null) {
            b.destructive(hint);
        }
        hint = flag(n, "idempotentHint");
        if (hint != null) {
            b.idempotent(hint);
        }
        hint = flag(n, "openWorldHint");
        if (hint != null) {
            b.openWorld(hint);
        }
        return b.build();
    }

    /**
     * Writes the result of {@code tools/call}.
     *
     * @param result the result
     * @return its JSON form
     */
    public static ObjectNode writeCallToolResult(CallToolResult result) {
        ObjectNode o = Json.object();
        o.set("content", writeContents(result.content()));
        if (result.structuredContent() != null) {
            o.set("structuredContent", result.structuredContent());
        }
        if (result.isError()) {
            o.put("isError", true);
        }
        putMeta(o, result.meta());
        return o;
    }

    /**
     * Reads the result of {@code tools/call}.
     *
     * @param node the result's JSON form
     * @return the result
     * @throws IllegalArgumentException if it has no {@code content} array or a block is malformed
     */
    public static CallToolResult readCallToolResult(@Nullable JsonNode node) {
        JsonNode n = object(node, "A tool's result");
        return new CallToolResult(readContents(requiredArray(n, "content")), present(n, "structuredContent"),
                isError(n), meta(n));
    }

    // ---------------------------------------------------------------- resources

    /**
     * Writes a resource as {@code resources/list} lists it.
     *
     * @param resource the resource
     * @return its JSON form
     */
    public static ObjectNode writeResource(Resource resource) {
        ObjectNode o = Json.object();
        o.put("uri", resource.uri());
        o.put("name", resource.name());
        putIfPresent(o, "title", resource.title());
        putIfPresent(o, "description", resource.description());
        putIfPresent(o, "mimeType", resource.mimeType());
        if (resource.size() != null) {
            o.put("size", resource.size());
        }
        putIcons(o, resource.icons());
        putAnnotations(o, resource.annotations());
        putMeta(o, resource.meta());
        return o;
    }

    /**
     * Reads a resource as {@code resources/list} lists it.
     *
     * @param node the resource's JSON form
     * @return the resource
     * @throws IllegalArgumentException if it is malformed (no URI or name, say)
     */
    public static Resource readResource(@Nullable JsonNode node) {
        JsonNode n = object(node, "A resource");
        Resource.Builder b = Resource.builder(required(n, "uri"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .icons(icons(n))
                .annotations(annotations(n))
                .meta(meta(n));
        Long size = size(n);
        if (size != null) {
            b.size(size);
        }
        return b.build();
    }

    /**
     * Writes a resource template as {@code resources/templates/list} lists it.
     *
     * @param template the template
     * @return its JSON form
     */
    public static ObjectNode writeResourceTemplate(ResourceTemplate template) {
        ObjectNode o = Json.object();
        o.put("uriTemplate", template.uriTemplate().toString());
        o.put("name", template.name());
        putIfPresent(o, "title", template.title());
        putIfPresent(o, "description", template.description());
        putIfPresent(o, "mimeType", template.mimeType());
        putIcons(o, template.icons());
        putAnnotations(o, template.annotations());
        putMeta(o, template.meta());
        return o;
    }

    /**
     * Reads a resource template as {@code resources/templates/list} lists it.
     *
     * @param node the template's JSON form
     * @return the template
     * @throws IllegalArgumentException if it is malformed (no name, or a URI template that does not
     *                                  parse, say)
     */
    public static ResourceTemplate readResourceTemplate(@Nullable JsonNode node) {
        JsonNode n = object(node, "A resource template");
        return ResourceTemplate.builder(required(n, "uriTemplate"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .icons(icons(n))
                .annotations(annotations(n))
                .meta(meta(n))
                .build();
    }

    /**
     * Writes the result of {@code resources/read}.
     *
     * @param contents the resource's contents
     * @return its JSON form, an object with a {@code contents} array
     */
    public static ObjectNode writeReadResourceResult(List<? extends ResourceContents> contents) {
        ObjectNode o = Json.object();
        ArrayNode items = o.putArray("contents");
        contents.forEach(c -> items.add(writeResourceContents(c)));
        return o;
    }

    /**
     * Reads the result of {@code resources/read}.
     *
     * @param node the result's JSON form
     * @return the resource's contents
     * @throws IllegalArgumentException if it has no {@code contents} array or an item is malformed
     */
    public static List<ResourceContents> readReadResourceResult(@Nullable JsonNode node) {
        JsonNode n = object(node, "A resource's result");
        List<ResourceContents> out = new ArrayList<>();
        for (JsonNode c : requiredArray(n, "contents")) {
            out.add(readResourceContents(c));
        }
        return out;
    }

    /**
     * Writes the contents of a resource: text or a blob.
     *
     * @param contents the contents
     * @return their JSON form
     */
    public static ObjectNode writeResourceContents(ResourceContents contents) {
        ObjectNode o = Json.object();
        o.put("uri", contents.uri());
        putIfPresent(o, "mimeType", contents.mimeType());
        ObjectNode meta;
        if (contents instanceof TextResourceContents t) {
            o.put("text", t.text());
            meta = t.meta();
        } else {
            BlobResourceContents b = (BlobResourceContents) contents;
            o.put("blob", b.blob());
            meta = b.meta();
        }
        putMeta(o, meta);
        return o;
    }

    /**
     * Reads the contents of a resource: text when it has a {@code text} member, a blob otherwise.
     *
     * @param node the contents' JSON form
     * @return the contents
     * @throws IllegalArgumentException if it is not an object, or the {@code uri}, or the
     *                                  {@code text} or {@code blob}, is missing
     */
    public static ResourceContents readResourceContents(@Nullable JsonNode node) {
        JsonNode n = object(node, "Resource contents");
        return n.has("text")
                ? new TextResourceContents(required(n, "uri"), optional(n, "mimeType"), required(n, "text"), meta(n))
                : new BlobResourceContents(required(n, "uri"), optional(n, "mimeType"), required(n, "blob"), meta(n));
    }

    // ---------------------------------------------------------------- prompts

    /**
     * Writes a prompt as {@code prompts/list} lists it.
     *
     * @param prompt the prompt
     * @return its JSON form
     */
    public static ObjectNode writePrompt(Prompt prompt) {
        ObjectNode o = Json.object();
        o.put("name", prompt.name());
        putIfPresent(o, "title", prompt.title());
        putIfPresent(o, "description", prompt.description());
        if (!prompt.arguments().isEmpty()) {
            ArrayNode args = o.putArray("arguments");
            for (PromptArgument a : prompt.arguments()) {
                ObjectNode arg = args.addObject();
                arg.put("name", a.name());
                putIfPresent(arg, "title", a.title());
                putIfPresent(arg, "description", a.description());
                if (a.required()) {
                    arg.put("required", true);
                }
            }
        }
        putIcons(o, prompt.icons());
        putMeta(o, prompt.meta());
        return o;
    }

    /**
     * Reads a prompt as {@code prompts/list} lists it.
     *
     * @param node the prompt's JSON form
     * @return the prompt
     * @throws IllegalArgumentException if it is malformed (no name, an argument without a name or
     *                                  declared twice, say)
     */
    public static Prompt readPrompt(@Nullable JsonNode node) {
        JsonNode n = object(node, "A prompt");
        Prompt.Builder b = Prompt.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .icons(icons(n))
                .meta(meta(n));
        for (JsonNode a : optionalArray(n, "arguments")) {
            JsonNode arg = object(a, "A prompt argument");
            Boolean required = flag(arg, "required");
            b.argument(new PromptArgument(required(arg, "name"), optional(arg, "title"), optional(arg, "description"),
                    required != null && required));
        }
        return b.build();
    }

    /**
     * Writes the result of {@code prompts/get}.
     *
     * @param result the result
     * @return its JSON form
     */
    public static ObjectNode writeGetPromptResult(GetPromptResult result) {
        ObjectNode o = Json.object();
        putIfPresent(o, "description", result.description());
        ArrayNode messages = o.putArray("messages");
        for (PromptMessage m : result.messages()) {
            messages.addObject().put("role", m.role().wire()).set("content", writeContent(m.content()));
        }
        return o;
    }

    /**
     * Reads the result of {@code prompts/get}.
     *
     * @param node the result's JSON form
     * @return the result
     * @throws IllegalArgumentException if it has no {@code messages} array, or a message has an
     *                                  unknown role or a malformed content block
     */
    public static GetPromptResult readGetPromptResult(@Nullable JsonNode node) {
        JsonNode n = object(node, "A prompt's result");
        List<PromptMessage> messages = new ArrayList<>();
        for (JsonNode m : requiredArray(n, "messages")) {
            JsonNode message = object(m, "A prompt message");
            messages.add(new PromptMessage(role(message), readContent(message.get("content"))));
        }
        return new GetPromptResult(optional(n, "description"), messages);
    }

    // ---------------------------------------------------------------- content

    /**
     * Writes content blocks.
     *
     * @param content the blocks
     * @return their JSON form, an array
     */
    public static ArrayNode writeContents(List<? extends Content> content) {
        ArrayNode a = Json.nodes().arrayNode(content.size());
        for (Content c : content) {
            a.add(writeContent(c));
        }
        return a;
    }

    /**
     * Reads an array of content blocks.
     *
     * @param node the array
     * @return the blocks
     * @throws IllegalArgumentException if it is not an array or a block is malformed
     */
    public static List<Content> readContents(@Nullable JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new IllegalArgumentException("Content must be an array");
        }
        List<Content> out = new ArrayList<>();
        node.forEach(c -> out.add(readContent(c)));
        return out;
    }

    /**
     * Writes a content block of a result or a prompt message.
     *
     * @param content the block
     * @return its JSON form
     */
    public static ObjectNode writeContent(Content content) {
        ObjectNode o = Json.object();
        ObjectNode meta;
        if (content instanceof TextContent t) {
            o.put("type", "text");
            o.put("text", t.text());
            meta = t.meta();
        } else if (content instanceof ImageContent i) {
            o.put("type", "image");
            o.put("data", i.data());
            o.put("mimeType", i.mimeType());
            meta = i.meta();
        } else if (content instanceof AudioContent au) {
            o.put("type", "audio");
            o.put("data", au.data());
            o.put("mimeType", au.mimeType());
            meta = au.meta();
        } else if (content instanceof ResourceLink l) {
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
            EmbeddedResource e = (EmbeddedResource) content;
            o.put("type", "resource");
            o.set("resource", writeResourceContents(e.resource()));
            meta = e.meta();
        }
        putAnnotations(o, content.annotations());
        putMeta(o, meta);
        return o;
    }

    /**
     * Reads a content block of a result or a prompt message: text, an image, audio, a resource
     * link or an embedded resource.
     *
     * @param node the block's JSON form
     * @return the block
     * @throws IllegalArgumentException if it is malformed or of a type this SDK does not know
     */
    public static Content readContent(@Nullable JsonNode node) {
        JsonNode n = object(node, "A content block");
        String type = type(n);
        Annotations ann = annotations(n);
        ObjectNode meta = meta(n);
        switch (type) {
            case "text":
                return new TextContent(required(n, "text"), ann, meta);
            case "image":
                return new ImageContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "audio":
                return new AudioContent(required(n, "data"), required(n, "mimeType"), ann, meta);
            case "resource_link":
                return new ResourceLink(required(n, "uri"), required(n, "name"), optional(n, "title"),
                        optional(n, "description"), optional(n, "mimeType"), size(n), icons(n), ann, meta);
            case "resource":
                return new EmbeddedResource(readResourceContents(n.get("resource")), ann, meta);
            default:
                throw new IllegalArgumentException("Unknown content type \"" + type + "\"");
        }
    }

    /**
     * Writes a content block of a sampling message: text, an image, audio, or a tool's use or
     * result.
     *
     * @param content the block
     * @return its JSON form
     */
    public static ObjectNode writeSamplingContent(SamplingContent content) {
        if (content instanceof Content c) {
            return writeContent(c);
        }
        ObjectNode o = Json.object();
        ObjectNode meta;
        if (content instanceof ToolUseContent use) {
            o.put("type", "tool_use");
            o.put("id", use.id());
            o.put("name", use.name());
            o.set("input", use.input());
            meta = use.meta();
        } else {
            ToolResultContent result = (ToolResultContent) content;
            o.put("type", "tool_result");
            o.put("toolUseId", result.toolUseId());
            o.set("content", writeContents(result.content()));
            if (result.structuredContent() != null) {
                o.set("structuredContent", result.structuredContent());
            }
            if (result.isError()) {
                o.put("isError", true);
            }
            meta = result.meta();
        }
        putMeta(o, meta);
        return o;
    }

    /**
     * Reads a content block of a sampling message.
     *
     * @param node the block's JSON form
     * @return the block
     * @throws IllegalArgumentException if it is malformed or of a type sampling does not carry
     *                                  (a resource link or an embedded resource)
     */
    public static SamplingContent readSamplingContent(@Nullable JsonNode node) {
        JsonNode n = object(node, "A content block");
        switch (type(n)) {
            case "tool_use": {
                if (!(n.get("input") instanceof ObjectNode input)) {
                    throw new IllegalArgumentException("A tool_use block needs an input object");
                }
                return new ToolUseContent(required(n, "id"), required(n, "name"), input, meta(n));
            }
            case "tool_result":
                return new ToolResultContent(required(n, "toolUseId"), readContents(requiredArray(n, "content")),
                        present(n, "structuredContent"), isError(n), meta(n));
            default: {
                Content c = readContent(n);
                if (c instanceof SamplingContent s) {
                    return s;
                }
                throw new IllegalArgumentException("Content type \"" + type(n) + "\" cannot be sampled");
            }
        }
    }

    /**
     * Writes the annotations of a content block, resource or template.
     *
     * @param annotations the annotations
     * @return their JSON form
     */
    public static ObjectNode writeAnnotations(Annotations annotations) {
        ObjectNode o = Json.object();
        if (!annotations.audience().isEmpty()) {
            ArrayNode arr = o.putArray("audience");
            annotations.audience().forEach(r -> arr.add(r.wire()));
        }
        if (annotations.priority() != null) {
            o.put("priority", annotations.priority());
        }
        putIfPresent(o, "lastModified", annotations.lastModified());
        return o;
    }

    /**
     * Reads the annotations of a content block, resource or template.
     *
     * @param node the annotations' JSON form
     * @return the annotations
     * @throws IllegalArgumentException if it is malformed (an unknown role, a priority outside 0 to
     *                                  1, say)
     */
    public static Annotations readAnnotations(@Nullable JsonNode node) {
        JsonNode n = object(node, "Annotations");
        List<Role> audience = new ArrayList<>();
        for (JsonNode r : optionalArray(n, "audience")) {
            if (!r.isString()) {
                throw new IllegalArgumentException("An audience holds roles, not " + r.getNodeType());
            }
            audience.add(Role.fromWire(r.stringValue()));
        }
        JsonNode priority = present(n, "priority");
        if (priority != null && !priority.isNumber()) {
            throw new IllegalArgumentException("Field \"priority\" must be a number");
        }
        return new Annotations(audience, priority == null ? null : priority.doubleValue(), optional(n, "lastModified"));
    }

    // ---------------------------------------------------------------- implementations and icons

    /**
     * Writes a client's or server's name and version, as {@code clientInfo} and {@code serverInfo}.
     *
     * @param implementation the implementation
     * @return its JSON form
     */
    public static ObjectNode writeImplementation(Implementation implementation) {
        ObjectNode o = Json.object();
        o.put("name", implementation.name());
        putIfPresent(o, "title", implementation.title());
        o.put("version", implementation.version());
        putIfPresent(o, "description", implementation.description());
        putIfPresent(o, "websiteUrl", implementation.websiteUrl());
        putIcons(o, implementation.icons());
        return o;
    }

    /**
     * Reads a client's or server's name and version.
     *
     * @param node the implementation's JSON form
     * @return the implementation
     * @throws IllegalArgumentException if it is malformed (no name or version, say)
     */
    public static Implementation readImplementation(@Nullable JsonNode node) {
        JsonNode n = object(node, "An implementation");
        return Implementation.builder(required(n, "name"), required(n, "version"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .websiteUrl(optional(n, "websiteUrl"))
                .icons(icons(n))
                .build();
    }

    /**
     * Writes an icon.
     *
     * @param icon the icon
     * @return its JSON form
     */
    public static ObjectNode writeIcon(Icon icon) {
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

    /**
     * Reads an icon.
     *
     * @param node the icon's JSON form
     * @return the icon
     * @throws IllegalArgumentException if it is malformed (no {@code src}, an unknown theme, say)
     */
    public static Icon readIcon(@Nullable JsonNode node) {
        JsonNode n = object(node, "An icon");
        List<String> sizes = new ArrayList<>();
        for (JsonNode s : optionalArray(n, "sizes")) {
            if (!s.isString()) {
                throw new IllegalArgumentException("Icon sizes are strings, not " + s.getNodeType());
            }
            sizes.add(s.stringValue());
        }
        return new Icon(required(n, "src"), optional(n, "mimeType"), sizes, optional(n, "theme"));
    }

    // ---------------------------------------------------------------- members

    private static JsonNode object(@Nullable JsonNode n, String what) {
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException(what + " must be an object");
        }
        return n;
    }

    /** The member, or {@code null} when it is absent or JSON {@code null}. */
    private static @Nullable JsonNode present(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v;
    }

    private static String required(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isString()) {
            throw new IllegalArgumentException("Missing string field \"" + field + "\"");
        }
        return v.stringValue();
    }

    private static @Nullable String optional(JsonNode n, String field) {
        JsonNode v = present(n, field);
        if (v != null && !v.isString()) {
            throw new IllegalArgumentException("Field \"" + field + "\" must be a string");
        }
        return v == null ? null : v.stringValue();
    }

    private static @Nullable Boolean flag(JsonNode n, String field) {
        JsonNode v = present(n, field);
        if (v != null && !v.isBoolean()) {
            throw new IllegalArgumentException("Field \"" + field + "\" must be a boolean");
        }
        return v == null ? null : v.booleanValue();
    }

    private static boolean isError(JsonNode n) {
        Boolean error = flag(n, "isError");
        return error != null && error;
    }

    private static @Nullable Long size(JsonNode n) {
        JsonNode v = present(n, "size");
        if (v != null && !(v.isIntegralNumber() && v.canConvertToLong())) {
            throw new IllegalArgumentException("Field \"size\" must be an integer");
        }
        return v == null ? null : v.longValue();
    }

    private static JsonNode requiredArray(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isArray()) {
            throw new IllegalArgumentException("Missing array field \"" + field + "\"");
        }
        return v;
    }

    private static Iterable<JsonNode> optionalArray(JsonNode n, String field) {
        JsonNode v = present(n, field);
        if (v == null) {
            return List.of();
        }
        if (!v.isArray()) {
            throw new IllegalArgumentException("Field \"" + field + "\" must be an array");
        }
        return v;
    }

    private static String type(JsonNode n) {
        JsonNode v = n.get("type");
        return v != null && v.isString() ? v.stringValue() : "";
    }

    private static Role role(JsonNode n) {
        return Role.fromWire(required(n, "role"));
    }

    private static @Nullable Annotations annotations(JsonNode n) {
        JsonNode a = present(n, "annotations");
        return a == null ? null : readAnnotations(a);
    }

    private static List<Icon> icons(JsonNode n) {
        List<Icon> icons = new ArrayList<>();
        optionalArray(n, "icons").forEach(i -> icons.add(readIcon(i)));
        return icons;
    }

    private static @Nullable ObjectNode meta(JsonNode n) {
        JsonNode m = present(n, "_meta");
        if (m != null && !m.isObject()) {
            throw new IllegalArgumentException("Field \"_meta\" must be an object");
        }
        return (ObjectNode) m;
    }

    private static void putIcons(ObjectNode o, List<Icon> icons) {
        if (!icons.isEmpty()) {
            ArrayNode a = o.putArray("icons");
            icons.forEach(i -> a.add(writeIcon(i)));
        }
    }

    private static void putAnnotations(ObjectNode o, @Nullable Annotations annotations) {
        if (annotations != null) {
            o.set("annotations", writeAnnotations(annotations));
        }
    }

    private static void putMeta(ObjectNode o, @Nullable ObjectNode meta) {
        if (meta != null) {
            o.set("_meta", meta);
        }
    }

    private static void putIfPresent(ObjectNode o, String field, @Nullable String value) {
        if (value != null) {
            o.put(field, value);
        }
    }

    private static void putIfPresent(ObjectNode o, String field, @Nullable Boolean value) {
        if (value != null) {
            o.put(field, value);
        }
    }
}
