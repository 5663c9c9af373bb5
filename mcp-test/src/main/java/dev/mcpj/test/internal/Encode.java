package dev.mcpj.test.internal;

import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ImageContent;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingResult;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Writes the client's answers to the server's questions. */
public final class Encode {
    private Encode() {
    }

    public static ObjectNode elicitationResult(ElicitationResult r) {
        ObjectNode o = Exchange.JSON.createObjectNode().put("action", r.action().name().toLowerCase(Locale.ROOT));
        if (r.content() != null) {
            o.set("content", r.content());
        }
        return o;
    }

    public static ObjectNode samplingResult(SamplingResult r) {
        ObjectNode o = Exchange.JSON.createObjectNode().put("role", r.role().wire());
        if (r.contents().size() == 1) {
            o.set("content", samplingContent(r.content()));
        } else {
            ArrayNode blocks = o.putArray("content");
            r.contents().forEach(c -> blocks.add(samplingContent(c)));
        }
        o.put("model", r.model() == null ? "mcp-test" : r.model());
        if (r.stopReason() != null) {
            o.put("stopReason", r.stopReason());
        }
        return o;
    }

    public static ObjectNode roots(List<Root> roots) {
        ObjectNode o = Exchange.JSON.createObjectNode();
        ArrayNode list = o.putArray("roots");
        for (Root r : roots) {
            ObjectNode root = list.addObject().put("uri", r.uri());
            if (r.name() != null) {
                root.put("name", r.name());
            }
        }
        return o;
    }

    /** One block of a sampling answer: text, an image, audio, or a tool's use or result. */
    private static ObjectNode samplingContent(SamplingContent c) {
        if (c instanceof ToolUseContent u) {
            ObjectNode o = Exchange.JSON.createObjectNode().put("type", "tool_use").put("id", u.id()).put("name", u.name());
            o.set("input", u.input() == null ? Exchange.JSON.createObjectNode() : u.input());
            return o;
        }
        if (c instanceof ToolResultContent r) {
            ObjectNode o = Exchange.JSON.createObjectNode().put("type", "tool_result").put("toolUseId", r.toolUseId());
            ArrayNode content = o.putArray("content");
            r.content().forEach(block -> content.add(media(block)));
            if (r.structuredContent() != null) {
                o.set("structuredContent", r.structuredContent());
            }
            if (r.isError()) {
                o.put("isError", true);
            }
            return o;
        }
        return media((Content) c);
    }

    /** Text, an image or audio: what a model's answer or a tool's result given back to it holds. */
    private static ObjectNode media(Content c) {
        if (c instanceof TextContent t) {
            return Exchange.JSON.createObjectNode().put("type", "text").put("text", t.text());
        }
        if (c instanceof ImageContent i) {
            return Exchange.JSON.createObjectNode().put("type", "image").put("data", i.data()).put("mimeType", i.mimeType());
        }
        if (c instanceof AudioContent a) {
            return Exchange.JSON.createObjectNode().put("type", "audio").put("data", a.data()).put("mimeType", a.mimeType());
        }
        throw new IllegalArgumentException("A sampling answer holds text, an image, audio or tool content, not " + c);
    }
}
