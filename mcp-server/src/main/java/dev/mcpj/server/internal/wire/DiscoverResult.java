package dev.mcpj.server.internal.wire;

import dev.mcpj.core.internal.Json;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The result of {@code server/discover} (protocol 2026-07-28).
 *
 * @param supportedVersions every revision the server speaks, stateless ones first
 * @param capabilities      what the server declares
 * @param instructions      how to use the server, for the model; {@code null} for none
 */
public record DiscoverResult(List<String> supportedVersions, Capabilities capabilities, String instructions) {

    public DiscoverResult {
        supportedVersions = List.copyOf(supportedVersions);
    }

    /** The result object. */
    public ObjectNode toJson() {
        ObjectNode result = Json.object();
        ArrayNode versions = result.putArray("supportedVersions");
        supportedVersions.forEach(versions::add);
        result.set("capabilities", capabilities.toJson(true));
        if (instructions != null) {
            result.put("instructions", instructions);
        }
        return result;
    }
}
