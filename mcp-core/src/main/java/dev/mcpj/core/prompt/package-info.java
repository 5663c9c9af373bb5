/** Prompt templates, their arguments, and rendered prompts. */
@NullMarked
package dev.mcpj.core.prompt;

import org.jspecify.annotations.NullMarked;
