/** The stdio transport: {@link dev.mcpj.transport.stdio.StdioTransport} serves a server over standard input and output. */
@NullMarked
package dev.mcpj.transport.stdio;

import org.jspecify.annotations.NullMarked;
