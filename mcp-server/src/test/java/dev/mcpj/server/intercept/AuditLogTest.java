package dev.mcpj.server.intercept;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

class AuditLogTest {
    private final CapturingLogger logger = new CapturingLogger();

    private McpServer server(AuditLog audit) {
        McpServer server = McpServer.builder("audited", "1.0").intercept(audit).build();
        server.registerTool(ServerTool.builder("login").inputSchema(
                "{\"type\":\"object\",\"properties\":{\"user\":{\"type\":\"string\"},\"password\":{\"type\":\"string\"}}}").handler((args, ctx) -> {
                    if (args.string("password").isEmpty()) {
                        throw new ToolException("empty password");
                    }
                    return CallToolResult.text("welcome");
                }).build());
        server.registerResource(ServerResource.of(Resource.builder("mem://notes", "notes").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "notes"))));
        return server;
    }

    @Test
    void eachRequestIsOneLineWithMethodTargetPrincipalOutcomeAndDurationButNoArgumentValues() {
        try (McpServer server = server(AuditLog.builder().logger(logger).build());
             TestClient client = new TestClient(server, SpecSchema.LEGACY, Attributes.of(AttributeKey.PRINCIPAL, "alice"))) {
            client.initialize("2025-11-25", TestClient.JSON.createObjectNode());
            client.callTool("login", json("{\"user\":\"alice\",\"password\":\"hunter2\"}"));
            client.callTool("login", json("{\"user\":\"alice\",\"password\":\"\"}"));
            client.request("resources/read", json("{\"uri\":\"mem://nothing\"}"));
            client.request("tools/list", json("{}"));
        }
        assertThat(logger.lines).hasSize(4);
        assertThat(logger.lines).allMatch(l -> l.startsWith("INFO "));
        assertThat(logger.lines.get(0)).matches("INFO method=tools/call target=login principal=alice outcome=success "
                + "duration_ms=\\d+ arguments=\\[user, password]");
        assertThat(logger.lines.get(1)).contains("outcome=tool_error");
        assertThat(logger.lines.get(2)).matches("INFO method=resources/read target=mem://nothing principal=alice "
                + "outcome=error error=-32002 duration_ms=\\d+");
        assertThat(logger.lines.get(3)).matches("INFO method=tools/list principal=alice outcome=success duration_ms=\\d+");
        assertThat(String.join("\n", logger.lines)).doesNotContain("hunter2");
    }

    @Test
    void argumentValuesAreLoggedOnlyWhenAskedAndAnAnonymousCallerIsADash() {
        try (McpServer server = server(AuditLog.builder().logger(logger).argumentValues(true).build());
             TestClient client = TestClient.initialized(server)) {
            client.callTool("login", json("{\"user\":\"bob\",\"password\":\"pw\"}"));
        }
        assertThat(logger.lines).singleElement().asString()
                .contains("principal=- ", "arguments={\"user\":\"bob\",\"password\":\"pw\"}");
    }

    @Test
    void nothingIsWatchedWhenTheLoggerIsOff() {
        logger.enabled = false;
        try (McpServer server = server(AuditLog.builder().logger(logger).build());
             TestClient client = TestClient.initialized(server)) {
            client.callTool("login", json("{\"user\":\"bob\",\"password\":\"pw\"}"));
        }
        assertThat(logger.lines).isEmpty();
    }

    /** A logger that keeps what it is told. */
    private static final class CapturingLogger extends LegacyAbstractLogger {
        private static final long serialVersionUID = 1L;
        final List<String> lines = new CopyOnWriteArrayList<>();
        volatile boolean enabled = true;

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments,
                                                   Throwable throwable) {
            lines.add(level + " " + MessageFormatter.basicArrayFormat(pattern, arguments));
        }

        @Override
        public boolean isTraceEnabled() {
            return enabled;
        }

        @Override
        public boolean isDebugEnabled() {
            return enabled;
        }

        @Override
        public boolean isInfoEnabled() {
            return enabled;
        }

        @Override
        public boolean isWarnEnabled() {
            return enabled;
        }

        @Override
        public boolean isErrorEnabled() {
            return enabled;
        }
    }
}
