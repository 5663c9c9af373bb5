package dev.mcpj.test.internal;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.internal.WireReader;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Completion;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.ToolChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads what a server sends into the SDK's protocol types, with the core's client-side readers
 * ({@link WireReader}, the inverse of what the server writes). A malformed message is an
 * {@link AssertionError}, since for a test kit it means the server under test broke the protocol.
 */
public final class Decode {
    private Decode() {
    }

    public static Tool tool(JsonNode n) {
        return read("tool", n, WireReader::tool);
    }

    public static Resource resource(JsonNode n) {
        return read("resource", n, WireReader::resource);
    }

    public static ResourceTemplate resourceTemplate(JsonNode n) {
        return read("resource template", n, WireReader::resourceTemplate);
    }

    public static Prompt prompt(JsonNode n) {
        return read("prompt", n, WireReader::prompt);
    }

    public static CallToolResult callToolResult(JsonNode n) {
        return read("tools/call result", n, WireReader::callToolResult);
    }

    public static GetPromptResult getPromptResult(JsonNode n) {
        return read("prompts/get result", n, WireReader::getPromptResult);
    }

    public static List<ResourceContents> resourceContents(JsonNode n) {
        return read("resources/read result", n, WireReader::readResourceResult);
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
        SamplingRequest.Builder b = SamplingRequest.builder(n.path("maxTokens").asInt(1));
        if (n.path("systemPrompt").isString()) {
            b.systemPrompt(n.get("systemPrompt").stringValue());
        }
        for (JsonNode m : n.path("messages")) {
            JsonNode c = m.get("content");
            List<SamplingContent> blocks = new ArrayList<>();
            if (c != null && c.isArray()) {
                c.forEach(block -> blocks.add(read("sampling content", block, Wire::readSamplingContent)));
            } else {
                blocks.add(read("sampling content", c, Wire::readSamplingContent));
            }
            b.message(new SamplingMessage(read("sampling message role", m, r -> Role.fromWire(r.path("role").asString(""))), blocks));
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

    /** Reads {@code n} with {@code reader}; a malformed value fails the test that received it. */
    private static <T> T read(String what, JsonNode n, Function<JsonNode, T> reader) {
        try {
            return reader.apply(n);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new AssertionError("The server sent a malformed " + what + " (" + e.getMessage() + "): " + n, e);
        }
    }
}
