package dev.mcpj.test.internal;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.jsonrpc.McpJson;
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
 * Reads what a server sends into the SDK's types: the client's side of the codec. The protocol
 * types are read by {@link McpJson}, through {@link #read}; what is read here are the server
 * module's types a test sees ({@link Completion}, {@link SamplingRequest}). A malformed message is an {@link AssertionError},
 * since for a test kit it means the server under test broke the protocol.
 */
public final class Decode {
    private Decode() {
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
                .systemPrompt(n.path("systemPrompt").isString() ? n.get("systemPrompt").stringValue() : null);
        for (JsonNode m : n.path("messages")) {
            JsonNode c = m.get("content");
            List<SamplingContent> blocks = new ArrayList<>();
            if (c != null && c.isArray()) {
                c.forEach(block -> blocks.add(read(McpJson::readSamplingContent, block)));
            } else {
                blocks.add(read(McpJson::readSamplingContent, c));
            }
            b.message(new SamplingMessage(read(Role::fromWire, m.path("role").asString("")), blocks));
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
            n.get("tools").forEach(t -> tools.add(read(McpJson::readTool, t)));
            b.tools(tools);
        }
        if (n.path("toolChoice").isObject()) {
            b.toolChoice(ToolChoice.valueOf(n.get("toolChoice").path("mode").asString("auto").toUpperCase(Locale.ROOT)));
        }
        return b.build();
    }

    /** Reads with {@code reader}; malformed input fails the test, quoting what the server sent. */
    public static <T, N> T read(Function<N, T> reader, N n) {
        try {
            return reader.apply(n);
        } catch (IllegalArgumentException e) {
            throw new AssertionError("The server sent a malformed message: " + e.getMessage() + " in " + n, e);
        }
    }
}
