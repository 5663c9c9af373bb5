/**
 * Streamable HTTP on embedded Jetty 12: see {@link dev.mcpj.transport.http.jetty.JettyMcpServer}.
 */
@NullMarked
package dev.mcpj.transport.http.jetty;

import org.jspecify.annotations.NullMarked;
