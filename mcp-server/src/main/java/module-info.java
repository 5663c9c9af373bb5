/**
 * The MCP server: build one with {@link dev.mcpj.server.McpServer#builder(String, String)},
 * register tools, and connect it to a transport.
 */
module dev.mcpj.server {
    requires transitive dev.mcpj.core;
    requires com.networknt.schema;
    requires org.slf4j;
    requires java.management;
    requires static org.jspecify;

    exports dev.mcpj.server;
    exports dev.mcpj.server.transport;
    exports dev.mcpj.server.client;
    exports dev.mcpj.server.intercept;
    exports dev.mcpj.server.cluster;
    exports dev.mcpj.server.task;
    exports dev.mcpj.server.extension;
    exports dev.mcpj.server.apps;
}
