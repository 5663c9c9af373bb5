package dev.mcpj.docs;

import dev.mcpj.core.ProtocolException;
import dev.mcpj.opentelemetry.McpTelemetry;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.intercept.AuditLog;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.server.intercept.Outcome;
import dev.mcpj.server.intercept.RateLimit;
import dev.mcpj.server.intercept.Visibility;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

/** The samples of the guide's page on interceptors and OpenTelemetry. */
public final class Interceptors {
    private Interceptors() {
    }

    /**
     * A server with a rate limit and an audit log.
     *
     * @return the server
     */
    public static McpServer rateLimitedAndAudited() {
        // region rate-limit-audit
        McpServer server = McpServer.builder("search", "1.0.0")
                // a token bucket per principal (per connection when there is none): 5 calls a second, 20 at once
                .intercept(RateLimit.builder(5, Duration.ofSeconds(1)).burst(20).methods("tools/call").build())
                // one line per request through slf4j (logger dev.mcpj.audit, INFO):
                // method=tools/call target=search principal=alice outcome=success duration_ms=12 arguments=[query]
                .intercept(AuditLog.builder().build())
                .build();
        // endregion
        return server;
    }

    /** Counts failed tool calls and refuses tools on a deny list. */
    // region custom-interceptor
    static final class ToolPolicy implements Interceptor {
        private final Set<String> denied;
        final LongAdder failures = new LongAdder();

        ToolPolicy(Set<String> denied) {
            this.denied = Set.copyOf(denied);
        }

        @Override
        public Decision intercept(Invocation invocation) {
            if (!invocation.method().equals("tools/call")) {
                return Decision.proceed();
            }
            if (denied.contains(invocation.target())) {
                throw new ProtocolException(-32001, "the tool " + invocation.target() + " is switched off here");
            }
            return Decision.observe(outcome -> {
                if (outcome.status() != Outcome.Status.SUCCESS) {
                    failures.increment();
                }
            });
        }
    }
    // endregion

    /**
     * A server on which only root sees the admin tools.
     *
     * @return the server
     */
    public static McpServer adminToolsForRoot() {
        // region visibility
        McpServer server = McpServer.builder("ops", "1.0.0")
                .visibility(Visibility.tools((request, tool) ->
                        !tool.tool().name().startsWith("admin_") || "root".equals(request.principal())))
                .build();
        // endregion
        return server;
    }

    /**
     * A traced and measured server.
     *
     * @param openTelemetry the application's OpenTelemetry
     * @return the server
     */
    public static McpServer traced(OpenTelemetry openTelemetry) {
        // region telemetry
        McpServer server = McpServer.builder("weather", "1.0.0")
                .observe(McpTelemetry.create(openTelemetry))     // the application's SDK, or GlobalOpenTelemetry.get()
                .build();
        // endregion
        return server;
    }
}
