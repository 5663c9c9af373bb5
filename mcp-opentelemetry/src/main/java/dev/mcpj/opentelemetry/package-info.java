/**
 * OpenTelemetry for an mcpj server: {@link dev.mcpj.opentelemetry.McpTelemetry}, an interceptor
 * that traces every request with a server span and records the operation and session duration
 * histograms, as the OpenTelemetry semantic conventions for MCP describe.
 */
@NullMarked
package dev.mcpj.opentelemetry;

import org.jspecify.annotations.NullMarked;
