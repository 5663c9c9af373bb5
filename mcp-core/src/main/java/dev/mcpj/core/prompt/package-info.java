/** Prompt templates, their arguments, and rendered prompts. */
package dev.mcpj.core.prompt;
