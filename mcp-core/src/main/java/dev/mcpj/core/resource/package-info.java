/** Resources, resource templates and URI templates. */
package dev.mcpj.core.resource;
