package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.apps.AppResource;
import dev.mcpj.server.apps.Apps;
import dev.mcpj.server.extension.Extension;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.env.Environment;

/**
 * Builds the {@link McpServer} with extensions when the application has any: every
 * {@link Extension} bean (the skills of {@link McpSkillsAutoConfiguration} among them), and the
 * {@link AppResource} beans together as one MCP Apps extension. Extensions are fixed when the
 * server is built, so this configuration defines the server in place of
 * {@link McpServerAutoConfiguration}, from the same {@code mcpj.server.*} properties; an
 * application that defines its own {@code McpServer} adds its extensions itself.
 *
 * <p>An App's tools are ordinary {@code ServerTool} beans (with {@code AppLink} metadata), which
 * are registered as every tool bean is. An application that builds its own {@link Apps} offers
 * {@code apps.extension()} as an {@code Extension} bean instead, and no {@code AppResource} beans.
 */
@AutoConfiguration(before = McpServerAutoConfiguration.class)
@EnableConfigurationProperties(McpProperties.class)
public final class McpExtensionsAutoConfiguration {

    /** Created by Spring. */
    public McpExtensionsAutoConfiguration() {
    }

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    @Conditional(ExtensionBeans.class)
    McpServer mcpServer(McpProperties properties, Environment environment, ObjectProvider<Extension> extensions,
            ObjectProvider<AppResource> appResources) {
        McpServer.Builder builder = ServerFactory.builder(properties.getServer(),
                environment.getProperty("spring.application.name"));
        List<AppResource> resources = appResources.orderedStream().toList();
        if (!resources.isEmpty()) {
            Apps.Builder apps = Apps.builder();
            resources.forEach(apps::resource);
            builder.extension(apps.build().extension());
        }
        extensions.orderedStream().forEach(builder::extension);
        return builder.build();
    }

    /** Matches when the application has an {@link Extension} or an {@link AppResource} bean. */
    static final class ExtensionBeans extends AnyNestedCondition {
        ExtensionBeans() {
            super(ConfigurationPhase.REGISTER_BEAN);
        }

        @ConditionalOnBean(Extension.class)
        static final class AnExtension {
        }

        @ConditionalOnBean(AppResource.class)
        static final class AnAppResource {
        }
    }
}
