package dev.mcpj.core.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.Icon;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every value type that holds a JSON tree keeps its own copy: changing the tree after handing it
 * in changes nothing in the value, so one value may be shared by concurrent calls.
 */
class HeldTreesTest {

    /** A value built from a caller's tree, and how to read that tree back from it. */
    private record Holder(String name, Function<ObjectNode, Object> build, Function<Object, JsonNode> read) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static Holder holder(String name, Function<ObjectNode, Object> build, Function<Object, JsonNode> read) {
        return new Holder(name, build, read);
    }

    static Stream<Arguments> holders() {
        return Stream.of(
                holder("CallToolResult.withMeta", m -> CallToolResult.text("x").withMeta(m), v -> ((CallToolResult) v).meta()),
                holder("CallToolResult.structured", CallToolResult::structured, v -> ((CallToolResult) v).structuredContent()),
                holder("Resource.link", m -> Resource.builder("file:///a", "a").meta(m).build().link(),
                        v -> ((ResourceLink) v).meta()),
                holder("ResourceLink", m -> new ResourceLink("file:///a", "a", null, null, null, null, List.of(), null, m),
                        v -> ((ResourceLink) v).meta()),
                holder("TextContent", m -> new TextContent("t", null, m), v -> ((TextContent) v).meta()),
                holder("ImageContent", m -> new ImageContent("AA==", "image/png", null, m), v -> ((ImageContent) v).meta()),
                holder("AudioContent", m -> new AudioContent("AA==", "audio/wav", null, m), v -> ((AudioContent) v).meta()),
                holder("EmbeddedResource", m -> new EmbeddedResource(ResourceContents.text("file:///a", null, "t"), null, m),
                        v -> ((EmbeddedResource) v).meta()),
                holder("TextResourceContents", m -> new TextResourceContents("file:///a", null, "t", m),
                        v -> ((TextResourceContents) v).meta()),
                holder("BlobResourceContents", m -> new BlobResourceContents("file:///a", null, "AA==", m),
                        v -> ((BlobResourceContents) v).meta()),
                holder("ToolUseContent.meta", m -> new ToolUseContent("u1", "t", Json.object(), m),
                        v -> ((ToolUseContent) v).meta()),
                holder("ToolResultContent.meta", m -> new ToolResultContent("u1", List.of(), null, false, m),
                        v -> ((ToolResultContent) v).meta()),
                holder("Tool.Builder.meta", m -> Tool.builder("t").meta(m).build(), v -> ((Tool) v).meta()),
                holder("Prompt.Builder.meta", m -> Prompt.builder("p").meta(m).build(), v -> ((Prompt) v).meta()),
                holder("Resource.Builder.meta", m -> Resource.builder("file:///a", "a").meta(m).build(),
                        v -> ((Resource) v).meta()),
                holder("ResourceTemplate.Builder.meta", m -> ResourceTemplate.builder("file:///{a}", "a").meta(m).build(),
                        v -> ((ResourceTemplate) v).meta()))
                .map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("holders")
    void changingTheTreeAfterHandingItInChangesNothing(Holder holder) {
        ObjectNode tree = Json.object().put("com.example/trace", "abc");
        tree.putObject("nested").put("depth", 1);
        Object value = holder.build().apply(tree);

        tree.put("com.example/added", true);
        ((ObjectNode) tree.get("nested")).put("depth", 2);

        JsonNode held = holder.read().apply(value);
        assertThat(held.has("com.example/added")).as("a key added to the caller's tree").isFalse();
        assertThat(held.at("/nested/depth").asInt()).as("a nested value changed in the caller's tree").isEqualTo(1);
    }

    /** Required trees are copied too: the schemas of a tool and the input of a tool use. */
    @Test
    void requiredTreesAreCopiedToo() {
        ObjectNode input = Json.object().put("q", "x");
        ToolUseContent use = new ToolUseContent("u1", "search", input, null);
        ObjectNode schema = Json.object().put("type", "object");
        ObjectNode output = Json.object().put("type", "object");
        Tool tool = Tool.builder("t").inputSchema(schema).outputSchema(output).build();
        ObjectNode structured = Json.object().put("n", 1);
        ToolResultContent result = new ToolResultContent("u1", List.of(), structured, false, null);

        input.put("q", "changed");
        schema.put("additionalProperties", false);
        output.put("additionalProperties", false);
        structured.put("n", 2);

        assertThat(use.input().get("q").asString()).isEqualTo("x");
        assertThat(tool.inputSchema().has("additionalProperties")).isFalse();
        assertThat(tool.outputSchema().has("additionalProperties")).isFalse();
        assertThat(result.structuredContent().get("n").asInt()).isEqualTo(1);
    }

    /** Lists are copied and cannot be changed through the value. */
    @Test
    void listsAreCopiesThatCannotBeChanged() {
        List<Content> blocks = new ArrayList<>(List.of(Content.text("a")));
        CallToolResult result = CallToolResult.of(blocks);
        List<PromptMessage> messages = new ArrayList<>(List.of(PromptMessage.user("hi")));
        GetPromptResult prompt = new GetPromptResult(null, messages);
        List<Icon> icons = new ArrayList<>(List.of(Icon.of("https://example.com/i.png")));
        Tool tool = Tool.builder("t").icons(icons).build();
        List<Role> audience = new ArrayList<>(List.of(Role.USER));
        Annotations annotations = new Annotations(audience, null, null);

        blocks.add(Content.text("b"));
        messages.clear();
        icons.clear();
        audience.add(Role.ASSISTANT);

        assertThat(result.content()).hasSize(1);
        assertThat(prompt.messages()).hasSize(1);
        assertThat(tool.icons()).hasSize(1);
        assertThat(annotations.audience()).containsExactly(Role.USER);
        assertThatThrownBy(() -> result.content().add(Content.text("c"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> prompt.messages().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> tool.icons().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> annotations.audience().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @ParameterizedTest
    @MethodSource("holders")
    void absentTreesStayAbsent(Holder holder) {
        Assumptions.assumeFalse(holder.name().equals("CallToolResult.structured"), "structured content is required");
        assertThat(holder.read().apply(holder.build().apply(null))).isNull();
    }
}
