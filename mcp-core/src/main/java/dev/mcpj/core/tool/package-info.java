/** Tool definitions, their behaviour hints, and tool call results. */
package dev.mcpj.core.tool;
