package dev.mcpj.server.internal.wire;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The params of {@code logging/setLevel} (protocol 2025-11-25 and earlier). */
public final class SetLevelParams {
    private SetLevelParams() {
    }

    /**
     * The level asked for as sent, or {@code null} when absent; which names are levels is the
     * server's to check.
     */
    public static JsonNode levelOf(ObjectNode params) {
        return params == null ? null : params.get("level");
    }
}
