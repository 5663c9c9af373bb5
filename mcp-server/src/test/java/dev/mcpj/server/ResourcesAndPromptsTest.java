package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.ResourceNotFoundException;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ResourcesAndPromptsTest {
    private final McpServer server = McpServer.builder("t", "1").build();

    @BeforeEach
    void register() {
        server.registerResource(ServerResource.of(Resource.builder("test://static-text", "Static text").mimeType("text/plain").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "This is the content."))));
        server.registerResource(ServerResource.of(Resource.builder("test://static-binary", "Static binary").mimeType("image/png").build(),
                (req, ctx) -> List.of(ResourceContents.blob(req.uri(), "image/png", new byte[] {1, 2, 3}))));
        server.registerResourceTemplate(ServerResourceTemplate.builder(
                        ResourceTemplate.builder("test://template/{id}/data", "Data by id").mimeType("application/json").build())
                .handler((req, ctx) -> {
                    if (req.variable("id").equals("missing")) {
                        throw new ResourceNotFoundException(req.uri(), "No data for id missing");
                    }
                    return List.of(ResourceContents.text(req.uri(), "application/json", "{\"id\":\"" + req.variable("id") + "\"}"));
                })
                .completion("id", (value, context) -> Completion.matching(value, List.of("123", "124", "999")))
                .build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("greet").description("Greet someone")
                        .argument(PromptArgument.required("name", "Who"))
                        .argument(PromptArgument.optional("style", "How"))
                        .build())
                .handler((args, ctx) -> new GetPromptResult("A greeting", List.of(
                        PromptMessage.user("Greet " + args.get("name") + " " + args.getOrDefault("style", "warmly")),
                        new PromptMessage(Role.ASSISTANT, Content.image(new byte[] {9}, "image/png")))))
                .completion("style", (value, context) -> Completion.matching(value, List.of("warmly", "wryly", "formally")))
                .build());
    }

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void capabilitiesAnnounceResourcesPromptsAndCompletions() {
        try (TestClient client = new TestClient(server)) {
            JsonNode caps = client.initialize("2025-11-25", json("{}")).at("/result/capabilities");
            assertThat(caps.at("/resources/subscribe").asBoolean()).isTrue();
            assertThat(caps.at("/prompts/listChanged").asBoolean()).isTrue();
            assertThat(caps.has("completions")).isTrue();
        }
    }

    @Test
    void resourcesAreListedAndRead() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode list = client.request("resources/list", null).get("result");
            SpecSchema.LEGACY.assertValid("ListResourcesResult", list);
            assertThat(list.get("resources")).hasSize(2);
            JsonNode text = client.request("resources/read", json("{\"uri\":\"test://static-text\"}")).get("result");
            SpecSchema.LEGACY.assertValid("ReadResourceResult", text);
            assertThat(text.at("/contents/0/text").asString()).isEqualTo("This is the content.");
            JsonNode blob = client.request("resources/read", json("{\"uri\":\"test://static-binary\"}")).get("result");
            assertThat(blob.at("/contents/0/blob").asString()).isEqualTo("AQID");
        }
    }

    @Test
    void templatesMatchAndPassTheirVariables() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode templates = client.request("resources/templates/list", null).get("result");
            SpecSchema.LEGACY.assertValid("ListResourceTemplatesResult", templates);
            assertThat(templates.at("/resourceTemplates/0/uriTemplate").asString()).isEqualTo("test://template/{id}/data");
            JsonNode data = client.request("resources/read", json("{\"uri\":\"test://template/123/data\"}")).get("result");
            assertThat(data.at("/contents/0/text").asString()).isEqualTo("{\"id\":\"123\"}");
        }
    }

    @Test
    void unknownResourceIsResourceNotFoundWithItsUri() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("resources/read", json("{\"uri\":\"test://nothing\"}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32002);
            assertThat(r.at("/error/data/uri").asString()).isEqualTo("test://nothing");
            JsonNode missing = client.request("resources/read", json("{\"uri\":\"test://template/missing/data\"}"));
            assertThat(missing.at("/error/code").asInt()).isEqualTo(-32002);
            assertThat(missing.at("/error/message").asString()).isEqualTo("No data for id missing");
            assertThat(missing.at("/error/data/uri").asString()).isEqualTo("test://template/missing/data");
            assertThat(client.request("resources/read", json("{}")).at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void subscribersAreToldOfUpdatesUntilTheyUnsubscribe() {
        try (TestClient client = TestClient.initialized(server)) {
            assertThat(client.request("resources/subscribe", json("{\"uri\":\"test://static-text\"}")).has("result")).isTrue();
            server.notifyResourceUpdated("test://static-text");
            server.notifyResourceUpdated("test://static-binary");
            client.request("resources/unsubscribe", json("{\"uri\":\"test://static-text\"}"));
            server.notifyResourceUpdated("test://static-text");
            client.request("ping", null);
            var updates = client.notifications("notifications/resources/updated");
            assertThat(updates).hasSize(1);
            assertThat(updates.get(0).at("/params/uri").asString()).isEqualTo("test://static-text");
            assertThat(client.request("resources/subscribe", json("{\"uri\":\"test://none\"}")).at("/error/code").asInt())
                    .isEqualTo(-32002);
        }
    }

    @Test
    void promptsAreListedAndRenderedWithTheirArguments() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode list = client.request("prompts/list", null).get("result");
            SpecSchema.LEGACY.assertValid("ListPromptsResult", list);
            assertThat(list.at("/prompts/0/arguments/0/required").asBoolean()).isTrue();
            JsonNode got = client.request("prompts/get", json("{\"name\":\"greet\",\"arguments\":{\"name\":\"Ada\"}}")).get("result");
            SpecSchema.LEGACY.assertValid("GetPromptResult", got);
            assertThat(got.at("/messages/0/content/text").asString()).isEqualTo("Greet Ada warmly");
            assertThat(got.at("/messages/1/content/type").asString()).isEqualTo("image");
        }
    }

    @Test
    void promptMistakesAreInvalidParams() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode missing = client.request("prompts/get", json("{\"name\":\"greet\"}"));
            assertThat(missing.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(missing.at("/error/message").asString()).isEqualTo("Missing required argument 'name' for prompt 'greet'");
            assertThat(client.request("prompts/get", json("{\"name\":\"nope\"}")).at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(client.request("prompts/get", json("{\"name\":\"greet\",\"arguments\":{\"name\":3}}"))
                    .at("/error/code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void completionSuggestsForPromptArgumentsAndTemplateVariables() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode p = client.request("completion/complete", json(
                    "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"greet\"},\"argument\":{\"name\":\"style\",\"value\":\"w\"}}")).get("result");
            SpecSchema.LEGACY.assertValid("CompleteResult", p);
            assertThat(p.at("/completion/values").toString()).isEqualTo("[\"warmly\",\"wryly\"]");
            JsonNode t = client.request("completion/complete", json(
                    "{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"test://template/{id}/data\"},\"argument\":{\"name\":\"id\",\"value\":\"12\"}}"))
                    .get("result");
            assertThat(t.at("/completion/values")).hasSize(2);
            JsonNode none = client.request("completion/complete", json(
                    "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"greet\"},\"argument\":{\"name\":\"name\",\"value\":\"A\"}}")).get("result");
            assertThat(none.at("/completion/values")).isEmpty();
        }
    }

    @Test
    void listChangesAreAnnounced() {
        try (TestClient client = TestClient.initialized(server)) {
            server.prompt("greet").orElseThrow().remove();
            server.resource("test://static-text").orElseThrow().remove();
            client.request("ping", null);
            assertThat(client.notifications("notifications/prompts/list_changed")).hasSize(1);
            assertThat(client.notifications("notifications/resources/list_changed")).hasSize(1);
        }
    }

    @Test
    void malformedDefinitionsAreRefusedEarly() {
        assertThatThrownBy(() -> Resource.builder("relative/path", "x").build()).hasMessageContaining("absolute");
        assertThatThrownBy(() -> ResourceTemplate.builder("test://{a}/{a}", "x")).hasMessageContaining("repeated");
        assertThatThrownBy(() -> ResourceTemplate.builder("test://{?query}", "x")).hasMessageContaining("unsupported");
        assertThatThrownBy(() -> Prompt.builder("p").argument(PromptArgument.required("a", null))
                .argument(PromptArgument.optional("a", null)).build()).hasMessageContaining("twice");
    }
}
