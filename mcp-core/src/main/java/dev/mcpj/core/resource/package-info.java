/** Resources, resource templates and URI templates. */
@NullMarked
package dev.mcpj.core.resource;

import org.jspecify.annotations.NullMarked;
