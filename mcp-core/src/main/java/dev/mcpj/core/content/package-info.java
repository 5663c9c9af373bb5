/** Content blocks (text, image, audio, resource links, embedded resources) and their annotations. */
package dev.mcpj.core.content;
