package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.ServerTool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * The schemas generated for the corpus under {@code src/test/resources/corpus} against the golden
 * files under {@code src/test/resources/golden}: one {@code <tool>.input.schema.json} per tool and
 * one {@code <tool>.output.schema.json} per tool with structured output. Each generated schema is
 * also checked against the JSON Schema 2020-12 meta-schema.
 *
 * <p>After an intended change, regenerate the golden files with
 * {@code mvn -pl mcp-annotations test -Dtest=SchemaGoldenTest -Dgolden.update=true} and review the diff.
 */
class SchemaGoldenTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final Path GOLDEN = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"));
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    /** Generated schemas by golden file name. */
    static Map<String, JsonNode> schemas;

    @BeforeAll
    static void compileCorpus() throws Exception {
        schemas = new TreeMap<>();
        for (ServerTool t : Corpus.tools()) {
            Tool tool = t.tool();
            schemas.put(tool.name() + ".input.schema.json", tool.inputSchema());
            if (tool.outputSchema() != null) {
                schemas.put(tool.name() + ".output.schema.json", tool.outputSchema());
            }
        }
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            try (Stream<Path> old = Files.list(GOLDEN)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
            for (Map.Entry<String, JsonNode> e : schemas.entrySet()) {
                Files.writeString(GOLDEN.resolve(e.getKey()),
                        JSON.writerWithDefaultPrettyPrinter().writeValueAsString(e.getValue()) + "\n",
                        StandardCharsets.UTF_8);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> generatedSchemasMatchTheGoldenFiles() {
        return schemas.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Path golden = GOLDEN.resolve(e.getKey());
            assertThat(golden).as("golden file; run with -Dgolden.update=true to create it").exists();
            JsonNode expected = JSON.readTree(Files.readString(golden, StandardCharsets.UTF_8));
            assertThat(e.getValue()).as(e.getKey()).isEqualTo(expected);
        }));
    }

    @Test
    void everyGoldenFileBelongsToAGeneratedSchema() throws IOException {
        try (Stream<Path> files = Files.list(GOLDEN)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrderElementsOf(schemas.keySet());
        }
    }

    @TestFactory
    Stream<DynamicTest> generatedSchemasAreValidJsonSchema202012() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaLoader(l -> l.fetchRemoteResources(false)));
        Schema metaSchema = registry.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        return schemas.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            assertThat(metaSchema.validate(e.getValue())).as(e.getKey()).isEmpty();
            assertThat(e.getValue().path("type").asString()).isEqualTo("object");
        }));
    }

    @Test
    void theCorpusCoversEveryKindOfSchema() {
        String all = schemas.values().toString();
        for (String keyword : List.of("\"$defs\"", "\"$ref\"", "\"oneOf\"", "\"const\"", "\"enum\"", "\"format\"",
                "\"additionalProperties\"", "\"uniqueItems\"", "\"contentEncoding\"", "\"default\"", "\"pattern\"",
                "\"minimum\"", "\"exclusiveMaximum\"", "\"minLength\"", "\"maxItems\"", "\"minProperties\"")) {
            assertThat(all).as(keyword).contains(keyword);
        }
    }
}
