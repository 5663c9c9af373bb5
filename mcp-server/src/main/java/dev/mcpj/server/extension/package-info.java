/**
 * Protocol extensions (SEP-2133): an {@link dev.mcpj.server.extension.Extension} names itself with
 * a {@code vendor-prefix/name} identifier, advertises its settings to clients, and may bring its
 * own methods, tools, resources and an interceptor of tool calls. Nothing here is active until an
 * extension is given to {@link dev.mcpj.server.McpServer.Builder#extension}.
 */
@NullMarked
package dev.mcpj.server.extension;

import org.jspecify.annotations.NullMarked;
