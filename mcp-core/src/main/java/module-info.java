/**
 * Protocol types of the Model Context Protocol: JSON-RPC envelopes, tools, content blocks and
 * results, as immutable values. Raw JSON (schemas, arguments, structured content) is carried as
 * Jackson 3 trees.
 */
module dev.mcpj.core {
    requires transitive tools.jackson.databind;
    requires static org.jspecify;

    exports dev.mcpj.core;
    exports dev.mcpj.core.jsonrpc;
    exports dev.mcpj.core.content;
    exports dev.mcpj.core.tool;
    exports dev.mcpj.core.resource;
    exports dev.mcpj.core.prompt;
    exports dev.mcpj.core.internal to dev.mcpj.server;
}
