package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Auto-configures an {@link McpServer} from {@link McpProperties} ({@code mcpj.server.*}) unless
 * the application defines its own, and registers with it, once every singleton exists: each bean
 * whose class has {@code @McpTool}, {@code @McpResource} or {@code @McpPrompt} methods (through the
 * registrars the annotation processor generated and indexed), and each {@code ServerTool},
 * {@code ServerResource}, {@code ServerResourceTemplate} and {@code ServerPrompt} bean as it is. With
 * {@code mcpj.transport=stdio} it serves the server on standard input and output.
 */
@AutoConfiguration
@EnableConfigurationProperties(McpProperties.class)
public final class McpServerAutoConfiguration {

    /** Created by Spring. */
    public McpServerAutoConfiguration() {
    }

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    McpServer mcpServer(McpProperties properties, Environment environment) {
        return ServerFactory.create(properties.getServer(), environment.getProperty("spring.application.name"));
    }

    @Bean
    static McpBeanRegistration mcpBeanRegistration(ListableBeanFactory beans) {
        return new McpBeanRegistration(beans);
    }

    @Bean
    @ConditionalOnProperty(name = "mcpj.transport", havingValue = "stdio")
    McpStdioRunner mcpStdioRunner(McpServer server, McpProperties properties, ConfigurableApplicationContext context) {
        return new McpStdioRunner(server, properties.getStdio().getMaxLineBytes(), context);
    }
}
