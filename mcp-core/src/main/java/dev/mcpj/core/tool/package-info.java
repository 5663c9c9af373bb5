/** Tool definitions, their behaviour hints, and tool call results. */
@NullMarked
package dev.mcpj.core.tool;

import org.jspecify.annotations.NullMarked;
