package dev.mcpj.server.internal.wire;


import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.RequestId;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code notifications/cancelled}, either way: read from a client's, written into
 * the server's own.
 *
 * @param requestId the request cancelled, or {@code null} when the notification named none readable
 * @param reason    why, or {@code ""}
 */
public record CancelledParams(RequestId requestId, String reason) {

    /** Reads a client's cancellation leniently: a notification is never answered, only ignored. */
    public static CancelledParams read(JsonNode params) {
        if (params == null) {
            return new CancelledParams(null, "");
        }
        return new CancelledParams(Wire.readId(params.get("requestId")), params.path("reason").asString(""));
    }

    /** The params object. */
    public ObjectNode toJson() {
        ObjectNode params = Json.object();
        params.set("requestId", Wire.idNode(requestId));
        params.put("reason", reason);
        return params;
    }
}
