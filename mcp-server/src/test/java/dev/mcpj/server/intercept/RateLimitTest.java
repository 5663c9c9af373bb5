package dev.mcpj.server.intercept;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.testing.ManualClock;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class RateLimitTest {
    private final ManualClock clock = new ManualClock();

    private McpServer server(RateLimit limit) {
        McpServer server = McpServer.builder("limited", "1.0").intercept(limit).build();
        server.registerTool(ServerTool.builder("ping").handler((args, ctx) -> CallToolResult.text("pong")).build());
        return server;
    }

    private static JsonNode call(TestClient client) {
        return client.request("tools/call", TestClient.toolParams("ping", null));
    }

    @Test
    void aCallerMayMakeItsBurstThenWaitsForTheRefill() {
        RateLimit limit = RateLimit.builder(1, Duration.ofSeconds(2)).burst(2).clock(clock).build();
        try (McpServer server = server(limit); TestClient client = TestClient.initialized(server)) {
            assertThat(call(client).has("result")).isTrue();
            assertThat(call(client).has("result")).isTrue();
            JsonNode refused = call(client);
            assertThat(refused.at("/error/code").asInt()).isEqualTo(RateLimit.DEFAULT_ERROR_CODE);
            assertThat(refused.at("/error/message").asString()).isEqualTo("Rate limit exceeded: retry tools/call in 2000 ms");
            assertThat(refused.at("/error/data/retryAfterMs").asLong()).isEqualTo(2000);
            clock.advance(Duration.ofMillis(1500));
            assertThat(call(client).at("/error/data/retryAfterMs").asLong()).isEqualTo(500);
            clock.advance(Duration.ofMillis(500));
            assertThat(call(client).has("result")).isTrue();
            assertThat(call(client).has("error")).isTrue();
            clock.advance(Duration.ofHours(1)); // a long quiet spell refills only up to the burst
            assertThat(call(client).has("result")).isTrue();
            assertThat(call(client).has("result")).isTrue();
            assertThat(call(client).has("error")).isTrue();
        }
    }

    @Test
    void callersWithOnePrincipalShareABucketAndOthersHaveTheirOwn() {
        RateLimit limit = RateLimit.builder(1, Duration.ofMinutes(1)).clock(clock).build();
        try (McpServer server = server(limit);
             TestClient alice1 = modern(server, Attributes.of(AttributeKey.PRINCIPAL, "alice"));
             TestClient alice2 = modern(server, Attributes.of(AttributeKey.PRINCIPAL, "alice"));
             TestClient bob = modern(server, Attributes.of(AttributeKey.PRINCIPAL, "bob"));
             TestClient anonymous1 = modern(server, Attributes.empty());
             TestClient anonymous2 = modern(server, Attributes.empty())) {
            assertThat(modernCall(alice1).has("result")).isTrue();
            assertThat(modernCall(alice2).at("/error/code").asInt()).isEqualTo(RateLimit.DEFAULT_ERROR_CODE);
            assertThat(modernCall(bob).has("result")).isTrue();
            assertThat(modernCall(anonymous1).has("result")).isTrue();
            assertThat(modernCall(anonymous2).has("result")).isTrue();  // no principal: one bucket per connection
            assertThat(modernCall(anonymous1).has("error")).isTrue();
        }
    }

    private static TestClient modern(McpServer server, Attributes attributes) {
        return new TestClient(server, SpecSchema.MODERN, attributes);
    }

    private static JsonNode modernCall(TestClient client) {
        return client.request("tools/call", json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}},\"name\":\"ping\"}"));
    }

    @Test
    void onlyTheNamedMethodsAreLimited() {
        RateLimit limit = RateLimit.builder(1, Duration.ofMinutes(1)).methods("tools/call").clock(clock).build();
        try (McpServer server = server(limit); TestClient client = TestClient.initialized(server)) {
            assertThat(call(client).has("result")).isTrue();
            assertThat(call(client).has("error")).isTrue();
            for (int i = 0; i < 5; i++) {
                assertThat(client.request("tools/list", json("{}")).has("result")).isTrue();
            }
        }
    }

    @Test
    void concurrentCallsGetExactlyTheBurst() throws Exception {
        RateLimit limit = RateLimit.builder(1, Duration.ofHours(1)).burst(20).clock(clock).build();
        int threads = 8;
        int perThread = 10;
        try (McpServer server = server(limit); TestClient client = TestClient.initialized(server)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<List<JsonNode>>> futures = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    futures.add(pool.submit(() -> {
                        start.await();
                        List<CompletableFuture<JsonNode>> sent = new ArrayList<>();
                        for (int i = 0; i < perThread; i++) {
                            sent.add(client.requestAsync("tools/call", TestClient.toolParams("ping", null)));
                        }
                        return sent.stream().map(TestClient::await).toList();
                    }));
                }
                start.countDown();
                int passed = 0;
                int refused = 0;
                for (Future<List<JsonNode>> f : futures) {
                    for (JsonNode r : f.get()) {
                        if (r.has("result")) {
                            passed++;
                        } else if (r.at("/error/code").asInt() == RateLimit.DEFAULT_ERROR_CODE) {
                            refused++;
                        }
                    }
                }
                assertThat(passed).isEqualTo(20);
                assertThat(refused).isEqualTo(threads * perThread - 20);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void callersWhoseBucketRefilledAreForgotten() {
        RateLimit limit = RateLimit.builder(10, Duration.ofSeconds(1)).clock(clock).build();
        for (int i = 0; i < 1023; i++) {
            limit.intercept(new Caller("user" + i));
        }
        assertThat(limit.trackedCallers()).isEqualTo(1023);
        clock.advance(Duration.ofMillis(50)); // half a token back: no bucket is full yet
        limit.intercept(new Caller("user0"));
        assertThat(limit.trackedCallers()).isEqualTo(1023);
        clock.advance(Duration.ofSeconds(1));
        for (int i = 0; i < 1024; i++) {
            limit.intercept(new Caller("busy"));
            if (i % 10 == 9) {
                clock.advance(Duration.ofSeconds(1));
            }
        }
        assertThat(limit.trackedCallers()).isEqualTo(1); // every other bucket had refilled
    }

    @Test
    void aCustomKeyDecidesWhoSharesABucket() {
        RateLimit limit = RateLimit.builder(1, Duration.ofMinutes(1)).key(i -> "everyone").clock(clock).build();
        limit.intercept(new Caller("a"));
        assertThatThrownBy(() -> limit.intercept(new Caller("b")))
                .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.code()).isEqualTo(-31429));
    }

    @Test
    void anErrorCodeInTheReservedRangeIsRefused() {
        assertThatThrownBy(() -> RateLimit.builder(1, Duration.ofSeconds(1)).errorCode(-32000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-32768 to -32000");
        assertThatThrownBy(() -> RateLimit.builder(0, Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RateLimit.builder(1, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RateLimit.builder(1, Duration.ofSeconds(1)).burst(0))
                .isInstanceOf(IllegalArgumentException.class);
        RateLimit own = RateLimit.builder(1, Duration.ofSeconds(1)).errorCode(-1).clock(clock).build();
        own.intercept(new Caller("a"));
        assertThatThrownBy(() -> own.intercept(new Caller("a")))
                .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.code()).isEqualTo(-1));
    }

    /** A tools/call of one principal, as an interceptor is handed it, for limits tested on their own. */
    private record Caller(String principal) implements Invocation {
        @Override
        public String method() {
            return "tools/call";
        }

        @Override
        public RequestId requestId() {
            return RequestId.of(1);
        }

        @Override
        public String target() {
            return "ping";
        }

        @Override
        public ObjectNode arguments() {
            return TestClient.JSON.createObjectNode();
        }

        @Override
        public ObjectNode params() {
            return TestClient.JSON.createObjectNode();
        }

        @Override
        public String protocolVersion() {
            return "2025-11-25";
        }

        @Override
        public Attributes attributes() {
            return Attributes.of(AttributeKey.PRINCIPAL, principal);
        }

        @Override
        public Connection connection() {
            throw new UnsupportedOperationException();
        }

        @Override
        public @Nullable ServerTool tool() {
            return null;
        }

        @Override
        public @Nullable ServerPrompt prompt() {
            return null;
        }

        @Override
        public @Nullable ServerResource resource() {
            return null;
        }

        @Override
        public @Nullable ServerResourceTemplate resourceTemplate() {
            return null;
        }
    }
}
