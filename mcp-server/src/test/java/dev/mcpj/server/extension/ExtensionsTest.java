package dev.mcpj.server.extension;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class ExtensionsTest {
    private static final String ID = "com.example/search";
    private static final String MODERN_META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":%s}";

    record SearchParams(String query, int limit) {
    }

    record Hits(List<String> hits) {
    }

    private static Extension search() {
        return Extension.builder(ID)
                .setting("maxHits", 5)
                .method(ExtensionMethod.builder("com.example/search", SearchParams.class,
                        (p, ctx) -> new Hits(List.of(p.query() + ":" + p.limit()))).cacheHint(
                                CacheHint.publicFor(Duration.ofSeconds(30))).build())
                .method(ExtensionMethod.builder("com.example/strict", ObjectNode.class,
                        (p, ctx) -> Map.of("ok", true)).requiresClientDeclaration().build())
                .tool(ServerTool.builder("who_declared").description("Says whether the client declared " + ID)
                        .handler((args, ctx) -> CallToolResult.text(ctx.clientExtension(ID)
                                .map(s -> "declared " + s).orElse("not declared")))
                        .build())
                .build();
    }

    private static ObjectNode modern(String params, String clientCaps) {
        String body = params.isEmpty() ? "" : params + ",";
        return json("{" + body + MODERN_META.formatted(clientCaps) + "}");
    }

    @Test
    void idsFollowTheVendorPrefixGrammar() {
        assertThat(Extension.builder("io.modelcontextprotocol/skills").build().id()).isEqualTo("io.modelcontextprotocol/skills");
        assertThat(Extension.builder("com.example/my_ext.v2").build().id()).isEqualTo("com.example/my_ext.v2");
        for (String bad : List.of("search", "/search", "com.example/", "1com.example/x", "com..example/x",
                "com.example/-x", "com.example-/x", "com.example/a/b", "com.example/x ")) {
            assertThatThrownBy(() -> Extension.builder(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vendor-prefix/name");
        }
    }

    @Test
    void duplicatesTheBuiltInTasksIdAndCoreOrForeignMethodsAreRefused() {
        assertThatThrownBy(() -> McpServer.builder("s", "1").extension(search()).extension(search()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("given twice");
        assertThatThrownBy(() -> McpServer.builder("s", "1")
                .extension(Extension.builder("io.modelcontextprotocol/tasks").build()).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("built in");
        Extension core = Extension.builder("com.example/evil").method(ExtensionMethod.builder("tools/call",
                ObjectNode.class, (p, c) -> p).build()).build();
        assertThatThrownBy(() -> McpServer.builder("s", "1").extension(core).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("core protocol");
        Extension tasks = Extension.builder("com.example/tasks").method(ExtensionMethod.builder("tasks/update",
                ObjectNode.class, (p, c) -> p).build()).build();
        assertThatThrownBy(() -> McpServer.builder("s", "1").extension(tasks).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.modelcontextprotocol/tasks binds it already");
        Extension other = Extension.builder("com.example/other").method(ExtensionMethod.builder("com.example/search",
                ObjectNode.class, (p, c) -> p).build()).build();
        assertThatThrownBy(() -> McpServer.builder("s", "1").extension(search()).extension(other).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("com.example/search binds it already");
    }

    @Test
    void anExtensionToolLinkingAMissingAppFailsTheBuildNamingTheTool() {
        Extension broken = Extension.builder("com.example/broken").tool(ServerTool.builder("show")
                .description("Shows an App").meta(dev.mcpj.server.apps.AppLink.to("ui://broken/app").meta())
                .handler((a, c) -> CallToolResult.text("shown")).build()).build();
        assertThatThrownBy(() -> McpServer.builder("s", "1").extension(broken).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Tool 'show'").hasMessageContaining("ui://broken/app");
    }

    @Test
    void nothingIsAdvertisedWithoutAnExtension() {
        try (McpServer server = McpServer.builder("s", "1").build(); TestClient client = TestClient.initialized(server)) {
            assertThat(client.request("ping", null)).isNotNull();
            JsonNode init = new TestClient(server).initialize("2025-11-25", json("{}"));
            assertThat(init.at("/result/capabilities").has("extensions")).isFalse();
        }
    }

    @Test
    void settingsAreAdvertisedOnBothWiresAndMethodsServedOnBoth() {
        try (McpServer server = McpServer.builder("s", "1").extension(search()).build()) {
            try (TestClient legacy = new TestClient(server)) {
                JsonNode init = legacy.initialize("2025-11-25", json("{}"));
                assertThat(init.at("/result/capabilities/extensions")).isEqualTo(json("{\"" + ID + "\":{\"maxHits\":5}}"));
                JsonNode r = legacy.request("com.example/search", json("{\"query\":\"java\",\"limit\":3}"));
                assertThat(r.get("result")).isEqualTo(json("{\"hits\":[\"java:3\"]}"));
                assertThat(legacy.request("com.example/search", json("{\"limit\":\"many\"}")).at("/error/code").asInt())
                        .isEqualTo(-32602);
            }
            try (TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
                JsonNode discover = modern.request("server/discover", modern("", "{}"));
                assertThat(discover.at("/result/capabilities/extensions/" + ID.replace("/", "~1")))
                        .isEqualTo(json("{\"maxHits\":5}"));
                JsonNode r = modern.request("com.example/search", modern("\"query\":\"mcp\",\"limit\":1", "{}"));
                assertThat(r.at("/result/hits/0").asString()).isEqualTo("mcp:1");
                assertThat(r.at("/result/resultType").asString()).isEqualTo("complete");
                assertThat(r.at("/result/ttlMs").asLong()).isEqualTo(30_000);
                assertThat(r.at("/result/cacheScope").asString()).isEqualTo("public");
            }
        }
    }

    @Test
    void aMethodNeedingTheDeclarationGetsMissingCapabilityOnTheModernWire() {
        try (McpServer server = McpServer.builder("s", "1").extension(search()).build();
             TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode refused = modern.request("com.example/strict", modern("", "{}"));
            assertThat(refused.at("/error/code").asInt()).isEqualTo(-32021);
            assertThat(refused.at("/error/data")).isEqualTo(
                    json("{\"requiredCapabilities\":{\"extensions\":{\"" + ID + "\":{}}}}"));
            JsonNode served = modern.request("com.example/strict", modern("", "{\"extensions\":{\"" + ID + "\":{}}}"));
            assertThat(served.at("/result/ok").asBoolean()).isTrue();
        }
    }

    @Test
    void aLegacyClientThatDidNotDeclareTheExtensionIsRefused() {
        try (McpServer server = McpServer.builder("s", "1").extension(search()).build()) {
            try (TestClient without = new TestClient(server)) {
                without.initialize("2025-11-25", json("{}"));
                assertThat(without.request("com.example/strict", json("{}")).at("/error/code").asInt()).isEqualTo(-32600);
            }
            try (TestClient with = new TestClient(server)) {
                with.initialize("2025-11-25", json("{\"extensions\":{\"" + ID + "\":{}}}"));
                assertThat(with.request("com.example/strict", json("{}")).at("/result/ok").asBoolean()).isTrue();
            }
        }
    }

    @Test
    void theClientsDeclarationIsAPerRequestFactOnTheModernWireAndASessionFactOnTheLegacyOne() {
        try (McpServer server = McpServer.builder("s", "1").extension(search()).build()) {
            try (TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
                String with = "{\"extensions\":{\"" + ID + "\":{\"color\":\"blue\"}}}";
                assertThat(text(modern.request("tools/call", modern("\"name\":\"who_declared\"", with))))
                        .isEqualTo("declared {\"color\":\"blue\"}");
                assertThat(text(modern.request("tools/call", modern("\"name\":\"who_declared\"", "{}"))))
                        .isEqualTo("not declared");
            }
            try (TestClient legacy = new TestClient(server)) {
                legacy.initialize("2025-11-25", json("{\"extensions\":{\"" + ID + "\":{}}}"));
                assertThat(text(legacy.request("tools/call", TestClient.toolParams("who_declared", json("{}"))))).isEqualTo("declared {}");
            }
        }
    }

    @Test
    void unknownMethodsStayUnknownAndAnExtensionsInterceptorSeesToolCalls() {
        AtomicReference<String> seen = new AtomicReference<>();
        Extension watching = Extension.builder("com.example/watch").intercept(inv -> {
            seen.set(inv.method() + " " + inv.target());
            return Decision.proceed();
        }).build();
        try (McpServer server = McpServer.builder("s", "1").extension(watching).build()) {
            server.registerTool(ServerTool.builder("echo").description("Echo").handler((a, c) -> CallToolResult.text("hi")).build());
            try (TestClient client = TestClient.initialized(server)) {
                assertThat(client.request("com.example/nothing", json("{}")).at("/error/code").asInt()).isEqualTo(-32601);
                assertThat(text(client.request("tools/call", TestClient.toolParams("echo", json("{}"))))).isEqualTo("hi");
                assertThat(seen.get()).isEqualTo("tools/call echo");
            }
        }
    }

    private static String text(JsonNode response) {
        return response.at("/result/content/0/text").asString();
    }
}
