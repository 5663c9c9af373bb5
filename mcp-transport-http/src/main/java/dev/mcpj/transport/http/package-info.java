/**
 * Serving an {@link dev.mcpj.server.McpServer} over Streamable HTTP: {@link
 * dev.mcpj.transport.http.HttpMcpServer} for the embedded server, {@link
 * dev.mcpj.transport.http.McpHttpServlet} for servlet containers, and {@link
 * dev.mcpj.transport.http.HttpTransportOptions} for what both enforce (allowed hosts and
 * origins, authentication, session and stream limits). {@link
 * dev.mcpj.transport.http.BearerAuthorization} makes the endpoint an OAuth 2.1 resource server:
 * bearer tokens checked by a {@link dev.mcpj.transport.http.TokenVerifier}, challenges, and
 * {@link dev.mcpj.transport.http.ProtectedResourceMetadata}.
 *
 * <p>The endpoint speaks both eras of the protocol. A POST whose {@code MCP-Protocol-Version}
 * header names a stateless revision (2026-07-28) is served on its own, without a session: its
 * metadata headers ({@code Mcp-Method}, {@code Mcp-Name}, {@code Mcp-Param-*}) must match its
 * body, it is answered with JSON or with an event stream scoped to it, and a client closing that
 * stream cancels it. A client that sends {@code initialize} gets a session of the 2025-11-25
 * profile: {@code Mcp-Session-Id}, the GET stream, {@code DELETE}, and resumption with
 * {@code Last-Event-ID}.
 */
@NullMarked
package dev.mcpj.transport.http;

import org.jspecify.annotations.NullMarked;
