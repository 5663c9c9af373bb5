/**
 * The transport SPI (start, send, close; a {@link dev.mcpj.server.transport.ReadLoop} lent with
 * each frame by transports that read on one thread) and the in-memory transport.
 */
package dev.mcpj.server.transport;
