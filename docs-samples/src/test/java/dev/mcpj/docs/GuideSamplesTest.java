package dev.mcpj.docs;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.assertThatThrownBy;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.docs.annotated.AnnotatedServer;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationResult.Action;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.core.content.Role;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

/** The guide's samples do what the guide says they do. */
class GuideSamplesTest {

    @Test
    void annotatedToolsAreRegisteredByTheGeneratedClass() {
        try (McpTestClient client = McpTestClient.connect(AnnotatedServer.server())) {
            assertThat(client.listTools()).extracting(Tool::name).containsExactlyInAnyOrder("add", "multiples");
            assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5.0");
            assertThat(client.callTool("multiples", Map.of("of", 3))).isNotError()
                    .hasStructuredContentAt("/result/4", 15);
            assertThat(client.callTool("multiples", Map.of("of", 3, "count", 0))).isError()
                    .hasTextContaining("count");
        }
    }

    @Test
    void toolsPageSamplesAnswerAsDescribed() {
        McpServer server = McpServer.builder("tools", "1.0.0").build();
        Tools.register(server);
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.callTool("search_flights", Map.of("from", "OSL", "to", "CDG"))).isNotError()
                    .hasText("3 flights from OSL to CDG in economy, showing 10");
            assertThat(client.callTool("search_flights", Map.of("from", "oslo", "to", "CDG"))).isError()
                    .hasTextContaining("from");
            assertThat(client.callTool("plan_trip",
                    Map.of("trip", Map.of("city", "Oslo", "start", "2026-06-01", "nights", 3))))
                    .isNotError().hasText("3 nights in Oslo from 2026-06-01");
            assertThat(client.callTool("divide", Map.of("a", 1, "b", 0))).isError()
                    .hasText("b must not be zero: division by zero is undefined");
            assertThat(client.callTool("weather", Map.of("city", "Oslo"))).isNotError()
                    .hasStructuredContentAt("/celsius", 21.5);
            assertThat(client.callTool("lookup", Map.of("key", "k"))).isNotError().hasText("value of k");

            assertThat(Tools.changeWhileRunning(server)).containsExactly("divide", "lookup", "plan_trip", "weather");
            assertThat(client.listTools()).filteredOn(t -> t.name().equals("divide"))
                    .extracting(Tool::description).containsExactly("Divide a by b");
        }
    }

    @Test
    void resourcesPromptsAndCompletion() {
        McpServer server = ResourcesAndPrompts.declaredUpFront();
        ResourcesAndPrompts.register(server);
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.readResource("notes://today")).singleElement()
                    .isInstanceOfSatisfying(TextResourceContents.class, t -> assertThat(t.text()).isEqualTo("Buy milk"));
            assertThat(client.readResource("books://9780061054884")).singleElement()
                    .isInstanceOfSatisfying(TextResourceContents.class,
                            t -> assertThat(t.text()).contains("The Dispossessed"));
            assertThatThrownBy(() -> client.readResource("books://0"))
                    .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32002));
            assertThat(client.completeResourceArgument("books://{isbn}", "isbn", "978006").values())
                    .containsExactly("9780061054884");
            assertThat(client.completePromptArgument("review_code", "language", "k").values())
                    .containsExactly("kotlin");
            assertThat(client.getPrompt("review_code", Map.of("language", "java", "code", "int x;")).messages())
                    .singleElement().satisfies(m -> assertThat(m.role()).isEqualTo(Role.USER));
            ResourcesAndPrompts.changed(server);
        }
    }

    @Test
    void requestContextSamples() {
        // every progress notice is sent, none coalesced with the next (the default sends at most one per interval)
        McpServer server = McpServer.builder("context", "1.0.0").progressInterval(java.time.Duration.ZERO).build();
        Context.register(server);
        // region scripted-client
        try (McpTestClient client = McpTestClient.builder(server)
                .stateless()                                   // or .protocolVersion("2025-11-25"), the default
                .elicitation(form -> new ElicitationResult(Action.ACCEPT,
                        JsonNodeFactory.instance.objectNode().put("name", "Ada")))
                .sampling(request -> new SamplingResult(Role.ASSISTANT, List.of(Content.text("A short summary")),
                        "test-model", null))
                .roots(List.of(new Root("file:///home/ada/projects", "projects")))
                .connect()) {
            assertThat(client.callTool("sign_up")).isNotError().hasText("signed up Ada on the free plan");
            assertThat(client.callTool("summarize", Map.of("text", "..."))).hasText("A short summary");
            assertThat(client.callTool("list_roots")).hasText("roots: file:///home/ada/projects");
        }
        // endregion
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.callTool("import_rows", Map.of("rows", 3))).isNotError().hasText("imported 3 rows");
            assertThat(client.progress()).extracting(p -> p.message())
                    .containsExactly("imported row 1", "imported row 2", "imported row 3");
        }
    }

    @Test
    void tasksRunToTheSameResultWhenCalledDirectly() {
        try (McpTestClient client = McpTestClient.connect(Tasks.server())) {
            assertThat(client.listTools()).singleElement()
                    .satisfies(t -> assertThat(t.name()).isEqualTo("build"));
            assertThat(client.callTool("build")).isNotError().hasText("build succeeded");
        }
    }

    @Test
    void interceptorsRefuseAndCount() {
        Interceptors.ToolPolicy policy = new Interceptors.ToolPolicy(java.util.Set.of("divide"));
        McpServer server = McpServer.builder("policy", "1.0.0").intercept(policy).build();
        Tools.register(server);
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThatThrownBy(() -> client.callTool("divide", Map.of("a", 1, "b", 2)))
                    .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32001));
            assertThat(client.callTool("plan_trip", Map.of("trip", Map.of("city", "Oslo")))).isError();
            assertThat(policy.failures.sum()).isEqualTo(1);
        }
    }

    @Test
    void visibilityHidesAdminTools() {
        McpServer server = Interceptors.adminToolsForRoot();
        server.registerTool(dev.mcpj.server.ServerTool.builder("admin_reset")
                .handler((args, ctx) -> dev.mcpj.core.tool.CallToolResult.text("reset")).build());
        try (McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.listTools()).isEmpty();
        }
    }
}
