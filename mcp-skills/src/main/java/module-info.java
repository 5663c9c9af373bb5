/**
 * Skills over MCP (the {@code io.modelcontextprotocol/skills} extension): see
 * {@link dev.mcpj.skills.Skills}.
 */
module dev.mcpj.skills {
    requires transitive dev.mcpj.server;
    requires tools.jackson.dataformat.yaml;
    requires org.slf4j;
    requires static org.jspecify;

    exports dev.mcpj.skills;
}
