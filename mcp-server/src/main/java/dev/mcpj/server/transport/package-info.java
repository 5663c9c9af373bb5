/** The transport SPI (start, send, close) and the in-memory transport. */
package dev.mcpj.server.transport;
