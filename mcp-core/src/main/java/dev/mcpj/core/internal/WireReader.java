package dev.mcpj.core.internal;

import dev.mcpj.core.Icon;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.Role;
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
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads what a server writes with {@link Wire} back into the protocol types: the client's side of
 * the codec, for the test kit and for tests that check what a server sent. Each reader is the
 * inverse of the {@link Wire} writer of the same name, so that writing a value and reading it back
 * gives an equal value.
 *
 * <p>A malformed value is an {@link IllegalArgumentException} that says which field is wrong.
 */
public final class WireReader {
    private WireReader() {
    }

    /** Reads a tool of a {@code tools/list} result. */
    public static Tool tool(JsonNode n) {
        Tool.Builder b = Tool.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .icons(icons(n));
        if (!(n.get("inputSchema") instanceof ObjectNode input)) {
            throw new IllegalArgumentException("Tool \"" + n.path("name").asString() + "\" has no inputSchema object");
        }
        b.inputSchema(input);
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

    /** Reads a resource of a {@code resources/list} result. */
    public static Resource resource(JsonNode n) {
        Resource.Builder b = Resource.builder(required(n, "uri"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .icons(icons(n))
                .annotations(annotations(n))
                .meta(meta(n));
        if (n.path("size").isIntegralNumber()) {
            b.size(n.get("size").longValue());
        }
        return b.build();
    }

    /** Reads a template of a {@code resources/templates/list} result. */
    public static ResourceTemplate resourceTemplate(JsonNode n) {
        return ResourceTemplate.builder(required(n, "uriTemplate"), required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .mimeType(optional(n, "mimeType"))
                .icons(icons(n))
                .annotations(annotations(n))
                .meta(meta(n))
                .build();
    }

    /** Reads a prompt of a {@code prompts/list} result. */
    public static Prompt prompt(JsonNode n) {
        Prompt.Builder b = Prompt.builder(required(n, "name"))
                .title(optional(n, "title"))
                .description(optional(n, "description"))
                .icons(icons(n))
                .meta(meta(n));
        for (JsonNode a : n.path("arguments")) {
            b.argument(new PromptArgument(required(a, "name"), optional(a, "title"), optional(a, "description"),
                    a.path("required").asBoolean(false)));
        }
        return b.build();
    }

    /** Reads the result of a {@code tools/call}. */
    public static CallToolResult callToolResult(JsonNode n) {
        JsonNode structured = n.get("structuredContent");
        return new CallToolResult(contents(n.path("content")), structured == null || structured.isNull() ? null : structured,
                Wire.isToolError(n), meta(n));
    }

    /** Reads the result of a {@code prompts/get}. */
    public static GetPromptResult getPromptResult(JsonNode n) {
        List<PromptMessage> messages = new ArrayList<>();
        for (JsonNode m : n.path("messages")) {
            messages.add(new PromptMessage(Role.fromWire(required(m, "role")), Wire.readContent(m.get("content"))));
        }
        return new GetPromptResult(optional(n, "description"), messages);
    }

    /** Reads the contents of a {@code resources/read} result. */
    public static List<ResourceContents> readResourceResult(JsonNode n) {
        List<ResourceContents> out = new ArrayList<>();
        for (JsonNode c : n.path("contents")) {
            out.add(Wire.readResourceContents(c));
        }
        return out;
    }

    private static List<Content> contents(JsonNode array) {
        List<Content> out = new ArrayList<>();
        for (JsonNode c : array) {
            out.add(Wire.readContent(c));
        }
        return out;
    }

    private static List<Icon> icons(JsonNode n) {
        List<Icon> out = new ArrayList<>();
        for (JsonNode i : n.path("icons")) {
            List<String> sizes = new ArrayList<>();
            i.path("sizes").forEach(s -> sizes.add(s.asString()));
            out.add(new Icon(required(i, "src"), optional(i, "mimeType"), sizes, optional(i, "theme")));
        }
        return out;
    }

    private static Annotations annotations(JsonNode n) {
        return n.get("annotations") instanceof ObjectNode a ? Wire.readAnnotations(a) : null;
    }

    private static ObjectNode meta(JsonNode n) {
        return n.get("_meta") instanceof ObjectNode m ? m : null;
    }

    private static String required(JsonNode n, String field) {
        JsonNode v = n == null ? null : n.get(field);
        if (v == null || !v.isString()) {
            throw new IllegalArgumentException("Missing string field \"" + field + "\" in " + n);
        }
        return v.stringValue();
    }

    private static String optional(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && v.isString() ? v.stringValue() : null;
    }
}
