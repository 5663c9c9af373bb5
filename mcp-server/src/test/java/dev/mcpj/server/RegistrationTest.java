package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.TestClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** One verb registers each kind; every kind can be looked up, listed and removed. */
class RegistrationTest {
    private final McpServer server = McpServer.builder("t", "1").build();

    @AfterEach
    void close() {
        server.close();
    }

    private static ResourceHandler text(String body) {
        return (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", body));
    }

    @Test
    void eachKindIsFoundAsRegisteredAndListedInKeyOrder() {
        ServerTool b = ServerTool.builder("b").handler((args, ctx) -> CallToolResult.text("b")).build();
        ServerTool a = ServerTool.builder("a").asyncHandler((args, ctx) -> CompletableFuture.completedFuture(CallToolResult.text("a"))).build();
        ServerResource readme = ServerResource.of(Resource.builder("file:///readme", "readme").build(), text("hi"));
        ServerResourceTemplate users = ServerResourceTemplate.builder(
                ResourceTemplate.builder("users://{id}", "user").build()).handler(text("user")).build();
        ServerPrompt greet = ServerPrompt.builder(Prompt.builder("greet").build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("hello"))).build();
        Registration<ServerTool> bReg = server.registerTool(b);
        Registration<ServerTool> aReg = server.registerTool(a);
        Registration<ServerResource> readmeReg = server.registerResource(readme);
        Registration<ServerResourceTemplate> usersReg = server.registerResourceTemplate(users);
        Registration<ServerPrompt> greetReg = server.registerPrompt(greet);

        assertThat(server.tool("a")).containsSame(aReg);
        assertThat(aReg.definition()).isSameAs(a);
        assertThat(server.tools()).containsExactly(aReg, bReg);
        assertThat(server.resource("file:///readme")).containsSame(readmeReg);
        assertThat(readmeReg.definition()).isSameAs(readme);
        assertThat(server.resources()).containsExactly(readmeReg);
        assertThat(server.resourceTemplate("users://{id}")).containsSame(usersReg);
        assertThat(server.resourceTemplates()).containsExactly(usersReg);
        assertThat(server.prompt("greet")).containsSame(greetReg);
        assertThat(greetReg.definition()).isSameAs(greet);
        assertThat(server.prompts()).containsExactly(greetReg);

        assertThat(server.tool("c")).isEmpty();
        assertThat(server.resource("users://7")).as("a template is not a resource").isEmpty();
        assertThat(server.resourceTemplate("users://{other}")).isEmpty();
        assertThat(server.prompt("other")).isEmpty();
        assertThatThrownBy(() -> server.tools().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> server.resourceTemplates().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void removingAKindTakesItOffTheListsAndOnlyOnce() {
        List<Registration<?>> all = List.of(
                server.registerTool(ServerTool.builder("t").handler((args, ctx) -> CallToolResult.text("t")).build()),
                server.registerResource(ServerResource.of(Resource.builder("file:///r", "r").build(), text("r"))),
                server.registerResourceTemplate(ServerResourceTemplate.of(
                        ResourceTemplate.builder("users://{id}", "user").build(), text("u"))),
                server.registerPrompt(ServerPrompt.of(Prompt.builder("p").build(),
                        (args, ctx) -> GetPromptResult.of(PromptMessage.user("p")))));

        for (Registration<?> r : all) {
            r.remove();
            assertThat(r.isRegistered()).isFalse();
            assertThat(r.isEnabled()).isFalse();
            r.remove(); // a second time does nothing
            assertThatThrownBy(r::disable).isInstanceOf(IllegalStateException.class).hasMessageContaining("removed");
            assertThatThrownBy(r::enable).isInstanceOf(IllegalStateException.class).hasMessageContaining("removed");
        }
        assertThat(server.tools()).isEmpty();
        assertThat(server.resources()).isEmpty();
        assertThat(server.resourceTemplates()).isEmpty();
        assertThat(server.prompts()).isEmpty();
    }

    @Test
    void aKeyIsRegisteredOnce() {
        server.registerResource(ServerResource.of(Resource.builder("file:///r", "r").build(), text("r")));
        assertThatThrownBy(() -> server.registerResource(ServerResource.of(Resource.builder("file:///r", "again").build(), text("x"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("file:///r");
        server.registerPrompt(ServerPrompt.of(Prompt.builder("p").build(), (args, ctx) -> GetPromptResult.of(PromptMessage.user("p"))));
        assertThatThrownBy(() -> server.registerPrompt(ServerPrompt.of(Prompt.builder("p").build(),
                (args, ctx) -> GetPromptResult.of(PromptMessage.user("q")))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'p'");
        assertThat(server.resource("file:///r").orElseThrow().definition().resource().name()).isEqualTo("r");
    }

    @Test
    void aServerResourceIsServedByItsHandler() {
        server.registerResource(ServerResource.of(Resource.builder("file:///notes", "notes").mimeType("text/plain").build(),
                text("remember")));
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode listed = client.request("resources/list", json("{}"));
            assertThat(listed.at("/result/resources/0/uri").asString()).isEqualTo("file:///notes");
            JsonNode read = client.request("resources/read", json("{\"uri\":\"file:///notes\"}"));
            assertThat(read.at("/result/contents/0/text").asString()).isEqualTo("remember");
        }
    }

    @Test
    void anAsyncToolIsCalledThroughItsStage() {
        CompletableFuture<CallToolResult> later = new CompletableFuture<>();
        server.registerTool(ServerTool.builder("later").asyncHandler((args, ctx) -> later).build());
        try (TestClient client = TestClient.initialized(server)) {
            CompletableFuture<JsonNode> answer = client.requestAsync("tools/call", TestClient.toolParams("later", json("{}")));
            later.complete(CallToolResult.text("done"));
            assertThat(TestClient.await(answer).at("/result/content/0/text").asString()).isEqualTo("done");
        }
    }

    @Test
    void resourcesAndTemplatesAreBuiltByNameLikeToolsAndPrompts() {
        server.registerResource(ServerResource.builder("file:///readme", "readme").title("Read me")
                .description("How to use it").mimeType("text/markdown").handler(text("# Hi")).build());
        server.registerResourceTemplate(ServerResourceTemplate.builder("orders://{id}", "order")
                .description("An order").mimeType("application/json").handler(text("{}"))
                .completion("id", (value, context) -> Completion.matching(value, List.of("1", "2"))).build());
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode resource = client.request("resources/list", json("{}")).at("/result/resources/0");
            assertThat(resource).isEqualTo(json("""
                    {"uri":"file:///readme","name":"readme","title":"Read me","description":"How to use it",
                     "mimeType":"text/markdown"}"""));
            JsonNode template = client.request("resources/templates/list", json("{}")).at("/result/resourceTemplates/0");
            assertThat(template).isEqualTo(json("""
                    {"uriTemplate":"orders://{id}","name":"order","description":"An order","mimeType":"application/json"}"""));
        }
        assertThatThrownBy(() -> ServerResourceTemplate.builder("orders://{id}", "order").completion("ref", (v, c) -> null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'ref'");
    }

    @Test
    void aDescriptionGivenElsewhereIsKeptAsGivenOrChangedOnlyWhereTheBuilderSays() {
        Resource given = Resource.builder("file:///data", "data").description("Raw").mimeType("text/csv").size(42)
                .meta(json("{\"k\":1}")).build();
        assertThat(ServerResource.builder(given).handler(text("a,b")).build().resource()).isSameAs(given);
        Resource changed = ServerResource.builder(given).description("Cooked").handler(text("a,b")).build().resource();
        assertThat(changed.description()).isEqualTo("Cooked");
        assertThat(changed.mimeType()).isEqualTo("text/csv");
        assertThat(changed.size()).isEqualTo(42L);
        assertThat(changed.meta()).isEqualTo(json("{\"k\":1}"));

        ResourceTemplate template = ResourceTemplate.builder("logs://{day}", "logs").mimeType("text/plain").build();
        assertThat(ServerResourceTemplate.builder(template).handler(text("")).build().template()).isSameAs(template);
        ResourceTemplate titled = ServerResourceTemplate.builder(template).title("Logs").handler(text("")).build().template();
        assertThat(titled.title()).isEqualTo("Logs");
        assertThat(titled.mimeType()).isEqualTo("text/plain");
        assertThat(titled.uriTemplate().variables()).containsExactly("day");
    }

    @Test
    void aServerResourceNeedsBothParts() {
        assertThatThrownBy(() -> ServerResource.of(Resource.builder("file:///r", "r").build(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("handler");
    }
}
