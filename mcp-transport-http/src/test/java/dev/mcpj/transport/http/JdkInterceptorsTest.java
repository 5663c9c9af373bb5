package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static dev.mcpj.transport.http.HttpTestClient.request;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.RateLimit;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Interceptors over HTTP: they see the principal the transport authenticated, in sessions and stateless requests. */
class JdkInterceptorsTest {
    private final List<String> seen = new CopyOnWriteArrayList<>();
    private final TestEngine.Jdk engine = new TestEngine.Jdk();
    private McpServer server;
    private HttpTestClient client;

    @BeforeEach
    void start() throws Exception {
        server = McpServer.builder("intercepted", "1.0")
                .intercept(invocation -> {
                    String line = invocation.method() + " " + invocation.target() + " " + invocation.principal()
                            + " " + invocation.protocolVersion();
                    return Decision.observe(outcome -> seen.add(line + " " + outcome.status()));
                })
                .intercept(RateLimit.builder(1, Duration.ofMinutes(1)).burst(2).methods("tools/call")
                        .clock(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC)).build())
                .build();
        server.registerTool(ServerTool.builder("whoami").handler((args, ctx) -> CallToolResult.text("" + ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null))).build());
        client = new HttpTestClient(engine.start(server, HttpTransportOptions.builder()
                .authenticator(headers -> headers.firstValue("Authorization")
                        .map(h -> Authentication.allow(h.substring("Bearer ".length())))
                        .orElse(Authentication.reject("Bearer"))).build()));
    }

    @AfterEach
    void stop() {
        engine.stop();
        server.close();
    }

    @Test
    void theRateLimitCountsAPrincipalAcrossSessionsAndStatelessRequests() throws Exception {
        String init = HttpTestClient.initializeRequest("2025-11-25", "{}");
        String session = client.post(null, init, "Authorization", "Bearer alice").header("Mcp-Session-Id").orElseThrow();
        HttpTestClient.Reply first = client.post(session, callTool(1, "whoami", "{}", null), "Authorization", "Bearer alice");
        assertThat(first.json().at("/result/content/0/text").asString()).isEqualTo("alice");
        HttpTestClient.Reply second = client.postModern(2, "tools/call", "whoami", "{\"name\":\"whoami\"}",
                "Authorization", "Bearer alice");
        assertThat(second.json().at("/result/content/0/text").asString()).isEqualTo("alice");
        HttpTestClient.Reply third = client.postModern(3, "tools/call", "whoami", "{\"name\":\"whoami\"}",
                "Authorization", "Bearer alice");
        assertThat(third.json().at("/error/code").asInt()).as(third.body()).isEqualTo(RateLimit.DEFAULT_ERROR_CODE);
        assertThat(third.json().at("/error/data/retryAfterMs").asLong()).isEqualTo(60_000);
        HttpTestClient.Reply inSession = client.post(session, callTool(4, "whoami", "{}", null), "Authorization", "Bearer alice");
        assertThat(inSession.json().at("/error/code").asInt()).isEqualTo(RateLimit.DEFAULT_ERROR_CODE);
        HttpTestClient.Reply bob = client.postModern(5, "tools/call", "whoami", "{\"name\":\"whoami\"}",
                "Authorization", "Bearer bob");
        assertThat(bob.json().at("/result/content/0/text").asString()).isEqualTo("bob");
        assertThat(client.post(session, request(6, "tools/list", null), "Authorization", "Bearer alice").status())
                .isEqualTo(200);

        assertThat(seen).containsExactly(
                "tools/call whoami alice 2025-11-25 SUCCESS",
                "tools/call whoami alice 2026-07-28 SUCCESS",
                "tools/call whoami alice 2026-07-28 ERROR",
                "tools/call whoami alice 2025-11-25 ERROR",
                "tools/call whoami bob 2026-07-28 SUCCESS",
                "tools/list null alice 2025-11-25 SUCCESS");
    }
}
