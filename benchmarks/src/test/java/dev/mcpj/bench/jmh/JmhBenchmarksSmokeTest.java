package dev.mcpj.bench.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Keeps the JMH benchmarks from rotting without running JMH: each benchmark method runs once (or a
 * few times) after its {@code @Setup}, and what it returns is checked. The default build never
 * measures anything.
 */
class JmhBenchmarksSmokeTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void hotPathAnswersEachCallCorrectly() {
        HotPathBenchmark bench = new HotPathBenchmark();
        bench.setUp();
        try {
            for (int i = 0; i < 3; i++) {
                assertToolText("3", bench.addRoundTrip());
                assertToolText(Requests.ECHO_TEXT, bench.echo10KiBRoundTrip());
                assertToolText("3", bench.addPipelined());
                assertToolText(Requests.ECHO_TEXT, bench.echo10KiBPipelined());
            }
            assertEquals(0, bench.notifications(), "the server sent notifications");
        } finally {
            bench.tearDown();
        }
    }

    @Test
    void validationFindsNoProblemInValidArgumentsAndEveryProblemInInvalidOnes() {
        ValidationBenchmark bench = new ValidationBenchmark();
        bench.setUp();
        assertEquals(List.of(), bench.smallValid());
        assertEquals(List.of(), bench.nestedValid());
        assertEquals(2, bench.smallInvalid().size(), () -> bench.smallInvalid().toString());
        List<String> nested = bench.nestedInvalid();
        assertEquals(5, nested.size(), nested::toString);
        for (String where : List.of("book.year", "book.format", "book.authors[0]", "book", "quantity")) {
            assertTrue(nested.stream().anyMatch(p -> p.startsWith(where + ":")), () -> where + " not in " + nested);
        }
    }

    @Test
    void codecDecodesToolCallsAndEncodesResultsAsJacksonDoes() {
        CodecBenchmark bench = new CodecBenchmark();
        bench.setUp();
        assertToolCall("add", bench.decodeAddCall());
        assertToolCall("echo", bench.decodeEcho10KiBCall());
        assertToolText("3", new String(bench.encodeAddResult(), StandardCharsets.UTF_8));
        assertToolText(Requests.ECHO_TEXT, new String(bench.encodeEcho10KiBResult(), StandardCharsets.UTF_8));
        assertEquals(((JsonRpcRequest) ((Decoded.Message) bench.decodeAddCall()).message()).params(),
                bench.jacksonReadTreeAddCall().get("params"));
        assertEquals(Requests.ECHO_TEXT, bench.jacksonReadTreeEcho10KiBCall().at("/params/arguments/text").asString());
        assertEquals(new String(bench.encodeAddResult(), StandardCharsets.UTF_8),
                new String(bench.jacksonWriteAddResult(), StandardCharsets.UTF_8));
        assertEquals(new String(bench.encodeEcho10KiBResult(), StandardCharsets.UTF_8),
                new String(bench.jacksonWriteEcho10KiBResult(), StandardCharsets.UTF_8));
    }

    @Test
    void benchmarkListIsGenerated() throws IOException {
        try (InputStream list = getClass().getClassLoader().getResourceAsStream("META-INF/BenchmarkList")) {
            assertTrue(list != null, "JMH's annotation processor did not run");
            String text = new String(list.readAllBytes(), StandardCharsets.UTF_8);
            for (String name : List.of("HotPathBenchmark", "ValidationBenchmark", "CodecBenchmark")) {
                assertTrue(text.contains("dev.mcpj.bench.jmh." + name), name + " missing from BenchmarkList");
            }
        }
    }

    private static void assertToolText(String expected, String frame) {
        JsonNode response = JSON.readTree(frame);
        JsonNode result = response.path("result");
        assertFalse(result.path("isError").asBoolean(false), frame);
        assertEquals(expected, result.path("content").path(0).path("text").asString(), frame);
    }

    private static void assertToolCall(String tool, Decoded decoded) {
        JsonRpcRequest request = (JsonRpcRequest) ((Decoded.Message) decoded).message();
        assertEquals("tools/call", request.method());
        assertEquals(tool, request.params().path("name").asString());
    }
}
