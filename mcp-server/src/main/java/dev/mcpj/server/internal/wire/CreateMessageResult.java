package dev.mcpj.server.internal.wire;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.jsonrpc.McpJson;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The client's answer to {@code sampling/createMessage}.
 *
 * @param role       who wrote the message (the assistant, in practice)
 * @param content    its blocks; one block may be sent as an object, several as an array
 * @param model      the model that answered, or {@code null} when the client did not say
 * @param stopReason why generation stopped, or {@code null}
 */
public record CreateMessageResult(Role role, List<SamplingContent> content, String model, String stopReason) {

    public CreateMessageResult {
        content = List.copyOf(content);
    }

    /**
     * Reads and checks a client's answer.
     *
     * @throws IllegalArgumentException when the role is unknown or a block is malformed
     */
    public static CreateMessageResult read(JsonNode answer) {
        Role role = Role.fromWire(answer.path("role").asString(""));
        JsonNode c = answer.get("content");
        List<SamplingContent> content = new ArrayList<>();
        if (c != null && c.isArray()) {
            c.forEach(block -> content.add(McpJson.readSamplingContent(block)));
        } else {
            content.add(McpJson.readSamplingContent(c));
        }
        return new CreateMessageResult(role, content, answer.path("model").asString(null),
                answer.path("stopReason").asString(null));
    }
}
