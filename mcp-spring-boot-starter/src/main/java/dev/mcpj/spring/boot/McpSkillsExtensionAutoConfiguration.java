package dev.mcpj.spring.boot;

import dev.mcpj.server.extension.Extension;
import dev.mcpj.skills.Skills;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;

/**
 * Offers the extension of the {@link Skills} bean (from {@link McpSkillsAutoConfiguration} or the
 * application) as an {@link Extension} bean, which {@link McpExtensionsAutoConfiguration} gives
 * the server. A configuration of its own, so that its condition sees the {@code Skills} bean.
 */
@AutoConfiguration(after = McpSkillsAutoConfiguration.class, before = McpExtensionsAutoConfiguration.class)
@ConditionalOnClass(name = "dev.mcpj.skills.Skills")
public final class McpSkillsExtensionAutoConfiguration {

    /** Created by Spring. */
    public McpSkillsExtensionAutoConfiguration() {
    }

    @Bean
    @ConditionalOnBean(Skills.class)
    Extension mcpSkillsExtension(Skills skills) {
        return skills.extension();
    }
}
