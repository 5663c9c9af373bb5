package dev.mcpj.server.internal.wire;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.tool.Tool;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code sampling/createMessage}: the server's request for a completion by the
 * client's model. Optional fields are {@code null} (or empty) when not sent.
 *
 * @param messages         the conversation so far
 * @param maxTokens        how many tokens the model may produce
 * @param systemPrompt     the system prompt
 * @param modelPreferences what the server would like in a model
 * @param temperature      the sampling temperature
 * @param stopSequences    where generation stops
 * @param includeContext   the wire value of the context to include ({@code none}, {@code thisServer}, {@code allServers})
 * @param metadata         provider-specific metadata, sent as is
 * @param tools            the tools the model may ask to use
 * @param toolChoice       the wire value of the tool choice mode ({@code auto}, {@code required}, {@code none})
 */
public record CreateMessageParams(List<Message> messages, int maxTokens, String systemPrompt,
                                  Preferences modelPreferences, Double temperature, List<String> stopSequences,
                                  String includeContext, ObjectNode metadata, List<Tool> tools, String toolChoice) {

    /** One message of the conversation; one block is sent as an object, several as an array. */
    public record Message(Role role, List<SamplingContent> content) {
        public Message {
            Objects.requireNonNull(role, "role");
            content = List.copyOf(content);
        }
    }

    /** The model preferences; each priority is {@code null} when not given. */
    public record Preferences(List<String> hints, Double costPriority, Double speedPriority,
                              Double intelligencePriority) {
        public Preferences {
            hints = List.copyOf(hints);
        }
    }

    public CreateMessageParams {
        messages = List.copyOf(messages);
        stopSequences = List.copyOf(stopSequences);
        tools = List.copyOf(tools);
    }

    /** The params object. */
    public ObjectNode toJson() {
        ObjectNode params = Json.object();
        ArrayNode list = params.putArray("messages");
        for (Message m : messages) {
            ObjectNode message = list.addObject().put("role", m.role().wire());
            if (m.content().size() == 1) {
                message.set("content", McpJson.writeSamplingContent(m.content().get(0)));
            } else {
                ArrayNode blocks = message.putArray("content");
                m.content().forEach(c -> blocks.add(McpJson.writeSamplingContent(c)));
            }
        }
        params.put("maxTokens", maxTokens);
        if (systemPrompt != null) {
            params.put("systemPrompt", systemPrompt);
        }
        if (modelPreferences != null) {
            params.set("modelPreferences", preferences(modelPreferences));
        }
        if (temperature != null) {
            params.put("temperature", temperature);
        }
        if (!stopSequences.isEmpty()) {
            ArrayNode stops = params.putArray("stopSequences");
            stopSequences.forEach(stops::add);
        }
        if (includeContext != null) {
            params.put("includeContext", includeContext);
        }
        if (metadata != null) {
            params.set("metadata", metadata);
        }
        if (!tools.isEmpty()) {
            ArrayNode array = params.putArray("tools");
            tools.forEach(t -> array.add(McpJson.writeTool(t)));
        }
        if (toolChoice != null) {
            params.putObject("toolChoice").put("mode", toolChoice);
        }
        return params;
    }

    private static ObjectNode preferences(Preferences p) {
        ObjectNode o = Json.object();
        if (!p.hints().isEmpty()) {
            ArrayNode hints = o.putArray("hints");
            p.hints().forEach(h -> hints.addObject().put("name", h));
        }
        if (p.costPriority() != null) {
            o.put("costPriority", p.costPriority());
        }
        if (p.speedPriority() != null) {
            o.put("speedPriority", p.speedPriority());
        }
        if (p.intelligencePriority() != null) {
            o.put("intelligencePriority", p.intelligencePriority());
        }
        return o;
    }
}
