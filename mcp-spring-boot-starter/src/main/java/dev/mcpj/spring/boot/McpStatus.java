package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.springframework.boot.health.contributor.Health;
import org.jspecify.annotations.Nullable;

/** What Actuator shows of the server: its transport, tools and sessions, and whether it serves. */
final class McpStatus {
    private final McpServer server;
    private final McpProperties.Transport transport;
    private final @Nullable McpHttpEndpoint http;
    private final @Nullable McpStdioRunner stdio;

    McpStatus(McpServer server, McpProperties.Transport transport, @Nullable McpHttpEndpoint http,
              @Nullable McpStdioRunner stdio) {
        this.server = server;
        this.transport = transport;
        this.http = http;
        this.stdio = stdio;
    }

    /**
     * Up while the transport serves (an HTTP endpoint is mapped, or the stdio client is still
     * connected); down once the stdio client has gone.
     */
    Health health() {
        boolean serving = transport == McpProperties.Transport.STDIO ? stdio != null && stdio.isRunning()
                : transport != McpProperties.Transport.HTTP || http != null;
        return (serving ? Health.up() : Health.down()).withDetails(details(false)).build();
    }

    /** The details; with {@code toolNames}, the name of every tool. */
    Map<String, Object> details(boolean toolNames) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("transport", transport.name().toLowerCase(Locale.ROOT));
        if (http != null) {
            d.put("path", http.path());
            d.put("sessions", http.servlet().sessionCount());
            d.put("authorization", http.authorization() != null);
        }
        d.put("tools", toolNames ? server.tools().stream().map(t -> t.definition().tool().name()).sorted().toList()
                : (Object) server.tools().size());
        return d;
    }
}
