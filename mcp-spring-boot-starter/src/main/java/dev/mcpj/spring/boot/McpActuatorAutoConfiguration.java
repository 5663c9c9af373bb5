package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * When the application has Actuator: the {@code mcp} health indicator (off with
 * {@code management.health.mcp.enabled=false}) and the {@code mcp} entry of the info endpoint
 * (off with {@code management.info.mcp.enabled=false}), both telling the server's name, the
 * transport, its tools and the HTTP sessions open now.
 */
@AutoConfiguration(after = {McpServerAutoConfiguration.class, McpHttpAutoConfiguration.class})
@ConditionalOnBean(McpServer.class)
public final class McpActuatorAutoConfiguration {

    /** Created by Spring. */
    public McpActuatorAutoConfiguration() {
    }

    @Bean
    McpStatus mcpStatus(McpServer server, McpProperties properties, ObjectProvider<McpHttpEndpoint> http,
                        ObjectProvider<McpStdioRunner> stdio) {
        return new McpStatus(server, properties.getTransport(), http.getIfAvailable(), stdio.getIfAvailable());
    }

    /** The health indicator, with Spring Boot's health support. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HealthIndicator.class)
    @ConditionalOnEnabledHealthIndicator("mcp")
    static class Health {
        @Bean
        HealthIndicator mcpHealthIndicator(McpStatus status) {
            return status::health;
        }
    }

    /** The info contribution, with Actuator's info endpoint. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(InfoContributor.class)
    @ConditionalOnBooleanProperty(name = "management.info.mcp.enabled", matchIfMissing = true)
    static class Info {
        @Bean
        InfoContributor mcpInfoContributor(McpStatus status) {
            return builder -> builder.withDetail("mcp", status.details(true));
        }
    }
}
