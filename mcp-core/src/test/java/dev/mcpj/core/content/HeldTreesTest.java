package dev.mcpj.core.content;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.internal.Json;
import dev.mcpj.core.tool.CallToolResult;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
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
                holder("ResourceLink.Builder.meta", m -> ResourceLink.builder("file:///a", "a").meta(m).build(),
                        v -> ((ResourceLink) v).meta()),
                holder("TextContent", m -> new TextContent("t", null, m), v -> ((TextContent) v).meta()),
                holder("ImageContent", m -> new ImageContent("AA==", "image/png", null, m), v -> ((ImageContent) v).meta()),
                holder("AudioContent", m -> new AudioContent("AA==", "audio/wav", null, m), v -> ((AudioContent) v).meta()),
                holder("EmbeddedResource", m -> new EmbeddedResource(ResourceContents.text("file:///a", null, "t"), null, m),
                        v -> ((EmbeddedResource) v).meta()),
                holder("TextResourceContents", m -> new TextResourceContents("file:///a", null, "t", m),
                        v -> ((TextResourceContents) v).meta()),
                holder("BlobResourceContents", m -> new BlobResourceContents("file:///a", null, "AA==", m),
                        v -> ((BlobResourceContents) v).meta()))
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

    @ParameterizedTest
    @MethodSource("holders")
    void absentTreesStayAbsent(Holder holder) {
        Assumptions.assumeFalse(holder.name().equals("CallToolResult.structured"), "structured content is required");
        assertThat(holder.read().apply(holder.build().apply(null))).isNull();
    }
}
