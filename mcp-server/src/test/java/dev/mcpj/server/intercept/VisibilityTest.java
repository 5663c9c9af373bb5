package dev.mcpj.server.intercept;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Completion;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class VisibilityTest {
    private static final String MODERN_META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{}}";
    private final AtomicInteger adminRuns = new AtomicInteger();

    /** Only "root" sees what is named admin. */
    private static final Visibility ADMIN_ONLY = new Visibility() {
        private boolean sees(Invocation request, String name) {
            return !name.contains("admin") || "root".equals(request.principal());
        }

        @Override
        public boolean tool(Invocation request, ServerTool tool) {
            return sees(request, tool.tool().name());
        }

        @Override
        public boolean resource(Invocation request, ServerResource resource) {
            return sees(request, resource.resource().uri());
        }

        @Override
        public boolean resourceTemplate(Invocation request, ServerResourceTemplate template) {
            return sees(request, template.template().uriTemplate().toString());
        }

        @Override
        public boolean prompt(Invocation request, ServerPrompt prompt) {
            return sees(request, prompt.prompt().name());
        }
    };

    private McpServer server(int pageSize) {
        McpServer server = McpServer.builder("visible", "1.0").visibility(ADMIN_ONLY)
                .limits(ServerLimits.defaults().withPageSize(pageSize)).build();
        for (int i = 0; i < 9; i++) {
            String name = (i % 3 == 1 ? "admin_" : "tool_") + i;
            server.registerTool(ServerTool.builder(name).handler((args, ctx) -> {
                if (name.startsWith("admin")) {
                    adminRuns.incrementAndGet();
                }
                return CallToolResult.text(name);
            }).build());
        }
        for (String uri : List.of("mem://admin/keys", "mem://public/readme")) {
            server.registerResource(ServerResource.of(Resource.builder(uri, uri).build(),
                    (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", uri))));
        }
        server.registerResourceTemplate(ServerResourceTemplate.builder(ResourceTemplate.builder("admin://{user}", "Users").build())
                .handler((req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "user")))
                .completion("user", (v, c) -> Completion.matching(v, List.of("ada")))
                .build());
        for (String name : List.of("admin_report", "summary")) {
            server.registerPrompt(ServerPrompt.builder(Prompt.builder(name).argument(PromptArgument.optional("topic", "Topic")).build())
                    .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user(name)))
                    .completion("topic", (v, c) -> Completion.matching(v, List.of("all")))
                    .build());
        }
        return server;
    }

    private static TestClient client(McpServer server, String principal) {
        TestClient c = new TestClient(server, SpecSchema.LEGACY, Attributes.of(AttributeKey.PRINCIPAL, principal));
        c.initialize("2025-11-25", TestClient.JSON.createObjectNode());
        return c;
    }

    /** Every name across the pages of a list, checking that each page but the last is full. */
    private static List<String> allPages(TestClient client, String method, String field, String key, int pageSize,
                                         ObjectNode params) {
        List<String> names = new ArrayList<>();
        String cursor = null;
        do {
            ObjectNode p = params.deepCopy();
            if (cursor != null) {
                p.put("cursor", cursor);
            }
            JsonNode result = client.request(method, p).get("result");
            JsonNode items = result.get(field);
            cursor = result.has("nextCursor") ? result.get("nextCursor").asString() : null;
            if (cursor != null) {
                assertThat(items.size()).as("a page before the last is full").isEqualTo(pageSize);
            }
            assertThat(items.size()).as("no empty page").isPositive();
            items.forEach(i -> names.add(i.get(key).asString()));
        } while (cursor != null);
        return names;
    }

    @Test
    void listsShowEachCallerWhatItSeesInFullPages() {
        try (McpServer server = server(2); TestClient user = client(server, "alice"); TestClient root = client(server, "root")) {
            ObjectNode none = json("{}");
            assertThat(allPages(user, "tools/list", "tools", "name", 2, none))
                    .containsExactly("tool_0", "tool_2", "tool_3", "tool_5", "tool_6", "tool_8");
            assertThat(allPages(root, "tools/list", "tools", "name", 2, none)).hasSize(9);
            assertThat(allPages(user, "resources/list", "resources", "uri", 2, none)).containsExactly("mem://public/readme");
            assertThat(allPages(root, "resources/list", "resources", "uri", 2, none)).hasSize(2);
            assertThat(user.request("resources/templates/list", none).at("/result/resourceTemplates").size()).isZero();
            assertThat(root.request("resources/templates/list", none).at("/result/resourceTemplates").size()).isEqualTo(1);
            assertThat(allPages(user, "prompts/list", "prompts", "name", 2, none)).containsExactly("summary");
        }
    }

    @Test
    void theLastVisibleEntryEndsTheListWithoutACursor() {
        try (McpServer server = server(6); TestClient user = client(server, "alice")) {
            JsonNode page = user.request("tools/list", json("{}")).get("result");
            assertThat(page.get("tools").size()).isEqualTo(6);
            assertThat(page.has("nextCursor")).as("the entries after the sixth are hidden").isFalse();
        }
    }

    @Test
    void aHiddenToolIsAnUnknownTool() {
        try (McpServer server = server(100); TestClient user = client(server, "alice");
             TestClient root = client(server, "root")) {
            JsonNode hidden = user.request("tools/call", TestClient.toolParams("admin_1", null));
            JsonNode unknown = user.request("tools/call", TestClient.toolParams("nothing", null));
            assertThat(hidden.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(hidden.at("/error/message").asString()).isEqualTo("Unknown tool: 'admin_1'");
            assertThat(unknown.at("/error/message").asString()).isEqualTo("Unknown tool: 'nothing'");
            assertThat(adminRuns).hasValue(0);
            assertThat(root.callTool("admin_1", null).at("/content/0/text").asString()).isEqualTo("admin_1");
            assertThat(user.callTool("tool_0", null).at("/content/0/text").asString()).isEqualTo("tool_0");
        }
    }

    @Test
    void hiddenPromptsResourcesAndTemplatesAreUnknownToReadsGetsAndCompletions() {
        try (McpServer server = server(100); TestClient user = client(server, "alice");
             TestClient root = client(server, "root")) {
            assertThat(user.request("prompts/get", json("{\"name\":\"admin_report\"}")).at("/error/message").asString())
                    .isEqualTo("Unknown prompt: 'admin_report'");
            assertThat(user.request("resources/read", json("{\"uri\":\"mem://admin/keys\"}")).at("/error/code").asInt())
                    .isEqualTo(-32002);
            assertThat(user.request("resources/read", json("{\"uri\":\"admin://ada\"}")).at("/error/code").asInt())
                    .as("read through a hidden template").isEqualTo(-32002);
            assertThat(user.request("completion/complete", json("{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"admin_report\"},"
                    + "\"argument\":{\"name\":\"topic\",\"value\":\"a\"}}")).at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(user.request("completion/complete", json("{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"admin://{user}\"},"
                    + "\"argument\":{\"name\":\"user\",\"value\":\"a\"}}")).at("/error/message").asString())
                    .isEqualTo("Unknown resource template: 'admin://{user}'");
            assertThat(user.request("prompts/get", json("{\"name\":\"summary\"}")).has("result")).isTrue();
            assertThat(user.request("resources/read", json("{\"uri\":\"mem://public/readme\"}")).has("result")).isTrue();
            assertThat(root.request("prompts/get", json("{\"name\":\"admin_report\"}")).has("result")).isTrue();
            assertThat(root.request("resources/read", json("{\"uri\":\"admin://ada\"}")).has("result")).isTrue();
            assertThat(root.request("completion/complete", json("{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"admin_report\"},"
                    + "\"argument\":{\"name\":\"topic\",\"value\":\"a\"}}")).at("/result/completion/values/0").asString())
                    .isEqualTo("all");
        }
    }

    @Test
    void modernRequestsGetTheCallersViewToo() {
        try (McpServer server = server(100);
             TestClient user = new TestClient(server, SpecSchema.MODERN, Attributes.of(AttributeKey.PRINCIPAL, "alice"))) {
            JsonNode list = user.request("tools/list", json("{" + MODERN_META + "}")).get("result");
            assertThat(list.get("tools").size()).isEqualTo(6);
            assertThat(list.get("resultType").asString()).isEqualTo("complete");
            JsonNode hidden = user.request("tools/call", json("{" + MODERN_META + ",\"name\":\"admin_4\"}"));
            assertThat(hidden.at("/error/code").asInt()).isEqualTo(-32602);
            JsonNode read = user.request("resources/read", json("{" + MODERN_META + ",\"uri\":\"mem://admin/keys\"}"));
            assertThat(read.at("/error/code").asInt()).as("resource not found is -32602 in 2026-07-28").isEqualTo(-32602);
        }
        assertThat(adminRuns).hasValue(0);
    }

    @Test
    void aCursorFromAnotherListIsStillRefused() {
        try (McpServer server = server(2); TestClient user = client(server, "alice")) {
            String cursor = user.request("tools/list", json("{}")).at("/result/nextCursor").asString();
            JsonNode wrong = user.request("prompts/list", json("{\"cursor\":\"" + cursor + "\"}"));
            assertThat(wrong.at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void listChangedGoesOnlyToTheCallersWhoseViewChanged() {
        try (McpServer server = server(100); TestClient user = client(server, "alice");
             TestClient root = client(server, "root")) {
            server.registerTool(ServerTool.builder("admin_new").handler((args, ctx) -> CallToolResult.text("new")).build());
            server.registerPrompt(ServerPrompt.builder(Prompt.builder("admin_digest").build())
                    .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("digest"))).build());
            server.registerResource(ServerResource.of(Resource.builder("mem://admin/audit", "audit").build(),
                    (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "audit"))));
            // A round trip after the changes: notifications sent before it have arrived.
            user.request("ping", null);
            root.request("ping", null);
            assertThat(user.notifications()).as("alice sees none of what was added").isEmpty();
            assertThat(root.notifications()).extracting(n -> n.get("method").asString()).containsExactly(
                    "notifications/tools/list_changed", "notifications/prompts/list_changed",
                    "notifications/resources/list_changed");

            server.registerTool(ServerTool.builder("tool_new").handler((args, ctx) -> CallToolResult.text("new")).build());
            server.tool("admin_new").orElseThrow().remove();
            user.request("ping", null);
            root.request("ping", null);
            assertThat(user.notifications()).extracting(n -> n.get("method").asString())
                    .containsExactly("notifications/tools/list_changed");
            assertThat(root.notifications()).hasSize(5);
        }
    }

    @Test
    void withoutAVisibilityEveryCallerIsToldOfEveryChange() {
        try (McpServer server = McpServer.builder("plain", "1.0").build()) {
            server.registerTool(ServerTool.builder("first").handler((args, ctx) -> CallToolResult.text("1")).build());
            try (TestClient user = client(server, "alice")) {
                server.registerTool(ServerTool.builder("admin_new").handler((args, ctx) -> CallToolResult.text("new")).build());
                user.request("ping", null);
                assertThat(user.notifications()).extracting(n -> n.get("method").asString())
                        .containsExactly("notifications/tools/list_changed");
            }
        }
    }
}
