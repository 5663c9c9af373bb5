/** Content blocks (text, image, audio, resource links, embedded resources) and their annotations. */
@NullMarked
package dev.mcpj.core.content;

import org.jspecify.annotations.NullMarked;
