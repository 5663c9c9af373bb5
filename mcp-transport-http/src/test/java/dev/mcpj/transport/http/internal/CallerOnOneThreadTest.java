package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.TokenVerification;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
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
        server.addTool(Tool.builder("whoami").build(), (args, ctx) -> {
            handled.incrementAndGet();
            Object token = ctx.attributes().get(AccessToken.ATTRIBUTE);
            return CallToolResult.text(ctx.attributes().get("principal") + " "
                    + (token instanceof AccessToken t ? t.scopes() : "none"));
        });
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
        Exchange ex = new Exchange(body, token, "MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call",
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
        Exchange init = new Exchange("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}",
                token);
        core.handle(init);
        init.answer.get(20, TimeUnit.SECONDS);
        assertThat(init.status).isEqualTo(200);
        String session = init.responseHeaders.get("Mcp-Session-Id");
        Exchange call = new Exchange("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{"
                + "\"name\":\"whoami\",\"arguments\":{}}}", token, "Mcp-Session-Id", session,
                "MCP-Protocol-Version", "2025-11-25");
        core.handle(call);
        String answer = call.answer.get(20, TimeUnit.SECONDS);
        return dev.mcpj.server.JsonValues.mapper().readTree(answer).at("/result/content/0/text").asString();
    }

    /** A POST with a JSON answer, which it records. */
    private static final class Exchange implements HttpExchangeAdapter {
        final Map<String, List<String>> headers = new LinkedHashMap<>();
        final byte[] body;
        final CompletableFuture<String> answer = new CompletableFuture<>();
        final Map<String, String> responseHeaders = new LinkedHashMap<>();
        volatile int status;

        Exchange(String body, String token, String... more) {
            this.body = body.getBytes(StandardCharsets.UTF_8);
            headers.put("Host", List.of("127.0.0.1:8123"));
            headers.put("Accept", List.of("application/json, text/event-stream"));
            headers.put("Content-Type", List.of("application/json"));
            if (token != null) {
                headers.put("Authorization", List.of("Bearer " + token));
            }
            for (int i = 0; i < more.length; i += 2) {
                headers.put(more[i], List.of(more[i + 1]));
            }
        }

        @Override
        public String method() {
            return "POST";
        }

        @Override
        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }

        @Override
        public String query() {
            return null;
        }

        @Override
        public Map<String, List<String>> headers() {
            return headers;
        }

        @Override
        public InputStream body() {
            return new ByteArrayInputStream(body);
        }

        @Override
        public int localPort() {
            return 8123;
        }

        @Override
        public void respond(int status, Map<String, String> headers, byte[] body) {
            this.status = status;
            responseHeaders.putAll(headers);
            answer.complete(new String(body, StandardCharsets.UTF_8));
        }

        @Override
        public ResponseStream openStream(Map<String, String> headers) {
            this.status = 200;
            responseHeaders.putAll(headers);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            return new ResponseStream() {
                @Override
                public void write(byte[] bytes) {
                    out.writeBytes(bytes);
                }

                @Override
                public void flush() {
                }

                @Override
                public void close() {
                    List<String> data = new ArrayList<>();
                    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
                        if (line.startsWith("data:")) {
                            data.add(line.substring(5).strip());
                        }
                    }
                    answer.complete(data.isEmpty() ? "" : data.get(data.size() - 1));
                }
            };
        }
    }
}
