package dev.mcpj.server.internal.wire;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.McpJson;
import tools.jackson.databind.node.ObjectNode;

/**
 * The result of {@code initialize} (protocol 2025-11-25 and earlier).
 *
 * @param protocolVersion the revision the connection speaks from now on
 * @param capabilities    what the server declares
 * @param serverInfo      the server's name and version
 * @param instructions    how to use the server, for the model; {@code null} for none
 */
public record InitializeResult(String protocolVersion, Capabilities capabilities, Implementation serverInfo,
                               String instructions) {

    /** The result object. */
    public ObjectNode toJson() {
        ObjectNode result = Json.object();
        result.put("protocolVersion", protocolVersion);
        result.set("capabilities", capabilities.toJson());
        result.set("serverInfo", McpJson.writeImplementation(serverInfo));
        if (instructions != null) {
            result.put("instructions", instructions);
        }
        return result;
    }
}
