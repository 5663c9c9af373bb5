/** The server API: {@link dev.mcpj.server.McpServer}, tool handlers, the request context, limits. */
package dev.mcpj.server;
