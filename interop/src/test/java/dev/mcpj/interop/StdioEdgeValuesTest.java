package dev.mcpj.interop;

import static dev.mcpj.interop.StdioHostileInputTest.json;
import static dev.mcpj.interop.StdioHostileInputTest.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/** Valid arguments at the edges, as clients in other languages write them, over a real subprocess. */
@Timeout(120)
class StdioEdgeValuesTest {

    /** Results beyond the range of a long times 10^6 (about 9.22e12) once came out saturated. */
    @Test
    void largeNumbersAreAddedExactly() {
        try (RawStdioServer server = RawStdioServer.start("large-numbers")) {
            server.initialize();
            server.send(call("1", "add", "{\"a\":10000000000000,\"b\":1}"));
            server.send(call("2", "add", "{\"a\":-10000000000000,\"b\":0}"));
            server.send(call("3", "convert_units", "{\"value\":1e16,\"unit_type\":\"length\",\"from\":\"m\",\"to\":\"m\"}"));
            assertThat(text(server.awaitResponse("1"))).isEqualTo("10000000000001");
            assertThat(text(server.awaitResponse("2"))).isEqualTo("-10000000000000");
            assertThat(text(server.awaitResponse("3"))).isEqualTo("1.0E16 m = 1.0E16 m");
            server.finish();
        }
    }

    /**
     * JSON Schema counts 2.0 as an integer (a Python client sending a float writes it so), and the
     * argument validation lets it through; the handler must then read it as the integer 2.
     */
    @Test
    void integerArgumentWrittenWithAZeroFractionIsAnInteger() {
        try (RawStdioServer server = RawStdioServer.start("integer-2.0")) {
            server.initialize();
            server.send(call("1", "search_books", "{\"query\":\"the\",\"limit\":2.0}"));
            JsonNode result = server.awaitResponse("1").path("result");
            assertThat(result.path("isError").asBoolean()).as("%s", result).isFalse();
            assertThat(result.path("structuredContent")).isEqualTo(json(ExampleTools.THE_LIMIT_2));
            // A real fraction is still refused, naming the argument.
            server.send(call("2", "search_books", "{\"query\":\"the\",\"limit\":2.5}"));
            JsonNode refused = server.awaitResponse("2").path("result");
            assertThat(refused.path("isError").asBoolean()).as("%s", refused).isTrue();
            assertThat(refused.path("content").path(0).path("text").asString()).contains("limit");
            server.finish();
        }
    }

    static String call(String id, String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }

    /**
     * The {@code resource_link} content type came with 2025-06-18; it is not part of 2024-11-05 or
     * 2025-03-26, whose content is text, image, (audio,) and embedded resource. The server answers
     * {@code get_catalog_file} with the link rewritten as text for those revisions, so a client
     * that checks results against its own revision's schema accepts it.
     * (The 2025-06-18 additions that are extra fields, such as {@code structuredContent} or a tool's
     * {@code title}, are harmless: results may carry extra fields.)
     */
    @Test
    void olderRevisionsGetNoResourceLinks() {
        for (String version : List.of("2024-11-05", "2025-03-26")) {
            try (RawStdioServer server = RawStdioServer.start("bug-resource-link-" + version)) {
                assertThat(server.initialize(version).path("protocolVersion").asString()).isEqualTo(version);
                server.send(StdioEdgeValuesTest.call("1", "get_catalog_file", "{}"));
                JsonNode content = server.awaitResponse("1").path("result").path("content");
                List<String> types = new ArrayList<>();
                content.forEach(c -> types.add(c.path("type").asString()));
                assertThat(types).as("content types in a %s session: %s", version, content)
                        .containsExactly("text", "resource");
                assertThat(content.get(0).path("text").asString()).isEqualTo("Resource Catalog: file:///catalog.csv (The whole catalog)");
                server.finish();
            }
        }
    }
}
