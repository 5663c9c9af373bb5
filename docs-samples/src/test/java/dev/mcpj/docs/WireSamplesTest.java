package dev.mcpj.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.JsonValues;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
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
        SAMPLES.put("stateless-input-required", new Sample(null, client -> firstStatelessAnswer()));
        SAMPLES.put("structured-result", new Sample(WireSamplesTest::toolsPage,
                client -> client.request("tools/call", params("""
                        {"name": "weather", "arguments": {"city": "Oslo"}}"""))));
    }

    /**
     * The raw 2026-07-28 exchange: a {@code tools/call} of {@code sign_up} over the in-memory
     * transport, whose first answer is the {@code input_required} result (the test kit's client
     * would answer it and retry).
     */
    private static JsonNode firstStatelessAnswer() {
        McpServer server = McpServer.builder("context", "1.0.0").build();
        Context.register(server);
        InMemoryTransport transport = InMemoryTransport.create();
        server.connect(transport);
        transport.client().send("""
                {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "sign_up", "arguments": {},
                 "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                           "io.modelcontextprotocol/clientInfo": {"name": "docs", "version": "1.0.0"},
                           "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}}}}}""");
        try {
            String line = transport.client().receive(Duration.ofSeconds(30));
            assertThat(line).as("the server's answer").isNotNull();
            return JsonValues.mapper().readTree(line).get("result");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            transport.close();
            server.close();
        }
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
            if (sample.server() == null) {
                sent = sample.request().apply(null);
            } else {
                try (McpTestClient client = McpTestClient.connect(sample.server().get())) {
                    sent = sample.request().apply(client);
                }
            }
            sent = withOpaqueValuesAsShown(sent, shown);
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

    /**
     * The server's answer with the values the page shows as {@value #OPAQUE} (a sealed
     * {@code requestState}, say) replaced by that text, wherever the answer has a string there.
     */
    private static JsonNode withOpaqueValuesAsShown(JsonNode sent, JsonNode shown) {
        if (sent instanceof ObjectNode object && shown.isObject()) {
            ObjectNode copy = object.deepCopy();
            for (String name : object.propertyNames()) {
                JsonNode mine = shown.get(name);
                if (mine == null) {
                    continue;
                }
                if (OPAQUE.equals(mine.asString(null)) && object.get(name).isString()) {
                    copy.put(name, OPAQUE);
                } else {
                    copy.set(name, withOpaqueValuesAsShown(object.get(name), mine));
                }
            }
            return copy;
        }
        return sent;
    }

    /** What a page shows in place of a value the server makes anew each time. */
    private static final String OPAQUE = "…";

    private static ObjectNode params(String json) {
        return (ObjectNode) JsonValues.mapper().readTree(json);
    }
}
