package dev.mcpj.server.internal.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.IncludeContext;
import dev.mcpj.server.client.ModelPreferences;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.ToolChoice;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.internal.wire.ClientCapability;
import dev.mcpj.server.internal.wire.CreateMessageParams;
import dev.mcpj.server.internal.wire.CreateMessageResult;
import dev.mcpj.server.internal.wire.ElicitParams;
import dev.mcpj.server.internal.wire.ElicitResult;
import dev.mcpj.server.internal.wire.ListRootsResult;
import dev.mcpj.server.internal.wire.LogMessageParams;
import dev.mcpj.server.testing.SpecSchema;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The typed values of the requests a server sends its client (elicitation, sampling, roots), and
 * of the names of methods, checked against the official schemas and example messages of both
 * protocol revisions.
 */
class ClientRequestValuesTest {
    private static final SpecSchema[] BOTH = {SpecSchema.LEGACY, SpecSchema.MODERN};

    private static JsonNode example(String definition, String file) {
        try (InputStream in = ClientRequestValuesTest.class.getResourceAsStream(
                "/spec/2026-07-28/examples/" + definition + "/" + file)) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode json(String text) {
        return Json.mapper().readTree(text);
    }

    @Test
    void formAndUrlQuestionsAreValidParamsInBothRevisions() {
        ObjectNode form = ElicitParams.form("Your name?",
                ElicitationSchema.builder().string("name", "Name", true).build().json()).toJson();
        assertThat(form.path("mode").asString()).isEqualTo("form");
        UrlElicitation url = UrlElicitation.builder("https://example.com/key", "Set your key").elicitationId("e-1").build();
        ObjectNode legacyUrl = ClientRequests.urlParams(url, true).toJson();
        for (SpecSchema spec : BOTH) {
            spec.assertValid("ElicitRequestFormParams", form);
        }
        SpecSchema.LEGACY.assertValid("ElicitRequestURLParams", legacyUrl);
        SpecSchema.MODERN.assertValid("ElicitRequestURLParams", ClientRequests.urlParams(url, false).toJson());
        assertThat(legacyUrl.path("elicitationId").asString()).isEqualTo("e-1");
        assertThat(ClientRequests.urlParams(url, false).toJson().has("elicitationId")).isFalse();
    }

    @Test
    void theUrlRequiredErrorAndTheCompletionNotificationMatchTheSchema() {
        UrlElicitation url = UrlElicitation.builder("https://example.com/pay", "Pay").elicitationId("e-2").build();
        ObjectNode error = Json.object().put("jsonrpc", "2.0").put("id", 1);
        error.putObject("error").put("code", -32042).put("message", "Open it")
                .set("data", ElicitParams.urlRequiredData(List.of(ClientRequests.urlParams(url, true))));
        SpecSchema.LEGACY.assertValid("URLElicitationRequiredError", error);
        ObjectNode done = Json.object().put("jsonrpc", "2.0").put("method", McpMethods.ELICITATION_COMPLETE);
        done.set("params", ElicitParams.completion("e-2"));
        SpecSchema.LEGACY.assertValid("ElicitationCompleteNotification", done);
    }

    @Test
    void aSamplingRequestWithEveryFieldIsValidParams() {
        SamplingRequest request = SamplingRequest.builder(100)
                .message(SamplingMessage.user("Hi"))
                .message(SamplingMessage.assistant(List.of(Content.text("a"), Content.text("b"))))
                .systemPrompt("Be brief")
                .modelPreferences(new ModelPreferences(List.of("claude"), 0.1, 0.2, 0.9))
                .temperature(0.5)
                .stopSequences(List.of("END"))
                .includeContext(IncludeContext.THIS_SERVER)
                .metadata(Json.object().put("k", "v"))
                .tools(List.of(Tool.builder("lookup").inputSchema(json("{\"type\":\"object\"}")).build()))
                .toolChoice(ToolChoice.AUTO)
                .build();
        ObjectNode params = ClientRequests.samplingParams(request).toJson();
        for (SpecSchema spec : BOTH) {
            spec.assertValid("CreateMessageRequestParams", params);
        }
        assertThat(params.path("messages").get(0).path("content").isObject()).as("one block, as an object").isTrue();
        assertThat(params.path("messages").get(1).path("content").isArray()).as("two blocks, as an array").isTrue();
        assertThat(params.path("includeContext").asString()).isEqualTo("thisServer");
        assertThat(params.path("toolChoice").path("mode").asString()).isEqualTo("auto");
        assertThat(params.path("modelPreferences").path("hints").get(0).path("name").asString()).isEqualTo("claude");

        ObjectNode minimal = ClientRequests.samplingParams(SamplingRequest.builder(5)
                .message(SamplingMessage.user("x")).build()).toJson();
        assertThat(minimal.propertyNames()).containsExactly("messages", "maxTokens");
    }

    @Test
    void readsTheExampleAnswersOfTheSpecification() {
        CreateMessageResult text = CreateMessageResult.read(example("CreateMessageResult", "text-response.json"));
        assertThat(text.role()).isEqualTo(Role.ASSISTANT);
        assertThat(text.content()).singleElement().isInstanceOf(TextContent.class);
        assertThat(text.model()).isNotNull();
        CreateMessageResult tools = CreateMessageResult.read(example("CreateMessageResult", "tool-use-response.json"));
        assertThat(tools.content()).allMatch(c -> c instanceof ToolUseContent);
        assertThat(tools.stopReason()).isEqualTo("toolUse");

        ListRootsResult roots = ListRootsResult.read(example("ListRootsResult", "multiple-root-directories.json"));
        assertThat(roots.roots()).hasSizeGreaterThan(1).allMatch(r -> r.uri().startsWith("file://"));

        ElicitResult accepted = ElicitResult.read(example("ElicitResult", "input-single-field.json"));
        assertThat(accepted.action()).isEqualTo("accept");
        assertThat(accepted.content()).isNotNull();
        ElicitResult url = ElicitResult.read(example("ElicitResult", "accept-url-mode-no-content.json"));
        assertThat(url.action()).isEqualTo("accept");
        assertThat(url.content()).isNull();
    }

    @Test
    void malformedAnswersAreRefusedWithWhatIsWrong() {
        assertThatThrownBy(() -> ListRootsResult.read(json("{}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no roots array");
        assertThatThrownBy(() -> ListRootsResult.read(json("{\"roots\":[{\"name\":\"n\"}]}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("without a uri");
        assertThatThrownBy(() -> CreateMessageResult.read(json("{\"role\":\"robot\",\"content\":"
                + "{\"type\":\"text\",\"text\":\"x\"},\"model\":\"m\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("robot");
        assertThatThrownBy(() -> CreateMessageResult.read(json("{\"role\":\"assistant\",\"model\":\"m\"}")))
                .isInstanceOf(IllegalArgumentException.class);
        ElicitResult odd = ElicitResult.read(json("{\"content\":[1]}"));
        assertThat(odd.action()).isEmpty();
        assertThat(odd.content()).isNull();
    }

    @Test
    void aBareElicitationCapabilityDeclaresFormModeOnly() {
        JsonNode bare = json("{\"elicitation\":{}}");
        assertThat(ClientCapability.missing(bare, ClientCapability.FORM_ELICITATION)).isNull();
        assertThat(ClientCapability.missing(bare, ClientCapability.URL_ELICITATION)).isEqualTo("elicitation.url");
        JsonNode urlOnly = json("{\"elicitation\":{\"url\":{}}}");
        assertThat(ClientCapability.missing(urlOnly, ClientCapability.FORM_ELICITATION)).isEqualTo("elicitation.form");
        assertThat(ClientCapability.missing(json("{}"), ClientCapability.FORM_ELICITATION)).isEqualTo("elicitation");
        assertThat(ClientCapability.missing(json("{}"), ClientCapability.SAMPLING_TOOLS)).isEqualTo("sampling.tools");
        assertThat(ClientCapability.missing(json("{\"sampling\":{}}"), ClientCapability.SAMPLING)).isNull();
        assertThat(ClientCapability.requiredData("elicitation.url"))
                .isEqualTo(json("{\"requiredCapabilities\":{\"elicitation\":{\"url\":{}}}}"));
    }

    @Test
    void aLogMessageWithoutDataSendsNull() {
        ObjectNode params = new LogMessageParams("info", null, null).toJson();
        SpecSchema.LEGACY.assertValid("LoggingMessageNotificationParams", params);
        assertThat(params.get("data").isNull()).isTrue();
        assertThat(params.has("logger")).isFalse();
    }

    @Test
    void everyMethodNameIsOneOfTheSpecifications() throws IllegalAccessException {
        String legacy = SpecSchemaText.of("/spec/2025-11-25/schema.json");
        String modern = SpecSchemaText.of("/spec/2026-07-28/schema.json");
        List<String> unknown = new ArrayList<>();
        int names = 0;
        for (Field f : McpMethods.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                String name = (String) f.get(null);
                names++;
                String quoted = "\"const\": \"" + name + "\"";
                if (!legacy.contains(quoted) && !modern.contains(quoted)) {
                    unknown.add(name);
                }
            }
        }
        assertThat(names).isGreaterThan(25);
        assertThat(unknown).isEmpty();
    }

    /** A schema file's text, searched for the method names it defines. */
    private static final class SpecSchemaText {
        static String of(String resource) {
            try (InputStream in = ClientRequestValuesTest.class.getResourceAsStream(resource)) {
                return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
