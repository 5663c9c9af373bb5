package dev.mcpj.test.internal;

import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingResult;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes the client's answers to the server's questions; their content blocks are written by
 * {@link McpJson}.
 */
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
            o.set("content", McpJson.writeSamplingContent(r.content()));
        } else {
            ArrayNode blocks = o.putArray("content");
            r.contents().forEach(c -> blocks.add(McpJson.writeSamplingContent(c)));
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
}
