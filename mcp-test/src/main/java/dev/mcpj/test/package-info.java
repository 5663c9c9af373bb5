/** Testing an MCP server with JUnit 5: {@link dev.mcpj.test.McpTest} and {@link dev.mcpj.test.McpTestExtension} connect a {@link dev.mcpj.test.McpTestClient} to the server under test, and {@link dev.mcpj.test.McpAssertions} checks its answers. */
@NullMarked
package dev.mcpj.test;

import org.jspecify.annotations.NullMarked;
