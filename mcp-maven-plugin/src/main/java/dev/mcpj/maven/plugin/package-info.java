/**
 * The goals of {@code mcp-maven-plugin} (prefix {@code mcp}): {@code package} makes a ready stdio
 * server with its launcher and startup archive, {@code config} and {@code install} give it to an MCP
 * client, {@code inspect} opens the official MCP Inspector on it.
 */
package dev.mcpj.maven.plugin;
