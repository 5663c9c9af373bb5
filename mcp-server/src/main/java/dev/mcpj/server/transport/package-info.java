/**
 * The transport SPI (start, send, close; a {@link dev.mcpj.server.transport.ReadLoop} lent with
 * each frame by transports that read on one thread) and the in-memory transport.
 */
@NullMarked
package dev.mcpj.server.transport;

import org.jspecify.annotations.NullMarked;
