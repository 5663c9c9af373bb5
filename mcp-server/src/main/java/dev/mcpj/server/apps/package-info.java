/**
 * MCP Apps (SEP-1865, the {@code io.modelcontextprotocol/ui} extension): HTML user interfaces a
 * host renders for a tool. An {@link dev.mcpj.server.apps.AppResource} is the {@code ui://}
 * document with its security requests, an {@link dev.mcpj.server.apps.AppLink} ties a tool to it,
 * and {@link dev.mcpj.server.apps.McpApps#clientSupportsApps} tells whether the client renders
 * Apps. A tool linked to an App still returns text: it is what the model, and any client without
 * Apps, sees.
 */
@NullMarked
package dev.mcpj.server.apps;

import org.jspecify.annotations.NullMarked;
