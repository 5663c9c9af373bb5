/**
 * A test kit for MCP servers built with mcpj: {@link dev.mcpj.test.McpTestClient}, a typed client
 * over the in-memory transport; {@link dev.mcpj.test.McpAssertions}, AssertJ assertions on its
 * results; and {@link dev.mcpj.test.McpTestExtension}, a JUnit 5 extension that connects a client
 * to the server a test declares.
 */
module dev.mcpj.test {
    requires static org.jspecify;
    requires transitive dev.mcpj.server;
    requires transitive org.assertj.core;
    requires transitive org.junit.jupiter.api;

    exports dev.mcpj.test;
}
