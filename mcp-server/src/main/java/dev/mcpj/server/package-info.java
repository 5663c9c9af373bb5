/**
 * The server API: {@link dev.mcpj.server.McpServer}, tool handlers, the request context, limits.
 *
 * <p>Nullness, in every API package of mcpj: packages are {@code @NullMarked} (JSpecify), so a
 * parameter, return value or record component is never {@code null} unless it is marked
 * {@code @Nullable}, where {@code null} means "absent" (an optional field of the protocol, a
 * setting left to its default). {@link java.util.Optional} appears only as the return value of a
 * lookup ({@link dev.mcpj.server.McpServer#tool(String)} and its siblings); collections are never
 * {@code null}, but empty.
 */
@NullMarked
package dev.mcpj.server;

import org.jspecify.annotations.NullMarked;
