package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.Icon;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.EmbeddedResource;
import dev.mcpj.core.content.ImageContent;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client-side readers are the inverse of the writers: what a server writes reads back to a
 * value that writes the same JSON, with every optional field set and with none.
 */
class WireReaderTest {
    private static final Icon ICON = new Icon("https://example.com/i.png", "image/png", List.of("48x48", "96x96"), "dark");
    private static final Annotations ANNOTATIONS = new Annotations(List.of(Role.USER, Role.ASSISTANT), 0.5,
            "2026-01-01T00:00:00Z");

    private static ObjectNode json(String text) {
        return (ObjectNode) Json.mapper().readTree(text);
    }

    @Test
    void aToolReadsBackToTheSameJson() {
        Tool full = Tool.builder("add").title("Add").description("Adds two numbers")
                .inputSchema(json("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"}}}"))
                .outputSchema(json("{\"type\":\"object\"}"))
                .annotations(ToolAnnotations.builder().title("Adder").readOnly(true).destructive(false)
                        .idempotent(true).openWorld(false).build())
                .icons(List.of(ICON))
                .meta(json("{\"k\":1}"))
                .build();
        for (Tool t : List.of(full, Tool.builder("bare").build())) {
            ObjectNode written = Wire.tool(t);
            assertThat(Wire.tool(WireReader.tool(written))).isEqualTo(written);
        }
    }

    @Test
    void aResourceAndATemplateReadBackToTheSameJson() {
        Resource full = Resource.builder("file:///a.txt", "a").title("A").description("The letter a")
                .mimeType("text/plain").size(12).icons(List.of(ICON)).annotations(ANNOTATIONS)
                .meta(json("{\"k\":2}")).build();
        for (Resource r : List.of(full, Resource.builder("file:///b", "b").build())) {
            ObjectNode written = Wire.resource(r);
            assertThat(Wire.resource(WireReader.resource(written))).isEqualTo(written);
        }
        ResourceTemplate template = ResourceTemplate.builder("file:///{name}", "files").title("Files")
                .description("Any file").mimeType("text/plain").icons(List.of(ICON)).annotations(ANNOTATIONS)
                .meta(json("{\"k\":3}")).build();
        for (ResourceTemplate t : List.of(template, ResourceTemplate.builder("db://{table}", "tables").build())) {
            ObjectNode written = Wire.resourceTemplate(t);
            assertThat(Wire.resourceTemplate(WireReader.resourceTemplate(written))).isEqualTo(written);
        }
    }

    @Test
    void aPromptReadsBackToTheSameJson() {
        Prompt full = Prompt.builder("review").title("Review").description("Reviews code")
                .argument(new PromptArgument("code", "Code", "What to review", true))
                .argument(new PromptArgument("style", null, null, false))
                .icons(List.of(ICON)).meta(json("{\"k\":4}")).build();
        for (Prompt p : List.of(full, Prompt.builder("bare").build())) {
            ObjectNode written = Wire.prompt(p);
            assertThat(Wire.prompt(WireReader.prompt(written))).isEqualTo(written);
        }
    }

    @Test
    void resultsReadBackToEqualValues() {
        List<Content> content = List.of(
                new TextContent("hi", ANNOTATIONS, json("{\"t\":1}")),
                new ImageContent("AA==", "image/png", null, null),
                new AudioContent("AA==", "audio/wav", null, null),
                ResourceLink.builder("file:///a", "a").title("A").mimeType("text/plain").size(3).build(),
                new EmbeddedResource(new BlobResourceContents("file:///b", "image/png", "AA==", null), null, null));
        CallToolResult call = new CallToolResult(content, json("{\"sum\":3}"), true, json("{\"m\":1}"));
        assertThat(WireReader.callToolResult(Wire.callToolResult(call))).isEqualTo(call);
        CallToolResult plain = CallToolResult.text("3");
        assertThat(WireReader.callToolResult(Wire.callToolResult(plain))).isEqualTo(plain);

        GetPromptResult prompt = new GetPromptResult("A review", List.of(
                new PromptMessage(Role.USER, new TextContent("Review this", null, null)),
                new PromptMessage(Role.ASSISTANT, new TextContent("Looks fine", null, null))));
        assertThat(WireReader.getPromptResult(Wire.getPromptResult(prompt))).isEqualTo(prompt);

        List<ResourceContents> contents = List.of(new TextResourceContents("file:///a", "text/plain", "a", null),
                new BlobResourceContents("file:///b", null, "AA==", json("{\"k\":5}")));
        assertThat(WireReader.readResourceResult(Wire.readResourceResult(contents))).isEqualTo(contents);
    }

    @Test
    void aMalformedValueIsRefusedNamingTheField() {
        assertThatThrownBy(() -> WireReader.tool(json("{\"inputSchema\":{}}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"name\"");
        assertThatThrownBy(() -> WireReader.tool(json("{\"name\":\"t\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("inputSchema");
        assertThatThrownBy(() -> WireReader.resource(json("{\"name\":\"r\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"uri\"");
        JsonNode badIcon = json("{\"name\":\"p\",\"icons\":[{\"mimeType\":\"image/png\"}]}");
        assertThatThrownBy(() -> WireReader.prompt(badIcon))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"src\"");
    }
}
