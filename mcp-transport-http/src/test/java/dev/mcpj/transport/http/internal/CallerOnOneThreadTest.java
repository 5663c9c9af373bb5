package dev.mcpj.transport.http.internal;

import dev.mcpj.server.AttributeKey;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.TokenVerification;
import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Requests served one after another on one thread, as an engine's thread serves them, each get
 * the principal and token of their own {@code Authorization} header and nothing of the request
 * before: the token travels with the request, not with the thread.
 */
class CallerOnOneThreadTest {
    private static final String MODERN = "2026-07-28";
    private final AtomicInteger handled = new AtomicInteger();
    private McpServer server;
    private HttpCore core;

    @BeforeEach
    void setUp() {
        server = McpServer.builder("one-thread", "1.0").build();
        server.registerTool(ServerTool.builder("whoami").handler((args, ctx) -> {
            handled.incrementAndGet();
            Object token = ctx.attributes().get(AccessToken.KEY).orElse(null);
            return CallToolResult.text(ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null) + " "
                    + (token instanceof AccessToken t ? t.scopes() : "none"));
        }).build());
        BearerAuthorization authorization = BearerAuthorization.builder(token -> switch (token) {
            case "alice-token" -> TokenVerification.valid(new AccessToken("alice", "app", Set.of("a"), null, Map.of()));
            case "bob-token" -> TokenVerification.valid(new AccessToken("bob", "app", Set.of("b"), null, Map.of()));
            default -> TokenVerification.invalid("unknown");
        }, ProtectedResourceMetadata.builder(URI.create("https://mcp.example.test/mcp"))
                .authorizationServer(URI.create("https://auth.example.test")).build()).build();
        core = new HttpCore(server, HttpTransportOptions.builder().authorization(authorization).build(), Runnable::run);
    }

    @AfterEach
    void tearDown() {
        core.close();
        server.close();
    }

    @Test
    void eachRequestOnTheThreadSeesOnlyItsOwnToken() throws Exception {
        Thread serving = Thread.currentThread();
        assertThat(call(1, "alice-token")).isEqualTo("200 alice [a]");
        assertThat(call(2, "bob-token")).isEqualTo("200 bob [b]");
        assertThat(call(3, null)).startsWith("401 ");
        assertThat(call(4, "forged")).startsWith("401 ");
        assertThat(handled).hasValue(2);
        assertThat(call(5, "alice-token")).isEqualTo("200 alice [a]");
        assertThat(sessionOpenedBy("bob-token")).isEqualTo("bob [b]");
        assertThat(call(6, "alice-token")).as("a session opened before leaves nothing behind")
                .isEqualTo("200 alice [a]");
        assertThat(Thread.currentThread()).isSameAs(serving);
    }

    /** A stateless {@code tools/call} of whoami: its status, then the tool's text or the body. */
    private String call(int id, String token) throws Exception {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"whoami\","
                + "\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}}";
        RecordedExchange ex = post(body, token, "MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call",
                "Mcp-Name", "whoami");
        core.handle(ex);
        String answer = ex.answer.get(20, TimeUnit.SECONDS);
        if (ex.status != 200) {
            return ex.status + " " + answer;
        }
        return "200 " + dev.mcpj.server.JsonValues.mapper().readTree(answer).at("/result/content/0/text").asString();
    }

    /** Opens a session with {@code token} and calls whoami in it; returns the tool's text. */
    private String sessionOpenedBy(String token) throws Exception {
        RecordedExchange init = post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}",
                token);
        core.handle(init);
        init.answer.get(20, TimeUnit.SECONDS);
        assertThat(init.status).isEqualTo(200);
        String session = init.responseHeaders.get("Mcp-Session-Id");
        RecordedExchange call = post("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{"
                + "\"name\":\"whoami\",\"arguments\":{}}}", token, "Mcp-Session-Id", session,
                "MCP-Protocol-Version", "2025-11-25");
        core.handle(call);
        String answer = call.answer.get(20, TimeUnit.SECONDS);
        return dev.mcpj.server.JsonValues.mapper().readTree(answer).at("/result/content/0/text").asString();
    }

    /** A POST with {@code token} as its bearer token, if not null, and {@code more} headers. */
    private static RecordedExchange post(String body, String token, String... more) {
        if (token == null) {
            return RecordedExchange.post(body, more);
        }
        String[] all = java.util.Arrays.copyOf(more, more.length + 2);
        all[more.length] = "Authorization";
        all[more.length + 1] = "Bearer " + token;
        return RecordedExchange.post(body, all);
    }
}
