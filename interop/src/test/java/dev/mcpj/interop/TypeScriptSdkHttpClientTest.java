package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/**
 * The official TypeScript SDK client ({@code @modelcontextprotocol/sdk}, pinned in
 * {@code node/package.json}) with its {@code StreamableHTTPClientTransport} drives the example
 * server served over Streamable HTTP in this JVM ({@link HttpExamples}), through
 * {@code node/ts-sdk-http-client.mjs}: a session from {@code initialize}, every tool, progress,
 * logging and elicitation over event streams, and the session ended with {@code DELETE}. The script
 * prints what the client saw and every HTTP exchange it made; each test here checks one part.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TypeScriptSdkHttpClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String VERSION = "2025-11-25";

    private HttpExamples server;
    private JsonNode s;
    private int sessionsAfterTheClient;

    @BeforeAll
    @Timeout(300)
    void runClient() {
        server = startServer();
        ExternalProcess.Result result = server.runNode("ts-sdk-http-client", Duration.ofMinutes(3),
                "ts-sdk-http-client.mjs", "--url", server.url().toString());
        sessionsAfterTheClient = server.sessionCount();
        String out = result.stdout().strip();
        try {
            s = JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        } catch (RuntimeException e) {
            throw new AssertionError("The client printed no JSON summary\n" + result.describe(), e);
        }
        assertThat(result.exitCode()).as("%s\nsummary: %s", result.describe(), s.path("failure")).isZero();
    }

    /** The example server on the engine under test: the JDK's built-in server here. */
    HttpExamples startServer() {
        return HttpExamples.start();
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void initializeIssuesASessionThatEveryLaterRequestCarries() {
        assertThat(s.path("sdkLatestProtocolVersion").asString()).isEqualTo(VERSION);
        assertThat(s.path("negotiatedProtocolVersion").asString()).isEqualTo(VERSION);
        assertThat(s.path("serverInfo").path("name").asString()).isEqualTo(ExampleTools.SERVER_NAME);
        assertThat(s.path("instructions").asString()).isEqualTo(ExampleTools.INSTRUCTIONS);
        assertThat(s.path("serverCapabilities").has("tools")).as("%s", s.path("serverCapabilities")).isTrue();
        assertThat(s.path("serverCapabilities").has("logging")).as("%s", s.path("serverCapabilities")).isTrue();
        assertThat(s.path("ping")).isEqualTo(json("{}"));

        String session = s.path("sessionId").asString();
        // Visible ASCII only (0x21 to 0x7E), as the transport specification requires.
        assertThat(session).matches("[\\x21-\\x7E]{16,}");

        JsonNode exchanges = s.path("exchanges");
        JsonNode initialize = exchanges.path(0);
        assertThat(initialize.path("method").asString()).isEqualTo("POST");
        assertThat(initialize.path("request").path("method").asString()).isEqualTo("initialize");
        assertThat(initialize.path("requestHeaders").has("mcp-session-id")).as("%s", initialize).isFalse();
        assertThat(initialize.path("status").asInt()).as("%s", initialize).isEqualTo(200);
        assertThat(initialize.path("sessionId").asString()).as("%s", initialize).isEqualTo(session);

        JsonNode initialized = exchanges.path(1);
        assertThat(initialized.path("request").path("method").asString()).isEqualTo("notifications/initialized");
        assertThat(initialized.path("status").asInt()).as("%s", initialized).isEqualTo(202);

        // Everything after initialize names the session and the negotiated version.
        for (int i = 1; i < exchanges.size(); i++) {
            JsonNode e = exchanges.path(i);
            assertThat(e.path("requestHeaders").path("mcp-session-id").asString()).as("%s", e).isEqualTo(session);
            assertThat(e.path("requestHeaders").path("mcp-protocol-version").asString()).as("%s", e).isEqualTo(VERSION);
            assertThat(e.has("fetchError")).as("%s", e).isFalse();
            assertThat(e.path("status").asInt()).as("%s", e).isBetween(200, 299);
        }
        // Every request the client sent was answered by the response to its own POST.
        for (JsonNode e : exchanges) {
            JsonNode request = e.path("request");
            if (e.path("method").asString().equals("POST") && request.path("kind").asString().equals("request")) {
                assertThat(answers(e)).as("answers to %s", e).containsExactly(request.path("id").toString());
            }
        }
        assertThat(s.path("clientErrors").size()).as("client errors: %s", s.path("clientErrors")).isZero();
    }

    @Test
    void theStandaloneStreamIsOpenedOnceAndEndsWithTheSession() {
        List<JsonNode> gets = exchanges(e -> e.path("method").asString().equals("GET"));
        assertThat(gets).as("GET exchanges (a second one would be a reconnection)").hasSize(1);
        JsonNode get = gets.get(0);
        assertThat(get.path("status").asInt()).as("%s", get).isEqualTo(200);
        assertThat(get.path("contentType").asString()).as("%s", get).startsWith("text/event-stream");
        // Nothing was sent on it: no request of the server's was unrelated to a call.
        get.path("events").forEach(e -> assertThat(e.path("message").isNull()).as("%s", get).isTrue());
        assertThat(get.path("streamEnd").asString()).as("%s", get).isEqualTo("closed");
    }

    @Test
    void everyExampleToolAnswersExactly() {
        List<String> names = new ArrayList<>();
        s.path("tools").forEach(t -> names.add(t.path("name").asString()));
        assertThat(names).containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);
        s.path("tools").forEach(t ->
                assertThat(t.path("inputSchema").path("type").asString()).as("inputSchema of %s", t).isEqualTo("object"));

        JsonNode calls = s.path("calls");
        assertText(calls.path("search_books"), ExampleTools.LE_GUIN_FICTION, false);
        assertThat(calls.path("search_books").path("structuredContent")).isEqualTo(json(ExampleTools.LE_GUIN_FICTION));
        assertThat(json(text(calls.path("search_books_limit")))).isEqualTo(json(ExampleTools.THE_LIMIT_2));
        assertText(calls.path("add_book"), ExampleTools.KINDRED_ADDED, false);
        assertThat(json(text(calls.path("search_books_after_add")))).isEqualTo(json(ExampleTools.BUTLER));
        assertText(calls.path("convert_units_length"), ExampleTools.MILE_IN_KM, false);
        assertText(calls.path("convert_units_temperature"), ExampleTools.BOILING_IN_F, false);
        assertText(calls.path("convert_units_unsupported"), ExampleTools.PARSEC, true);

        JsonNode logo = calls.path("get_logo").path("content");
        assertThat(logo.size()).isEqualTo(1);
        assertThat(logo.path(0).path("type").asString()).isEqualTo("image");
        assertThat(logo.path(0).path("mimeType").asString()).isEqualTo("image/png");
        assertThat(logo.path(0).path("data").asString()).isEqualTo(ExampleTools.LOGO_PNG_BASE64);

        JsonNode catalog = calls.path("get_catalog_file").path("content");
        assertThat(catalog.size()).as("%s", catalog).isEqualTo(2);
        assertThat(catalog.path(0).path("type").asString()).isEqualTo("resource_link");
        assertThat(catalog.path(0).path("uri").asString()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(catalog.path(0).path("name").asString()).isEqualTo("catalog.csv");
        assertThat(catalog.path(0).path("mimeType").asString()).isEqualTo("text/csv");
        assertThat(catalog.path(1).path("type").asString()).isEqualTo("resource");
        assertThat(catalog.path(1).path("resource").path("uri").asString()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(catalog.path(1).path("resource").path("text").asString()).isEqualTo(ExampleTools.CATALOG_CSV);

        assertText(calls.path("add"), "3", false);
        assertText(calls.path("add_fractions"), "-1.75", false);
        assertText(calls.path("echo"), ExampleTools.ECHO_TEXT, false);
    }

    @Test
    void invalidArgumentsAreAToolErrorAndAnUnknownToolAProtocolError() {
        JsonNode calls = s.path("calls");
        assertText(calls.path("invalid_arguments"), ExampleTools.INVALID_LIMIT, true);
        assertText(calls.path("missing_argument"), ExampleTools.MISSING_B, true);

        JsonNode unknown = calls.path("unknown_tool").path("jsonRpcError");
        assertThat(unknown.path("code").asInt()).as("unknown tool: %s", calls.path("unknown_tool")).isEqualTo(-32602);
        assertThat(unknown.path("message").asString()).contains(ExampleTools.UNKNOWN_TOOL);
        // On the wire: a JSON-RPC error in a 200 response to the POST, in the session era.
        JsonNode e = exchanges(x -> x.path("response").path("kind").asString().equals("error")).get(0);
        assertThat(e.path("status").asInt()).as("%s", e).isEqualTo(200);
        assertThat(e.path("response").path("error").path("code").asInt()).as("%s", e).isEqualTo(-32602);
    }

    @Test
    void progressArrivesOnTheCallsEventStream() {
        JsonNode p = s.path("progress");
        assertText(p.path("result"), "counted to 3", false);
        assertThat(p.path("onprogress")).isEqualTo(json("""
                [{"progress":0,"total":3,"message":"counted 0 of 3"},
                 {"progress":1,"total":3,"message":"counted 1 of 3"},
                 {"progress":2,"total":3,"message":"counted 2 of 3"},
                 {"progress":3,"total":3,"message":"counted 3 of 3"}]"""));

        JsonNode call = callFrom(p.path("from").asInt());
        JsonNode id = call.path("request").path("id");
        assertThat(call.path("status").asInt()).as("%s", call).isEqualTo(200);
        assertThat(call.path("contentType").asString()).as("%s", call).startsWith("text/event-stream");
        List<JsonNode> messages = messages(call);
        assertThat(messages).as("%s", call).hasSize(5);
        for (int i = 0; i <= 3; i++) {
            JsonNode n = messages.get(i);
            assertThat(n.path("method").asString()).as("%s", n).isEqualTo("notifications/progress");
            assertThat(n.path("params").path("progressToken")).as("%s", n).isEqualTo(id);
            assertThat(n.path("params").path("progress").asInt()).as("%s", n).isEqualTo(i);
        }
        assertThat(messages.get(4).path("kind").asString()).isEqualTo("result");
        assertThat(messages.get(4).path("id")).isEqualTo(id);
        // Session streams are resumable: every event has an id.
        call.path("events").forEach(e -> assertThat(e.path("id").asString()).as("%s", call).isNotEmpty());
        assertThat(call.path("streamEnd").asString()).as("%s", call).isEqualTo("closed");
    }

    @Test
    void loggingAtInfoSendsInfoAndWarningOnly() {
        JsonNode l = s.path("logging");
        assertText(l.path("result"), "logged", false);
        JsonNode expected = json("""
                [{"level":"info","logger":"dev.mcpj.examples.ContextTools","data":"step two: working"},
                 {"level":"warning","logger":"dev.mcpj.examples.ContextTools","data":"step three: almost out of coffee"},
                 {"level":"info","data":"done"}]""");
        assertThat(l.path("handler")).isEqualTo(expected);

        int from = l.path("from").asInt();
        JsonNode setLevel = s.path("exchanges").path(from - 1);
        assertThat(setLevel.path("request").path("method").asString()).as("%s", setLevel).isEqualTo("logging/setLevel");
        JsonNode call = callFrom(from);
        assertThat(call.path("contentType").asString()).as("%s", call).startsWith("text/event-stream");
        List<JsonNode> messages = messages(call);
        assertThat(messages).as("%s", call).hasSize(4);
        ArrayNode sent = JSON.createArrayNode();
        messages.subList(0, 3).forEach(m -> {
            assertThat(m.path("method").asString()).as("%s", m).isEqualTo("notifications/message");
            sent.add(m.path("params"));
        });
        assertThat(sent).isEqualTo(expected);
        assertThat(messages.get(3).path("id")).isEqualTo(call.path("request").path("id"));
    }

    @Test
    void elicitationIsAskedOnTheCallsStreamAndAnsweredWithAPost() {
        JsonNode e = s.path("elicitation");
        assertText(e.path("result"), "signed up Ada on the pro plan", false);
        assertThat(e.path("requests").size()).isEqualTo(1);
        JsonNode asked = e.path("requests").path(0);
        assertThat(asked.path("message").asString()).isEqualTo("Please sign up");
        assertThat(asked.path("requestedSchema")).isEqualTo(json("""
                {"type":"object","properties":{
                  "name":{"type":"string","description":"Your name"},
                  "plan":{"type":"string","description":"Plan","enum":["free","pro"],"default":"free"}},
                 "required":["name"]}"""));

        JsonNode call = callFrom(e.path("from").asInt());
        assertThat(call.path("contentType").asString()).as("%s", call).startsWith("text/event-stream");
        List<JsonNode> messages = messages(call);
        assertThat(messages).as("%s", call).hasSize(2);
        JsonNode question = messages.get(0);
        assertThat(question.path("kind").asString()).as("%s", question).isEqualTo("request");
        assertThat(question.path("method").asString()).as("%s", question).isEqualTo("elicitation/create");
        assertThat(messages.get(1).path("id")).isEqualTo(call.path("request").path("id"));

        List<JsonNode> answers = exchanges(x -> x.path("request").path("kind").asString().equals("result")
                && x.path("request").path("id").equals(question.path("id")));
        assertThat(answers).as("the POST answering %s", question).hasSize(1);
        assertThat(answers.get(0).path("status").asInt()).as("%s", answers.get(0)).isEqualTo(202);
    }

    @Test
    void terminateSessionDeletesItAndTheServerForgetsIt() {
        List<JsonNode> deletes = exchanges(x -> x.path("method").asString().equals("DELETE"));
        assertThat(deletes).hasSize(1);
        JsonNode delete = deletes.get(0);
        assertThat(delete.path("requestHeaders").path("mcp-session-id").asString()).isEqualTo(s.path("sessionId").asString());
        assertThat(delete.path("status").asInt()).as("%s", delete).isBetween(200, 299);
        assertThat(s.path("sessionIdAfterTerminate").isNull()).isTrue();
        // A request with the ended session's id: 404, so that a client starts a new session.
        JsonNode after = s.path("terminate").path("afterDelete");
        assertThat(after.path("status").asInt()).as("%s", after).isEqualTo(404);
        assertThat(sessionsAfterTheClient).isZero();
        assertThat(s.path("clientErrorsAtClose").size()).as("%s", s.path("clientErrorsAtClose")).isZero();
    }

    /** The first tools/call POST at or after index {@code from}. */
    private JsonNode callFrom(int from) {
        JsonNode exchanges = s.path("exchanges");
        for (int i = from; i < exchanges.size(); i++) {
            JsonNode e = exchanges.path(i);
            if (e.path("method").asString().equals("POST") && e.path("request").path("method").asString().equals("tools/call")) {
                return e;
            }
        }
        throw new AssertionError("No tools/call from exchange " + from + " in " + exchanges);
    }

    private List<JsonNode> exchanges(Predicate<JsonNode> wanted) {
        List<JsonNode> found = new ArrayList<>();
        s.path("exchanges").forEach(e -> {
            if (wanted.test(e)) {
                found.add(e);
            }
        });
        return found;
    }

    /** The JSON-RPC messages of an exchange's event stream (not the priming events, which have none). */
    private static List<JsonNode> messages(JsonNode exchange) {
        List<JsonNode> messages = new ArrayList<>();
        exchange.path("events").forEach(e -> {
            if (!e.path("message").isNull()) {
                messages.add(e.path("message"));
            }
        });
        return messages;
    }

    /** The ids (as JSON text) of the responses in an exchange's body or event stream. */
    private static List<String> answers(JsonNode exchange) {
        List<String> ids = new ArrayList<>();
        List<JsonNode> all = new ArrayList<>(messages(exchange));
        if (exchange.has("response") && !exchange.path("response").isNull()) {
            all.add(exchange.path("response"));
        }
        all.forEach(m -> {
            String kind = m.path("kind").asString();
            if (kind.equals("result") || kind.equals("error")) {
                ids.add(m.path("id").toString());
            }
        });
        return ids;
    }

    private static String text(JsonNode result) {
        return result.path("content").path(0).path("text").asString();
    }

    private static void assertText(JsonNode result, String text, boolean isError) {
        assertThat(result.path("content").size()).as("content of %s", result).isEqualTo(1);
        assertThat(result.path("content").path(0).path("type").asString()).as("%s", result).isEqualTo("text");
        assertThat(result.path("content").path(0).path("text").asString()).as("%s", result).isEqualTo(text);
        assertThat(result.path("isError").asBoolean(false)).as("isError of %s", result).isEqualTo(isError);
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
