package dev.mcpj.core.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.Icon;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.EmbeddedResource;
import dev.mcpj.core.content.ImageContent;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The public JSON form of the protocol's values: every value written and read back is equal to
 * itself, the form is the one MCP specifies, and malformed input, however it is malformed, is an
 * {@link IllegalArgumentException} and nothing else.
 */
class McpJsonTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    private static final Annotations ANNOTATIONS = new Annotations(List.of(Role.USER, Role.ASSISTANT), 0.5,
            "2025-01-12T15:00:58Z");
    private static final ObjectNode META = json("{\"trace\":\"t-1\",\"n\":[1,2]}");
    private static final Icon ICON = new Icon("https://example.com/i.png", "image/png", List.of("48x48"), "dark");

    private static final Tool TOOL = Tool.builder("weather")
            .title("Weather")
            .description("Current weather")
            .inputSchema("{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}}}")
            .outputSchema("{\"type\":\"object\"}")
            .annotations(ToolAnnotations.builder().title("W").readOnly(true).destructive(false).idempotent(true)
                    .openWorld(false).build())
            .icons(List.of(ICON))
            .meta(META)
            .build();

    private static final Resource RESOURCE = Resource.builder("file:///readme.md", "readme")
            .title("Read me").description("The readme").mimeType("text/markdown").size(42)
            .icons(List.of(ICON)).annotations(ANNOTATIONS).meta(META).build();

    private static final ResourceTemplate TEMPLATE = ResourceTemplate.builder("books://{isbn}", "book")
            .title("Book").description("A book").mimeType("application/json")
            .icons(List.of(ICON)).annotations(ANNOTATIONS).meta(META).build();

    private static final Prompt PROMPT = Prompt.builder("review")
            .title("Review").description("Reviews code")
            .argument(new PromptArgument("code", "Code", "The code", true))
            .argument(PromptArgument.optional("style", "A style"))
            .icons(List.of(ICON)).meta(META).build();

    private static final List<Content> CONTENT = List.of(
            new TextContent("hello", ANNOTATIONS, META),
            new TextContent("plain", null, null),
            new ImageContent("AAAA", "image/png", ANNOTATIONS, META),
            new AudioContent("BBBB", "audio/wav", null, META),
            new ResourceLink("file:///a", "a", "A", "The a", "text/plain", 7L, List.of(ICON), ANNOTATIONS, META),
            new EmbeddedResource(new TextResourceContents("file:///t", "text/plain", "text", META), ANNOTATIONS, META),
            new EmbeddedResource(new BlobResourceContents("file:///b", null, "AA==", null), null, null));

    private static final List<SamplingContent> SAMPLING = List.of(
            new TextContent("hi", null, null),
            new ImageContent("AAAA", "image/png", null, META),
            new AudioContent("BBBB", "audio/wav", null, null),
            new ToolUseContent("u1", "weather", json("{\"city\":\"Paris\"}"), META),
            new ToolResultContent("u1", List.of(new TextContent("22°C", null, null)), json("{\"t\":22}"), true, META),
            ToolResultContent.text("u2", "fine"));

    private static final CallToolResult RESULT = new CallToolResult(CONTENT, json("{\"temperature\":22}"), true, META);

    private static final GetPromptResult PROMPT_RESULT = new GetPromptResult("A review", List.of(
            PromptMessage.user("Review this"), new PromptMessage(Role.ASSISTANT, CONTENT.get(4))));

    private static final Implementation IMPLEMENTATION = Implementation.builder("mcpj", "1.0")
            .title("mcpj").description("An SDK").websiteUrl("https://example.com").icons(List.of(ICON)).build();

    /** Each value, its writer and its reader. */
    private record Codec<T>(String what, T value, Function<T, JsonNode> write, Function<JsonNode, T> read) {
    }

    private static List<Codec<?>> codecs() {
        List<Codec<?>> codecs = new ArrayList<>(List.of(
                new Codec<>("tool", TOOL, McpJson::writeTool, McpJson::readTool),
                new Codec<>("bare tool", Tool.builder("t").build(), McpJson::writeTool, McpJson::readTool),
                new Codec<>("tool annotations", TOOL.annotations(), McpJson::writeToolAnnotations,
                        McpJson::readToolAnnotations),
                new Codec<>("resource", RESOURCE, McpJson::writeResource, McpJson::readResource),
                new Codec<>("resource template", TEMPLATE, McpJson::writeResourceTemplate, McpJson::readResourceTemplate),
                new Codec<>("prompt", PROMPT, McpJson::writePrompt, McpJson::readPrompt),
                new Codec<>("call tool result", RESULT, McpJson::writeCallToolResult, McpJson::readCallToolResult),
                new Codec<>("plain call tool result", CallToolResult.text("ok"), McpJson::writeCallToolResult,
                        McpJson::readCallToolResult),
                new Codec<>("get prompt result", PROMPT_RESULT, McpJson::writeGetPromptResult,
                        McpJson::readGetPromptResult),
                new Codec<List<ResourceContents>>("read resource result", List.of(
                        new TextResourceContents("file:///t", "text/plain", "text", META),
                        new BlobResourceContents("file:///b", "image/png", "AA==", null)),
                        McpJson::writeReadResourceResult, McpJson::readReadResourceResult),
                new Codec<>("contents", CONTENT, McpJson::writeContents, McpJson::readContents),
                new Codec<>("annotations", ANNOTATIONS, McpJson::writeAnnotations, McpJson::readAnnotations),
                new Codec<>("implementation", IMPLEMENTATION, McpJson::writeImplementation, McpJson::readImplementation),
                new Codec<>("icon", ICON, McpJson::writeIcon, McpJson::readIcon)));
        for (Content c : CONTENT) {
            codecs.add(new Codec<>(c.getClass().getSimpleName(), c, McpJson::writeContent, McpJson::readContent));
        }
        for (SamplingContent c : SAMPLING) {
            codecs.add(new Codec<>("sampling " + c.getClass().getSimpleName(), c, McpJson::writeSamplingContent,
                    McpJson::readSamplingContent));
        }
        return codecs;
    }

    /**
     * Read back, a value writes the same JSON again; a record (the types with value equality) is
     * also equal to the one written.
     */
    @Test
    void everyValueReadsBackAsItWasWritten() {
        for (Codec<?> codec : codecs()) {
            checkRoundTrip(codec);
        }
    }

    private static <T> void checkRoundTrip(Codec<T> codec) {
        JsonNode written = codec.write().apply(codec.value());
        // Through text, as a peer would get it.
        T read = codec.read().apply(JSON.readTree(written.toString()));
        assertThat(codec.write().apply(read)).as(codec.what()).isEqualTo(written);
        if (codec.value() instanceof Record || codec.value() instanceof List) {
            assertThat(read).as(codec.what()).isEqualTo(codec.value());
        }
    }

    @Test
    void writesTheFormMcpSpecifies() {
        assertThat(McpJson.writeCallToolResult(CallToolResult.text("Sunny"))).isEqualTo(
                json("{\"content\":[{\"type\":\"text\",\"text\":\"Sunny\"}]}"));
        assertThat(reread(McpJson.writeContent(CONTENT.get(4)))).isEqualTo(json("""
                {"type":"resource_link","uri":"file:///a","name":"a","title":"A","description":"The a",
                 "mimeType":"text/plain","size":7,
                 "icons":[{"src":"https://example.com/i.png","mimeType":"image/png","sizes":["48x48"],"theme":"dark"}],
                 "annotations":{"audience":["user","assistant"],"priority":0.5,"lastModified":"2025-01-12T15:00:58Z"},
                 "_meta":{"trace":"t-1","n":[1,2]}}"""));
        assertThat(McpJson.writePrompt(PROMPT).get("arguments")).isEqualTo(JSON.readTree("""
                [{"name":"code","title":"Code","description":"The code","required":true},
                 {"name":"style","description":"A style"}]"""));
        assertThat(McpJson.writeSamplingContent(SAMPLING.get(3))).isEqualTo(json("""
                {"type":"tool_use","id":"u1","name":"weather","input":{"city":"Paris"},"_meta":{"trace":"t-1","n":[1,2]}}"""));
    }

    /** The tree as a peer reads it from the text: numbers as the parser types them. */
    private static JsonNode reread(JsonNode written) {
        return JSON.readTree(written.toString());
    }

    @Test
    void optionalMembersThatAreNullCountAsAbsentAndUnknownOnesAreIgnored() {
        Resource r = McpJson.readResource(json("""
                {"uri":"file:///a","name":"a","title":null,"size":null,"annotations":null,"_meta":null,"x-extra":{}}"""));
        assertThat(McpJson.writeResource(r)).isEqualTo(json("{\"uri\":\"file:///a\",\"name\":\"a\"}"));
    }

    @Test
    void aReaderNeverWritesIntoItsInputNorSharesIt() {
        ObjectNode input = McpJson.writeCallToolResult(RESULT);
        ObjectNode before = input.deepCopy();
        CallToolResult read = McpJson.readCallToolResult(input);
        assertThat(input).isEqualTo(before);
        ((ObjectNode) input.get("structuredContent")).put("temperature", -40);
        assertThat(read.structuredContent()).isEqualTo(json("{\"temperature\":22}"));
    }

    @Test
    void malformedInputIsAnIllegalArgumentException() {
        Map<String, Runnable> cases = Map.ofEntries(
                Map.entry("null", () -> McpJson.readTool(null)),
                Map.entry("not an object", () -> McpJson.readResource(JSON.readTree("[]"))),
                Map.entry("tool without a name", () -> McpJson.readTool(json("{\"inputSchema\":{\"type\":\"object\"}}"))),
                Map.entry("tool with an invalid name", () -> McpJson.readTool(json("{\"name\":\"a b\"}"))),
                Map.entry("schema that is no object schema",
                        () -> McpJson.readTool(json("{\"name\":\"t\",\"inputSchema\":{\"type\":\"array\"}}"))),
                Map.entry("hint that is no boolean",
                        () -> McpJson.readToolAnnotations(json("{\"readOnlyHint\":\"yes\"}"))),
                Map.entry("title that is no string", () -> McpJson.readPrompt(json("{\"name\":\"p\",\"title\":5}"))),
                Map.entry("argument declared twice",
                        () -> McpJson.readPrompt(json("{\"name\":\"p\",\"arguments\":[{\"name\":\"a\"},{\"name\":\"a\"}]}"))),
                Map.entry("bad template", () -> McpJson.readResourceTemplate(json("{\"uriTemplate\":\"a{\",\"name\":\"t\"}"))),
                Map.entry("result without content", () -> McpJson.readCallToolResult(json("{\"isError\":true}"))),
                Map.entry("unknown content type", () -> McpJson.readContent(json("{\"type\":\"video\"}"))),
                Map.entry("text without text", () -> McpJson.readContent(json("{\"type\":\"text\"}"))),
                Map.entry("resource link sampled",
                        () -> McpJson.readSamplingContent(json("{\"type\":\"resource_link\",\"uri\":\"u\",\"name\":\"n\"}"))),
                Map.entry("tool use without input",
                        () -> McpJson.readSamplingContent(json("{\"type\":\"tool_use\",\"id\":\"1\",\"name\":\"n\"}"))),
                Map.entry("unknown role",
                        () -> McpJson.readGetPromptResult(json("{\"messages\":[{\"role\":\"system\",\"content\":{\"type\":\"text\",\"text\":\"x\"}}]}"))),
                Map.entry("priority out of range", () -> McpJson.readAnnotations(json("{\"priority\":2}"))),
                Map.entry("audience that is no array", () -> McpJson.readAnnotations(json("{\"audience\":{\"a\":\"user\"}}"))),
                Map.entry("size that is no integer",
                        () -> McpJson.readResource(json("{\"uri\":\"u\",\"name\":\"n\",\"size\":1.5}"))),
                Map.entry("icon with an unknown theme", () -> McpJson.readIcon(json("{\"src\":\"s\",\"theme\":\"blue\"}"))),
                Map.entry("implementation without a version", () -> McpJson.readImplementation(json("{\"name\":\"n\"}"))),
                Map.entry("contents without uri", () -> McpJson.readResourceContents(json("{\"text\":\"x\"}"))),
                Map.entry("meta that is no object", () -> McpJson.readContent(json("{\"type\":\"text\",\"text\":\"x\",\"_meta\":1}"))));
        cases.forEach((what, read) -> assertThatThrownBy(read::run).as(what).isExactlyInstanceOf(IllegalArgumentException.class));
    }

    /**
     * Every valid form, broken in random places (a member dropped, or replaced by a value of
     * another type, at any depth): each reader returns a value or throws
     * {@link IllegalArgumentException}, never anything else.
     */
    @Test
    void brokenFormsAreRefusedOnlyWithIllegalArgumentException() {
        Random random = new Random(20251125L);
        for (Codec<?> codec : codecs()) {
            for (int i = 0; i < 300; i++) {
                JsonNode broken = breakSomewhere(written(codec), random);
                try {
                    codec.read().apply(broken);
                } catch (IllegalArgumentException expected) {
                    // Refused as documented.
                } catch (RuntimeException e) {
                    throw new AssertionError(codec.what() + " threw " + e + " for " + broken, e);
                }
            }
        }
    }

    private static <T> JsonNode written(Codec<T> codec) {
        return codec.write().apply(codec.value()).deepCopy();
    }

    private static JsonNode breakSomewhere(JsonNode tree, Random random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(tree, containers);
        int breaks = 1 + random.nextInt(3);
        for (int i = 0; i < breaks && !containers.isEmpty(); i++) {
            JsonNode at = containers.get(random.nextInt(containers.size()));
            if (at instanceof ObjectNode o && !o.isEmpty()) {
                List<String> names = new ArrayList<>(o.propertyNames());
                String name = names.get(random.nextInt(names.size()));
                if (random.nextBoolean()) {
                    o.remove(name);
                } else {
                    o.set(name, odd(random));
                }
            } else if (at instanceof ArrayNode a && !a.isEmpty()) {
                a.set(random.nextInt(a.size()), odd(random));
            }
        }
        return random.nextInt(20) == 0 ? odd(random) : tree;
    }

    private static void collect(JsonNode n, List<JsonNode> out) {
        if (n.isContainer()) {
            out.add(n);
            for (JsonNode child : n) {
                collect(child, out);
            }
        }
    }

    private static JsonNode odd(Random random) {
        return switch (random.nextInt(9)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.stringNode("user");
            case 2 -> NODES.numberNode(random.nextInt());
            case 3 -> NODES.numberNode(1e300);
            case 4 -> NODES.booleanNode(random.nextBoolean());
            case 5 -> NODES.arrayNode().add("x");
            case 6 -> json("{\"type\":\"text\"}");
            case 7 -> NODES.objectNode();
            default -> NODES.numberNode(-1.5);
        };
    }
}
