package dev.mcpj.core.internal;

import tools.jackson.databind.node.ObjectNode;

/**
 * What a server declares, as the {@code capabilities} object of an {@code initialize} result or a
 * {@code server/discover} result; every declared list announces its changes.
 */
public record Capabilities(boolean tools, boolean logging, boolean resources, boolean resourceSubscriptions,
                           boolean prompts, boolean completions) {

    /** The {@code capabilities} object. */
    public ObjectNode toJson() {
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
        return caps;
    }
}
