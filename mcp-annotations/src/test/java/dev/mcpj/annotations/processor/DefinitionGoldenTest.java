package dev.mcpj.annotations.processor;

import static dev.mcpj.annotations.processor.RawCalls.params;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpTestClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The resource, resource template and prompt definitions generated for the corpus, as a client
 * lists them, against the golden files under {@code src/test/resources/golden-definitions}: one
 * {@code resource.<name>.json}, {@code template.<name>.json} or {@code prompt.<name>.json} each.
 *
 * <p>After an intended change, regenerate them with
 * {@code mvn -pl mcp-annotations test -Dtest=DefinitionGoldenTest -Dgolden.update=true} and review the diff.
 */
class DefinitionGoldenTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final Path GOLDEN = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"))
            .resolveSibling("golden-definitions");
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    /** Listed definitions by golden file name. */
    static Map<String, JsonNode> definitions;

    @BeforeAll
    static void listTheCorpus() throws Exception {
        definitions = new TreeMap<>();
        McpServer server = McpServer.builder("corpus", "1.0").build();
        try {
            Corpus.registerMembers(server);
            try (McpTestClient client = RawCalls.connect(server)) {
                collect(client.request("resources/list", params("{}")).get("resources"), "resource");
                collect(client.request("resources/templates/list", params("{}")).get("resourceTemplates"), "template");
                collect(client.request("prompts/list", params("{}")).get("prompts"), "prompt");
            }
        } finally {
            server.close();
        }
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            try (Stream<Path> old = Files.list(GOLDEN)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
            for (Map.Entry<String, JsonNode> e : definitions.entrySet()) {
                Files.writeString(GOLDEN.resolve(e.getKey()),
                        JSON.writerWithDefaultPrettyPrinter().writeValueAsString(e.getValue()) + "\n",
                        StandardCharsets.UTF_8);
            }
        }
    }

    private static void collect(JsonNode items, String kind) {
        for (JsonNode item : items) {
            JsonNode previous = definitions.put(kind + "." + item.get("name").asString() + ".json", item);
            assertThat(previous).as("two " + kind + "s named " + item.get("name")).isNull();
        }
    }

    @TestFactory
    Stream<DynamicTest> listedDefinitionsMatchTheGoldenFiles() {
        return definitions.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Path golden = GOLDEN.resolve(e.getKey());
            assertThat(golden).as("golden file; run with -Dgolden.update=true to create it").exists();
            JsonNode expected = JSON.readTree(Files.readString(golden, StandardCharsets.UTF_8));
            assertThat(e.getValue()).as(e.getKey()).isEqualTo(expected);
        }));
    }

    @Test
    void everyGoldenFileBelongsToAListedDefinition() throws IOException {
        try (Stream<Path> files = Files.list(GOLDEN)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrderElementsOf(definitions.keySet());
        }
    }
}
