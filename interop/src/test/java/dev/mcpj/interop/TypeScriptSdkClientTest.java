package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript SDK client ({@code @modelcontextprotocol/sdk}, pinned in
 * {@code node/package.json}) drives the example server over stdio through
 * {@code node/ts-sdk-client.mjs}, which prints a JSON summary of everything it saw.
 */
class TypeScriptSdkClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    @Timeout(300)
    void latestRevisionServesEveryTool() {
        JsonNode summary = runClient(null);
        assertThat(summary.path("requestedProtocolVersion").asString()).isEqualTo("2025-11-25");
        assertThat(summary.path("negotiatedProtocolVersion").asString()).isEqualTo("2025-11-25");
        assertEveryToolServed(summary);
        // The 2025-06-18+ fields that this revision carries.
        JsonNode calls = summary.path("calls");
        assertThat(calls.path("search_books").path("structuredContent")).isEqualTo(json(ExampleTools.LE_GUIN_FICTION));
        JsonNode link = calls.path("get_catalog_file").path("content").path(0);
        assertThat(link.path("type").asString()).isEqualTo("resource_link");
        assertThat(link.path("uri").asString()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(link.path("name").asString()).isEqualTo("catalog.csv");
        assertThat(link.path("mimeType").asString()).isEqualTo("text/csv");
        assertThat(tool(summary, "search_books").path("outputSchema").path("required").path(0).asString())
                .isEqualTo("books");
    }

    @Test
    @Timeout(300)
    void negotiatesDownTo20241105() {
        JsonNode summary = runClient("2024-11-05");
        assertThat(summary.path("requestedProtocolVersion").asString()).isEqualTo("2024-11-05");
        // The server echoes the older revision it was asked for, and the SDK accepted it.
        assertThat(summary.path("negotiatedProtocolVersion").asString()).isEqualTo("2024-11-05");
        assertEveryToolServed(summary);
    }

    private static void assertEveryToolServed(JsonNode s) {
        assertThat(s.path("serverInfo").path("name").asString()).isEqualTo(ExampleTools.SERVER_NAME);
        assertThat(s.path("instructions").asString()).isEqualTo(ExampleTools.INSTRUCTIONS);
        assertThat(s.path("serverCapabilities").has("tools")).as("tools capability").isTrue();
        assertThat(s.path("ping")).isEqualTo(json("{}"));
        assertThat(s.path("clientErrors").isArray()).isTrue();
        assertThat(s.path("clientErrors").size()).as("client errors: %s", s.path("clientErrors")).isZero();

        List<String> names = new ArrayList<>();
        s.path("tools").forEach(t -> names.add(t.path("name").asString()));
        assertThat(names).containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);
        s.path("tools").forEach(t -> {
            assertThat(t.path("description").asString()).as("description of %s", t).isNotBlank();
            assertThat(t.path("inputSchema").path("type").asString()).as("inputSchema of %s", t).isEqualTo("object");
        });
        assertThat(tool(s, "search_books").path("inputSchema").path("properties").path("limit").path("maximum").asInt())
                .isEqualTo(50);

        JsonNode calls = s.path("calls");
        assertText(calls.path("search_books"), ExampleTools.LE_GUIN_FICTION, false);
        assertThat(json(calls.path("search_books").path("content").path(0).path("text").asString()))
                .isEqualTo(json(ExampleTools.LE_GUIN_FICTION));
        assertThat(json(calls.path("search_books_limit").path("content").path(0).path("text").asString()))
                .isEqualTo(json(ExampleTools.THE_LIMIT_2));
        assertText(calls.path("add_book"), ExampleTools.KINDRED_ADDED, false);
        assertThat(json(calls.path("search_books_after_add").path("content").path(0).path("text").asString()))
                .isEqualTo(json(ExampleTools.BUTLER));
        assertText(calls.path("convert_units_length"), ExampleTools.MILE_IN_KM, false);
        assertText(calls.path("convert_units_temperature"), ExampleTools.BOILING_IN_F, false);
        assertText(calls.path("convert_units_unsupported"), ExampleTools.PARSEC, true);

        JsonNode logo = calls.path("get_logo").path("content");
        assertThat(logo.size()).isEqualTo(1);
        assertThat(logo.path(0).path("type").asString()).isEqualTo("image");
        assertThat(logo.path(0).path("mimeType").asString()).isEqualTo("image/png");
        assertThat(logo.path(0).path("data").asString()).isEqualTo(ExampleTools.LOGO_PNG_BASE64);

        JsonNode catalog = calls.path("get_catalog_file").path("content");
        JsonNode embedded = null;
        for (JsonNode item : catalog) {
            if (item.path("type").asString().equals("resource")) {
                embedded = item.path("resource");
            }
        }
        assertThat(embedded).as("embedded resource in %s", catalog).isNotNull();
        assertThat(embedded.path("uri").asString()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(embedded.path("mimeType").asString()).isEqualTo("text/csv");
        assertThat(embedded.path("text").asString()).isEqualTo(ExampleTools.CATALOG_CSV);

        assertText(calls.path("add"), "3", false);
        assertText(calls.path("add_fractions"), "-1.75", false);
        assertText(calls.path("echo"), ExampleTools.ECHO_TEXT, false);
        assertText(calls.path("invalid_arguments"), ExampleTools.INVALID_LIMIT, true);
        assertText(calls.path("missing_argument"), ExampleTools.MISSING_B, true);

        JsonNode unknown = calls.path("unknown_tool").path("jsonRpcError");
        assertThat(unknown.path("code").asInt()).as("unknown tool: %s", calls.path("unknown_tool")).isEqualTo(-32602);
        assertThat(unknown.path("message").asString()).contains(ExampleTools.UNKNOWN_TOOL);

        // The SDK closes stdin, waits 2 s, then sends SIGTERM: the server must have left on its own.
        assertThat(s.path("serverExit").path("code").isNumber()).as("server exit: %s", s.path("serverExit")).isTrue();
        assertThat(s.path("serverExit").path("code").asInt()).isZero();
        assertThat(s.path("serverExit").path("signal").isNull()).as("server exit: %s", s.path("serverExit")).isTrue();
        // A line of garbage gets an error without a request id: the SDK reports it to onerror at
        // most, and the connection goes on.
        assertThat(s.path("pingAfterGarbage")).isEqualTo(json("{}"));
        assertThat(s.path("clientErrorsAfterGarbage").size()).as("%s", s.path("clientErrorsAfterGarbage"))
                .isLessThanOrEqualTo(1);
        // Every request (ping, tools/list, the 15 calls, the ping after the garbage) got exactly one
        // answer, the garbage got its error, and nothing else came.
        assertThat(s.path("messagesReceived").asInt()).isEqualTo(19);
        assertThat(s.path("serverNotifications").size()).isZero();
    }

    private static void assertText(JsonNode result, String text, boolean isError) {
        assertThat(result.path("content").size()).as("content of %s", result).isEqualTo(1);
        assertThat(result.path("content").path(0).path("type").asString()).as("%s", result).isEqualTo("text");
        assertThat(result.path("content").path(0).path("text").asString()).as("%s", result).isEqualTo(text);
        assertThat(result.path("isError").asBoolean(false)).as("isError of %s", result).isEqualTo(isError);
    }

    private static JsonNode tool(JsonNode summary, String name) {
        for (JsonNode t : summary.path("tools")) {
            if (t.path("name").asString().equals(name)) {
                return t;
            }
        }
        throw new AssertionError("No tool " + name + " in " + summary.path("tools"));
    }

    private static JsonNode runClient(String protocolVersion) {
        List<String> args = new ArrayList<>(List.of("ts-sdk-client.mjs",
                "--java", Interop.javaExecutable(), "--jar", Interop.examplesJar().toString()));
        if (protocolVersion != null) {
            args.add("--protocol");
            args.add(protocolVersion);
        }
        ExternalProcess.Result result = NodeClients.node("ts-sdk-client", Duration.ofMinutes(3), args.toArray(String[]::new));
        assertThat(result.exitCode()).as(result.describe()).isZero();
        String lastLine = result.stdout().strip();
        lastLine = lastLine.substring(lastLine.lastIndexOf('\n') + 1);
        try {
            return JSON.readTree(lastLine);
        } catch (RuntimeException e) {
            throw new AssertionError("The client printed no JSON summary\n" + result.describe(), e);
        }
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
