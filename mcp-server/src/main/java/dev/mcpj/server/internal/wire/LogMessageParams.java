package dev.mcpj.server.internal.wire;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code notifications/message}, a log message for the client.
 *
 * @param level  the wire name of its severity ({@code info}, {@code error}, ...)
 * @param logger who logged it, or {@code null}
 * @param data   what was logged, or {@code null} (sent as JSON {@code null})
 */
public record LogMessageParams(String level, String logger, JsonNode data) {

    public LogMessageParams {
        Objects.requireNonNull(level, "level");
    }

    /** The params object. */
    public ObjectNode toJson() {
        ObjectNode p = Json.object();
        p.put("level", level);
        if (logger != null) {
            p.put("logger", logger);
        }
        p.set("data", data == null ? Json.nodes().nullNode() : data);
        return p;
    }
}
