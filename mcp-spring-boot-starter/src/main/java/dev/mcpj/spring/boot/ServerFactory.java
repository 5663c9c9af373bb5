package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import org.jspecify.annotations.Nullable;

/** Builds the server that {@link McpServerAutoConfiguration} defines, from {@code mcpj.server.*}. */
final class ServerFactory {
    private static final String DEFAULT_NAME = "mcp-server";

    private ServerFactory() {
    }

    static McpServer create(McpProperties.Server p, @Nullable String applicationName) {
        return builder(p, applicationName).build();
    }

    /** The builder {@link #create} builds, for a configuration that adds to it (extensions). */
    static McpServer.Builder builder(McpProperties.Server p, @Nullable String applicationName) {
        String name = p.getName() != null && !p.getName().isBlank() ? p.getName()
                : applicationName != null && !applicationName.isBlank() ? applicationName : DEFAULT_NAME;
        McpServer.Builder builder = McpServer.builder(name, p.getVersion())
                .limits(p.getLimits().toLimits())
                .clientRequestTimeout(p.getClientRequestTimeout())
                .requestStateLifetime(p.getRequestStateLifetime())
                .progressInterval(p.getProgressInterval());
        if (p.getInstructions() != null && !p.getInstructions().isBlank()) {
            builder.instructions(p.getInstructions());
        }
        if (p.getToolTimeout() != null) {
            builder.toolTimeout(p.getToolTimeout());
        }
        return builder;
    }
}
