/**
 * Interception of requests: an {@link dev.mcpj.server.intercept.Interceptor} registered on
 * {@link dev.mcpj.server.McpServer.Builder#intercept(Interceptor)} sees every {@code tools/call},
 * list, {@code resources/read}, {@code prompts/get} and {@code completion/complete} before it is
 * served, in both protocol eras and on every transport, and may pass it on, watch its
 * {@link dev.mcpj.server.intercept.Outcome}, answer it or fail it. Two come ready to use:
 * {@link dev.mcpj.server.intercept.RateLimit} and {@link dev.mcpj.server.intercept.AuditLog}. A
 * {@link dev.mcpj.server.intercept.Visibility} decides what each caller sees of the tools,
 * resources, templates and prompts.
 */
@NullMarked
package dev.mcpj.server.intercept;

import org.jspecify.annotations.NullMarked;
