package dev.mcpj.server.internal.wire;

import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskWire;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a server declares, as the {@code capabilities} object of an {@code initialize} result or a
 * {@code server/discover} result; every declared list announces its changes.
 *
 * @param tasks whether tool calls may run as tasks: {@code capabilities.tasks} in 2025-11-25, the
 *              {@code io.modelcontextprotocol/tasks} extension in 2026-07-28
 */
public record Capabilities(boolean tools, boolean logging, boolean resources, boolean resourceSubscriptions,
                           boolean prompts, boolean completions, boolean tasks) {

    /** The {@code capabilities} object of an {@code initialize} result (2025-11-25 and before). */
    public ObjectNode toJson() {
        return toJson(false);
    }

    /** The {@code capabilities} object of either era ({@code modern}: 2026-07-28). */
    public ObjectNode toJson(boolean modern) {
        ObjectNode caps = Json.object();
        if (tools) {
            caps.putObject("tools").put("listChanged", true);
        }
        if (logging) {
            caps.putObject("logging");
        }
        if (resources) {
            ObjectNode r = caps.putObject("resources");
            if (resourceSubscriptions) {
                r.put("subscribe", true);
            }
            r.put("listChanged", true);
        }
        if (prompts) {
            caps.putObject("prompts").put("listChanged", true);
        }
        if (completions) {
            caps.putObject("completions");
        }
        if (tasks && modern) {
            TaskWire.declareExtension(caps);
        } else if (tasks) {
            TaskWire.declareLegacy(caps);
        }
        return caps;
    }
}
