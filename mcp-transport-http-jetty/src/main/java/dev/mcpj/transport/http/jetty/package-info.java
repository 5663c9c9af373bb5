/**
 * Streamable HTTP on embedded Jetty 12: see {@link dev.mcpj.transport.http.jetty.JettyMcpServer}.
 */
package dev.mcpj.transport.http.jetty;
