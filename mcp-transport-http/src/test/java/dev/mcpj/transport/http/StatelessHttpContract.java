package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.MODERN;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.modernHeaders;
import static dev.mcpj.transport.http.HttpTestClient.modernRequest;
import static dev.mcpj.transport.http.HttpTestClient.untilResponse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationSchema;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The stateless profile of protocol 2026-07-28 on the wire, run against each engine: no session,
 * the metadata headers checked against the body, the HTTP status of each protocol error, JSON or
 * an event stream per request, {@code subscriptions/listen}, and cancellation by closing the
 * response stream. Tools: {@code echo}, {@code progress} (three progress notifications),
 * {@code blocker} (runs until cancelled), {@code waiter} (waits for the test), {@code sql}
 * (arguments mirrored into {@code Mcp-Param-*} headers), {@code ask} (needs elicitation),
 * {@code poller} (asks to close its stream) and {@code whoami}.
 */
abstract class StatelessHttpContract {
    private static final String SQL_SCHEMA = """
            {"type":"object","properties":{
              "region":{"type":"string","x-mcp-header":"Region"},
              "limit":{"type":"integer","x-mcp-header":"Limit"},
              "dry":{"type":"boolean","x-mcp-header":"Dry"},
              "target":{"type":"object","properties":{"zone":{"type":"string","x-mcp-header":"Zone"}}},
              "query":{"type":"string"}},
             "required":["query"]}""";

    protected final TestEngine engine;
    protected McpServer server;
    protected HttpTestClient client;
    private final CountDownLatch blockerStarted = new CountDownLatch(1);
    private final CountDownLatch blockerInterrupted = new CountDownLatch(1);
    private final CountDownLatch waiterGo = new CountDownLatch(1);
    private final AtomicInteger lateTools = new AtomicInteger();

    StatelessHttpContract(TestEngine engine) {
        this.engine = engine;
    }

    @BeforeEach
    void setUp() throws Exception {
        server = McpServer.builder("stateless-test", "1.0").progressInterval(Duration.ZERO)
                .limits(ServerLimits.defaults().withShutdownGrace(Duration.ofSeconds(2))).build();
        server.registerTool(ServerTool.builder("echo").description("Echo").handler((args, ctx) -> CallToolResult.text("echo")).build());
        server.registerTool(ServerTool.builder("progress").description("Progress").handler((args, ctx) -> {
            for (int i = 1; i <= 3; i++) {
                ctx.progress(i, 3.0, "step " + i);
            }
            return CallToolResult.text("done");
        }).build());
        server.registerTool(ServerTool.builder("blocker").description("Blocks").handler((args, ctx) -> {
            blockerStarted.countDown();
            try {
                Thread.sleep(WAIT.toMillis());
            } catch (InterruptedException e) {
                blockerInterrupted.countDown();
                throw e;
            }
            return CallToolResult.text("woke");
        }).build());
        server.registerTool(ServerTool.builder("waiter").description("Waits").handler((args, ctx) -> {
            waiterGo.await(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            return CallToolResult.text("waited");
        }).build());
        server.registerTool(ServerTool.builder("sql").description("Runs SQL").inputSchema(SQL_SCHEMA).handler((args, ctx) -> CallToolResult.text("in " + args.string("region", "nowhere"))).build());
        server.registerTool(ServerTool.builder("ask").description("Asks").handler((args, ctx) -> {
            ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build());
            return CallToolResult.text("asked");
        }).build());
        server.registerTool(ServerTool.builder("poller").description("Closes its stream").handler((args, ctx) -> {
            ctx.closeResponseStream();
            return CallToolResult.text("polled");
        }).build());
        server.registerTool(ServerTool.builder("whoami").description("Tells the principal").handler((args, ctx) -> CallToolResult.text(String.valueOf(ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null)))).build());
        client = new HttpTestClient(engine.start(server, HttpTransportOptions.defaults()));
    }

    @AfterEach
    void tearDown() throws Exception {
        waiterGo.countDown();
        engine.stop();
        server.close();
    }

    void restart(HttpTransportOptions options) throws Exception {
        engine.stop();
        client = new HttpTestClient(engine.start(server, options));
    }

    private static String call(String tool, String arguments) {
        return "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}";
    }

    private static void assertError(HttpTestClient.Reply r, int status, int code, Object id) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/error/code").asInt()).as(r.body()).isEqualTo(code);
        assertThat(r.json().get("id").asString()).isEqualTo(String.valueOf(id));
    }

    // ---- no session ----

    @Test
    void discoverIsServedWithoutASession() throws Exception {
        HttpTestClient.Reply r = client.postModern(1, "server/discover", null, null);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.header("Mcp-Session-Id")).as("no session is minted").isEmpty();
        JsonNode result = r.json().get("result");
        assertThat(result.get("resultType").asString()).isEqualTo("complete");
        assertThat(result.get("supportedVersions").valueStream().map(JsonNode::asString)).contains(MODERN, "2025-11-25");
        assertThat(result.at("/capabilities/tools").isObject()).isTrue();
        assertThat(engine.sessionCount()).isZero();

        HttpTestClient.Reply withSession = client.postModern(2, "server/discover", null, null,
                "Mcp-Session-Id", "left-over-from-an-old-client");
        assertThat(withSession.status()).as("a session id is ignored").isEqualTo(200);
        assertThat(withSession.header("Mcp-Session-Id")).isEmpty();
    }

    @Test
    void bodiesAreReadWithinTheServersOwnLimits() throws Exception {
        engine.stop();
        server.close();
        server = McpServer.builder("deep", "1.0").limits(ServerLimits.defaults().withMaxNestingDepth(3000)).build();
        client = new HttpTestClient(engine.start(server, HttpTransportOptions.defaults()));
        // Deeper than a parser's default limit allows, within the server's.
        String deep = "[".repeat(2000) + "]".repeat(2000);
        String body = modernRequest(1, "server/discover", "{\"x\":0}").replace("\"x\":0", "\"x\":" + deep);
        HttpTestClient.Reply r = client.post(null, body, modernHeaders("server/discover", null));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().at("/result/supportedVersions/0").asString()).isEqualTo(MODERN);
    }

    @Test
    void aToolCallWithTheStandardHeadersIsAnsweredWithJson() throws Exception {
        HttpTestClient.Reply r = client.postModern(3, "tools/call", "echo", call("echo", "{}"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("echo");
        assertThat(r.json().at("/result/_meta/io.modelcontextprotocol~1serverInfo/name").asString())
                .isEqualTo("stateless-test");
    }

    @Test
    void eachMissingOrMismatchedStandardHeaderIs400WithHeaderMismatch() throws Exception {
        String echo = modernRequest(4, "tools/call", call("echo", "{}"));
        List<String[]> wrong = List.of(
                new String[] {"Mcp-Method", "tools/call", "Mcp-Name", "echo"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Name", "echo"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/list", "Mcp-Name", "echo"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "TOOLS/CALL", "Mcp-Name", "echo"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call", "Mcp-Name", "Echo"},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call", "Mcp-Name", "=?base64?ZWNoMA==?="},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call", "Mcp-Name", "=?base64?not base64?="},
                new String[] {"MCP-Protocol-Version", MODERN, "Mcp-Method", "tools/call", "Mcp-Name", "=?base64?ZWNobw?="});
        for (String[] headers : wrong) {
            assertError(client.post(null, echo, headers), 400, -32020, 4);
        }
        // The header and the body name different versions.
        HttpTestClient.Reply versions = client.post(null, modernRequest(5, "tools/list", null, "2025-11-25"),
                modernHeaders("tools/list", null));
        assertError(versions, 400, -32020, 5);
        assertThat(versions.json().at("/error/message").asString()).contains("MCP-Protocol-Version");
    }

    @Test
    void headerNamesIgnoreCaseAndNamesMayBeBase64Encoded() throws Exception {
        String echo = modernRequest(6, "tools/call", call("echo", "{}"));
        String encoded = "=?base64?" + Base64.getEncoder().encodeToString("echo".getBytes(StandardCharsets.UTF_8)) + "?=";
        assertThat(client.post(null, echo, "mcp-protocol-version", MODERN, "MCP-METHOD", "tools/call",
                "mcp-name", "echo").status()).isEqualTo(200);
        assertThat(client.post(null, echo, modernHeaders("tools/call", encoded)).status()).isEqualTo(200);
    }

    @Test
    void argumentsMarkedXMcpHeaderMustBeMirroredExactly() throws Exception {
        String args = "{\"region\":\"us-west1\",\"limit\":42,\"dry\":true,\"query\":\"SELECT 1\"}";
        String body = modernRequest(7, "tools/call", call("sql", args));
        HttpTestClient.Reply ok = client.post(null, body, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "us-west1", "mcp-param-limit", "42.0", "Mcp-Param-Dry", "true"));
        assertThat(ok.status()).as(ok.body()).isEqualTo(200);
        assertThat(ok.json().at("/result/content/0/text").asString()).isEqualTo("in us-west1");

        assertError(client.post(null, body, modernHeaders("tools/call", "sql",
                "Mcp-Param-Limit", "42", "Mcp-Param-Dry", "true")), 400, -32020, 7);
        assertError(client.post(null, body, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "US-WEST1", "Mcp-Param-Limit", "42", "Mcp-Param-Dry", "true")), 400, -32020, 7);
        assertError(client.post(null, body, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "us-west1", "Mcp-Param-Limit", "43", "Mcp-Param-Dry", "true")), 400, -32020, 7);
        assertError(client.post(null, body, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "us-west1", "Mcp-Param-Limit", "42", "Mcp-Param-Dry", "True")), 400, -32020, 7);

        // Non-ASCII text travels base64-encoded; a nested property is mirrored too.
        String unicode = modernRequest(8, "tools/call", call("sql",
                "{\"region\":\"Hello, 世界\",\"target\":{\"zone\":\"b\"},\"query\":\"q\"}"));
        HttpTestClient.Reply encoded = client.post(null, unicode, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "=?base64?SGVsbG8sIOS4lueVjA==?=", "Mcp-Param-Zone", "b"));
        assertThat(encoded.status()).as(encoded.body()).isEqualTo(200);
        assertThat(encoded.json().at("/result/content/0/text").asString()).isEqualTo("in Hello, 世界");
        assertError(client.post(null, unicode, modernHeaders("tools/call", "sql",
                "Mcp-Param-Region", "=?base64?SGVsbG8sIHdvcmxk?=", "Mcp-Param-Zone", "b")), 400, -32020, 8);

        // An argument without a value has no header, and must not have one.
        String bare = modernRequest(9, "tools/call", call("sql", "{\"query\":\"q\",\"region\":null}"));
        assertThat(client.post(null, bare, modernHeaders("tools/call", "sql")).status()).isEqualTo(200);
        assertError(client.post(null, bare, modernHeaders("tools/call", "sql", "Mcp-Param-Region", "x")),
                400, -32020, 9);
    }

    // ---- the HTTP status of protocol errors ----

    @Test
    void anUnsupportedVersionIs400WithTheSupportedOnes() throws Exception {
        HttpTestClient.Reply r = client.post(null, modernRequest(10, "tools/list", null, "2099-01-01"),
                "MCP-Protocol-Version", "2099-01-01", "Mcp-Method", "tools/list");
        assertError(r, 400, -32022, 10);
        assertThat(r.json().at("/error/data/supported").valueStream().map(JsonNode::asString)).contains(MODERN);
        assertThat(r.json().at("/error/data/requested").asString()).isEqualTo("2099-01-01");
    }

    @Test
    void aMissingRequiredMetaFieldIs400WithInvalidParams() throws Exception {
        String noCapabilities = HttpTestClient.request(11, "tools/list",
                "{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN + "\"}}");
        assertError(client.post(null, noCapabilities, modernHeaders("tools/list", null)), 400, -32602, 11);
        String noMeta = HttpTestClient.request(12, "tools/list", null);
        assertError(client.post(null, noMeta, modernHeaders("tools/list", null)), 400, -32602, 12);
    }

    @Test
    void anUnknownMethodIs404() throws Exception {
        assertError(client.postModern(13, "tools/frobnicate", null, null), 404, -32601, 13);
    }

    @Test
    void methodsOfTheInitializeEraAre404() throws Exception {
        for (String method : List.of("initialize", "ping", "logging/setLevel", "resources/subscribe")) {
            String params = method.equals("initialize")
                    ? "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"x\",\"version\":\"1\"}}"
                    : null;
            assertError(client.post(null, modernRequest(40, method, params), modernHeaders(method, null)),
                    404, -32601, 40);
        }
        assertThat(engine.sessionCount()).isZero();
    }

    @Test
    void aMissingClientCapabilityIs400() throws Exception {
        HttpTestClient.Reply r = client.postModern(14, "tools/call", "ask", call("ask", "{}"));
        assertError(r, 400, -32021, 14);
        assertThat(r.json().at("/error/data/requiredCapabilities").isObject()).isTrue();
    }

    @Test
    void otherErrorsAre200() throws Exception {
        HttpTestClient.Reply r = client.postModern(15, "tools/call", "nope", call("nope", "{}"));
        assertError(r, 200, -32602, 15);
    }

    // ---- streams ----

    @Test
    void progressTurnsTheAnswerIntoAnEventStreamScopedToTheRequest() throws Exception {
        String body = modernRequest(16, "tools/call",
                "{\"name\":\"progress\",\"arguments\":{},\"_meta\":{\"progressToken\":\"p\"}}");
        HttpTestClient.Streamed r = client.postStreamed(null, body, modernHeaders("tools/call", "progress"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("text/event-stream");
        assertThat(r.header("X-Accel-Buffering")).contains("no");
        assertThat(r.header("Mcp-Session-Id")).isEmpty();
        try (SseStream events = r.events()) {
            List<SseStream.Event> all = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                all.add(events.next(WAIT));
            }
            for (int i = 0; i < 3; i++) {
                JsonNode note = JSON.readTree(all.get(i).data());
                assertThat(note.get("method").asString()).isEqualTo("notifications/progress");
                assertThat(note.at("/params/progress").asInt()).isEqualTo(i + 1);
            }
            assertThat(JSON.readTree(all.get(3).data()).at("/result/content/0/text").asString()).isEqualTo("done");
            assertThat(all).as("no resumption, so no event ids").allSatisfy(e -> assertThat(e.id()).isNull());
            assertThat(events.next(WAIT)).as("the response ends the stream").isNull();
        }
    }

    @Test
    void aListenStreamAcknowledgesThenCarriesTaggedListChangesUntilTheServerCloses() throws Exception {
        String listen = modernRequest(17, "subscriptions/listen", "{\"notifications\":{\"toolsListChanged\":true}}");
        HttpTestClient.Streamed r = client.postStreamed(null, listen, modernHeaders("subscriptions/listen", null));
        assertThat(r.contentType()).startsWith("text/event-stream");
        assertThat(r.header("X-Accel-Buffering")).contains("no");
        try (SseStream events = r.events()) {
            JsonNode ack = JSON.readTree(events.next(WAIT).data());
            assertThat(ack.get("method").asString()).isEqualTo("notifications/subscriptions/acknowledged");
            assertThat(ack.at("/params/notifications/toolsListChanged").asBoolean()).isTrue();
            assertThat(ack.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asInt()).isEqualTo(17);

            JsonNode changed = nextAfterAddingTools(events);
            assertThat(changed.get("method").asString()).isEqualTo("notifications/tools/list_changed");
            assertThat(changed.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asInt()).isEqualTo(17);

            server.close();
            JsonNode closing = JSON.readTree(events.nextMessage(WAIT).data());
            while (closing.has("method")) {
                closing = JSON.readTree(events.nextMessage(WAIT).data());
            }
            assertThat(closing.get("id").asInt()).isEqualTo(17);
            assertThat(closing.at("/result/_meta/io.modelcontextprotocol~1subscriptionId").asInt()).isEqualTo(17);
            assertThat(events.next(WAIT)).as("the closing result ends the stream").isNull();
        }
    }

    /**
     * Adds tools until the stream carries a message: the acknowledgement may come a moment before
     * the subscription is in place.
     */
    private JsonNode nextAfterAddingTools(SseStream events) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            server.registerTool(ServerTool.builder("late" + lateTools.incrementAndGet()).handler((args, ctx) -> CallToolResult.text("late")).build());
            SseStream.Event e = events.poll(Duration.ofMillis(200));
            if (e != null) {
                return JSON.readTree(e.data());
            }
        }
        throw new AssertionError("No notification within " + WAIT);
    }

    @Test
    void closingTheResponseStreamCancelsTheCall() throws Exception {
        restart(HttpTransportOptions.builder().keepAliveInterval(Duration.ofMillis(100)).build());
        HttpTestClient.Streamed r = client.postStreamed(null, modernRequest(18, "tools/call", call("blocker", "{}")),
                modernHeaders("tools/call", "blocker"));
        assertThat(blockerStarted.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        assertThat(r.contentType()).as("a quiet call becomes a stream of keep-alives").startsWith("text/event-stream");
        r.events().close();
        assertThat(blockerInterrupted.await(WAIT.toMillis(), TimeUnit.MILLISECONDS))
                .as("the handler's thread is interrupted").isTrue();
    }

    @Test
    void aQuietCallGetsKeepAlivesThenItsResult() throws Exception {
        restart(HttpTransportOptions.builder().keepAliveInterval(Duration.ofMillis(100)).build());
        HttpTestClient.Streamed r = client.postStreamed(null, modernRequest(19, "tools/call", call("waiter", "{}")),
                modernHeaders("tools/call", "waiter"));
        assertThat(r.contentType()).startsWith("text/event-stream");
        try (SseStream events = r.events()) {
            StreamableHttpContract.awaitTrue(() -> events.comments() >= 2);
            waiterGo.countDown();
            List<JsonNode> messages = untilResponse(events, 19);
            assertThat(messages).hasSize(1);
            assertThat(messages.get(0).at("/result/content/0/text").asString()).isEqualTo("waited");
        }
    }

    @Test
    void askingToCloseTheStreamChangesNothing() throws Exception {
        HttpTestClient.Reply r = client.postModern(20, "tools/call", "poller", call("poller", "{}"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("polled");
    }

    // ---- other messages ----

    @Test
    void getAndDeleteAre405() throws Exception {
        HttpTestClient.Reply get = client.send(client.request(null, "MCP-Protocol-Version", MODERN,
                "Accept", "text/event-stream").GET().build());
        assertThat(get.status()).isEqualTo(405);
        assertThat(get.header("Allow")).contains("POST");
        HttpTestClient.Reply delete = client.send(client.request("some-session", "MCP-Protocol-Version", MODERN,
                "Accept", "*/*").DELETE().build());
        assertThat(delete.status()).isEqualTo(405);
    }

    @Test
    void notificationsGet202AndResponsesAreRefused() throws Exception {
        String note = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}";
        HttpTestClient.Reply accepted = client.post(null, note, "MCP-Protocol-Version", MODERN);
        assertThat(accepted.status()).isEqualTo(202);
        assertThat(accepted.body()).isEmpty();
        HttpTestClient.Reply response = client.post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}",
                "MCP-Protocol-Version", MODERN);
        assertThat(response.status()).isEqualTo(400);
        assertThat(engine.sessionCount()).isZero();
    }

    @Test
    void legacyAndStatelessClientsShareOneRunningServer() throws Exception {
        String session = client.initialize();
        try (SseStream standalone = client.get(session).events();
             SseStream listen = client.postStreamed(null, modernRequest(21, "subscriptions/listen",
                     "{\"notifications\":{\"toolsListChanged\":true}}"),
                     modernHeaders("subscriptions/listen", null)).events()) {
            assertThat(standalone.next(WAIT).isPriming()).isTrue();
            assertThat(JSON.readTree(listen.next(WAIT).data()).get("method").asString())
                    .isEqualTo("notifications/subscriptions/acknowledged");

            assertThat(client.postModern(22, "tools/call", "echo", call("echo", "{}")).json()
                    .at("/result/content/0/text").asString()).isEqualTo("echo");
            assertThat(client.post(session, HttpTestClient.callTool(23, "echo", "{}", null)).json()
                    .at("/result/content/0/text").asString()).isEqualTo("echo");

            JsonNode tagged = nextAfterAddingTools(listen);
            assertThat(tagged.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asInt()).isEqualTo(21);
            JsonNode legacy = JSON.readTree(standalone.nextMessage(WAIT).data());
            assertThat(legacy.get("method").asString()).isEqualTo("notifications/tools/list_changed");
            assertThat(legacy.has("params")).as("legacy notifications are not tagged").isFalse();
            assertThat(engine.sessionCount()).as("only the legacy client has a session").isEqualTo(1);
        }
    }

    @Test
    void handlersSeeTheAuthenticatedPrincipal() throws Exception {
        restart(HttpTransportOptions.builder().authenticator(headers -> headers.firstValue("Authorization")
                .map(h -> Authentication.allow(h.substring("Bearer ".length())))
                .orElse(Authentication.reject("Bearer"))).build());
        assertThat(client.postModern(24, "tools/call", "whoami", call("whoami", "{}")).status()).isEqualTo(401);
        HttpTestClient.Reply r = client.postModern(25, "tools/call", "whoami", call("whoami", "{}"),
                "Authorization", "Bearer carol");
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("carol");
    }

    @Test
    void unacceptableRequestsAreRefusedBeforeTheServerSeesThem() throws Exception {
        String listen = modernRequest(26, "subscriptions/listen", "{\"notifications\":{}}");
        assertThat(client.post(null, listen, modernHeaders("subscriptions/listen", null, "Accept", "application/json"))
                .status()).as("a listen answers with a stream").isEqualTo(406);
        HttpRequest twice = client.postRequest(null, modernRequest(27, "tools/list", null),
                modernHeaders("tools/list", null)).header("Mcp-Method", "tools/list").build();
        assertError(client.send(twice), 400, -32020, 27);
    }
}
