/**
 * Skills over MCP (SEP-2640): a {@link dev.mcpj.skills.SkillCatalog} of {@code SKILL.md}
 * directories, served by the {@link dev.mcpj.skills.Skills} extension.
 */
@NullMarked
package dev.mcpj.skills;

import org.jspecify.annotations.NullMarked;
