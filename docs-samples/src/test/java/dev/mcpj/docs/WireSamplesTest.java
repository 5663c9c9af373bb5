package dev.mcpj.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.JsonValues;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON that the pages show after {@code <!-- wire: name -->} is what the server sends: each
 * name maps to a request made here to the sample server in memory, and its result is compared
 * with the page's JSON as a tree (key order and layout do not matter, every value does).
 */
class WireSamplesTest {

    /** A wire sample: the sample server it comes from, and the request whose result it shows. */
    private record Sample(Supplier<McpServer> server, Function<McpTestClient, JsonNode> request) {
    }

    private static final Map<String, Sample> SAMPLES = new LinkedHashMap<>();

    static {
        SAMPLES.put("quick-start-tools-list", new Sample(QuickStart::server,
                client -> client.request("tools/list", null)));
        SAMPLES.put("quick-start-tools-call", new Sample(QuickStart::server,
                client -> client.request("tools/call", params("""
                        {"name": "add", "arguments": {"a": 2, "b": 3}}"""))));
        SAMPLES.put("tool-error-result", new Sample(WireSamplesTest::toolsPage,
                client -> client.request("tools/call", params("""
                        {"name": "divide", "arguments": {"a": 1, "b": 0}}"""))));
        SAMPLES.put("invalid-arguments-result", new Sample(WireSamplesTest::toolsPage,
                client -> client.request("tools/call", params("""
                        {"name": "search_flights", "arguments": {"from": "Oslo", "to": "CDG"}}"""))));
        SAMPLES.put("unknown-tool-error", new Sample(QuickStart::server, client -> {
            try {
                client.request("tools/call", params("""
                        {"name": "subtract", "arguments": {"a": 2, "b": 3}}"""));
                throw new AssertionError("tools/call of an unknown tool succeeded");
            } catch (McpErrorException e) {
                return e.error();
            }
        }));
        SAMPLES.put("structured-result", new Sample(WireSamplesTest::toolsPage,
                client -> client.request("tools/call", params("""
                        {"name": "weather", "arguments": {"city": "Oslo"}}"""))));
    }

    private static McpServer toolsPage() {
        McpServer server = McpServer.builder("tools", "1.0.0").build();
        Tools.register(server);
        return server;
    }

    @Test
    void everyWireSampleIsWhatTheServerSends() {
        List<String> failures = new ArrayList<>();
        Map<String, Boolean> seen = new LinkedHashMap<>();
        for (DocPages.Block block : DocPages.blocks()) {
            if (!"wire".equals(block.markerKind())) {
                continue;
            }
            Sample sample = SAMPLES.get(block.marker());
            if (sample == null) {
                failures.add(block.where() + ": no request known for wire sample '" + block.marker()
                        + "' (add it to WireSamplesTest)");
                continue;
            }
            seen.put(block.marker(), true);
            JsonNode shown;
            try {
                shown = JsonValues.mapper().readTree(String.join("\n", block.lines()));
            } catch (RuntimeException e) {
                failures.add(block.where() + ": wire sample '" + block.marker() + "' is not JSON: " + e.getMessage());
                continue;
            }
            JsonNode sent;
            try (McpTestClient client = McpTestClient.connect(sample.server().get())) {
                sent = sample.request().apply(client);
            }
            if (!shown.equals(sent)) {
                failures.add(block.where() + ": wire sample '" + block.marker() + "' is not what the server sends:\n"
                        + JsonValues.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(sent));
            }
        }
        for (String name : SAMPLES.keySet()) {
            if (!seen.containsKey(name)) {
                failures.add("wire sample '" + name + "' appears on no page (README.md, docs/guide)");
            }
        }
        assertThat(failures).as("wire samples").isEmpty();
    }

    private static ObjectNode params(String json) {
        return (ObjectNode) JsonValues.mapper().readTree(json);
    }
}
