/**
 * Serving an {@link dev.mcpj.server.McpServer} over Streamable HTTP: {@link
 * dev.mcpj.transport.http.HttpMcpServer} for the embedded server, {@link
 * dev.mcpj.transport.http.McpHttpServlet} for servlet containers, and {@link
 * dev.mcpj.transport.http.HttpTransportOptions} for what both enforce (allowed hosts and
 * origins, authentication, session and stream limits).
 */
package dev.mcpj.transport.http;
