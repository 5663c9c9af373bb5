package dev.mcpj.server.internal;

import com.networknt.schema.Schema;
import dev.mcpj.server.ServerTool;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool as the server keeps it: compiled schemas and its wire form, all prepared once at
 * registration so that calls and listings do no schema work.
 *
 * @param output the compiled output schema, or {@code null} when the tool declares none
 */
record RegisteredTool(ServerTool tool, Schema input, Schema output, ObjectNode wire) {
    String name() {
        return tool.tool().name();
    }
}
