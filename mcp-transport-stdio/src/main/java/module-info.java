/** The stdio transport: newline-delimited JSON-RPC on standard input and output. */
module dev.mcpj.transport.stdio {
    requires static org.jspecify;
    requires transitive dev.mcpj.server;
    requires org.slf4j;

    exports dev.mcpj.transport.stdio;
}
