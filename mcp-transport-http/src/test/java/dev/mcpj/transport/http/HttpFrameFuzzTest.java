package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whole POST bodies, valid ones and mutations of them, through the real server on each engine
 * and in each era: in a 2025-11-25 session, and stateless 2026-07-28 requests whose headers name
 * the method and tool that the body names (as far as the body can be read). Each body gets what
 * the spec says: a request exactly one answer with its id, a notification (or, in a session, a
 * response) 202 and no body, unparseable input a 400 with one parse error without an id, anything else at most one
 * error with no other id. Never a 5xx, a body that says it is JSON and is not, or a stack trace;
 * a request after every body is answered (a ping in the session, which survives them all).
 * All of them go over one kept-alive connection read by hand ({@link KeptAliveConnection}): each
 * response framed exactly, not a byte after it, and the connection closed only by a response that
 * says so.
 *
 * <p>Each run sends {@code -Dfuzz.frames} bodies (a few hundred by default), or sends them for
 * {@code -Dfuzz.duration} (an ISO-8601 duration) if that comes first; {@code -Dfuzz.seed} replays
 * a run.
 */
// As long as the campaign it is asked for (-Dfuzz.frames, -Dfuzz.duration).
@Timeout(value = 4, unit = TimeUnit.HOURS)
class HttpFrameFuzzTest {
    private static final JsonMapper PLAIN = JsonMapper.builder().build();
    private static final int FRAMES = Integer.getInteger("fuzz.frames", 300);
    private static final String DURATION = System.getProperty("fuzz.duration", "").trim();
    private static final String SESSION_ERA = "2025-11-25";

    private TestEngine engine;
    private KeptAliveConnection connection;

    @AfterEach
    void stop() throws Exception {
        if (connection != null) {
            connection.close();
        }
        if (engine != null) {
            engine.stop();
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"jdk, session", "jdk, stateless", "jetty, session", "jetty, stateless"})
    void mutatedBodiesGetWhatTheSpecSays(String engineName, String era) throws Exception {
        engine = engineName.equals("jdk") ? new TestEngine.Jdk() : new TestEngine.Jetty();
        McpServer server = server();
        URI url = engine.start(server, HttpTransportOptions.defaults());
        boolean stateless = era.equals("stateless");
        HttpTestClient client = new HttpTestClient(url);
        String session = stateless ? null : client.initialize();
        // A session's standalone stream, where an answer must never turn up: each has its POST.
        SseStream standalone = stateless ? null : client.get(session).events();
        long seed = Long.getLong("fuzz.seed", new Random().nextLong());
        HttpFrames frames = new HttpFrames(new Random(seed), stateless);
        // Every body and every request after one on the same kept-alive connection, read by hand.
        connection = new KeptAliveConnection(url, Duration.ofSeconds(60));
        long budget = DURATION.isEmpty() ? Long.MAX_VALUE : Duration.parse(DURATION).toNanos();
        long start = System.nanoTime();
        int[] kinds = new int[Kind.values().length];
        int sent = 0;
        for (; sent < FRAMES && System.nanoTime() - start < budget; sent++) {
            byte[] body = frames.next();
            String shown = engineName + " " + era + ", body " + sent + " (seed " + seed + "): " + show(body);
            Expectation expected = Expectation.of(body, stateless);
            kinds[expected.kind.ordinal()]++;
            expected.check(post(url, session, body, stateless, shown), shown);
            assertAlive(post(url, session, alive("alive-" + sent, stateless), stateless, "the request after " + shown),
                    shown);
        }
        // A byte after the last response would come before this one's status line, and fail it.
        assertAlive(post(url, session, alive("last", stateless), stateless, "the last request"), "the last request");
        if (standalone != null) {
            try (standalone) {
                // The server tells the stream of a new tool after everything it sent there for the bodies.
                server.registerTool(ServerTool.builder("late").handler((args, ctx) -> CallToolResult.text("late")).build());
                assertNoAnswers(standalone, engineName + " " + era + " (seed " + seed + ")");
            }
        }
        System.out.printf("HTTP frame fuzz (%s, %s, seed %d): %d bodies: %d requests, %d notifications or responses,"
                        + " %d unparseable, %d other; %d connection(s), %d closed as the server said%n", engineName, era,
                seed, sent, kinds[Kind.REQUEST.ordinal()], kinds[Kind.ACCEPTED.ordinal()],
                kinds[Kind.UNPARSEABLE.ordinal()], kinds[Kind.OTHER.ordinal()], connection.opened(),
                connection.closedAsSaid());
        assertThat(kinds[Kind.REQUEST.ordinal()]).as("valid requests reached the server").isPositive();
        assertThat(kinds[Kind.UNPARSEABLE.ordinal()]).as("unparseable bodies reached the server").isPositive();
    }

    /** The era's cheapest request (2026-07-28 has no ping), which the server answers whatever came before. */
    private static byte[] alive(String id, boolean stateless) {
        String request = stateless ? HttpTestClient.modernRequest(id, "tools/list", null)
                : HttpTestClient.request(id, "ping", null);
        return request.getBytes(StandardCharsets.UTF_8);
    }

    private static McpServer server() {
        McpServer server = McpServer.builder("fuzz", "1.0.0").build();
        server.registerTool(ServerTool.builder("add").description("Adds two numbers.").inputSchema("""
                        {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""").handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b")))).build());
        server.registerTool(ServerTool.builder("echo").description("Returns the text.").inputSchema("""
                        {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""").handler((args, ctx) -> {
                    ctx.progress(1, 1.0, "echoing");
                    return CallToolResult.text(args.string("text"));
                }).build());
        server.registerTool(ServerTool.builder("fail").description("Always fails.").handler((args, ctx) -> {
            throw new ToolException("failed on purpose");
        }).build());
        return server;
    }

    /** A response, its JSON-RPC messages taken from its JSON body or its event stream. */
    private record Answered(int status, String contentType, String body, List<JsonNode> messages) {
        List<JsonNode> answers() {
            return messages.stream().filter(m -> !m.has("method")).toList();
        }
    }

    /** POSTs {@code body}; a failed exchange fails the test with {@code shown} (the body, its number and the seed). */
    private Answered post(URI url, String session, byte[] body, boolean stateless, String shown) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Accept", HttpTestClient.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        if (stateless) {
            headers.put("MCP-Protocol-Version", HttpTestClient.MODERN);
            statelessHeaders(body, headers);
        } else {
            headers.put("MCP-Protocol-Version", SESSION_ERA);
            headers.put("Mcp-Session-Id", session);
        }
        KeptAliveConnection.Response response;
        try {
            response = connection.post(url.getRawPath(), headers, body);
        } catch (IOException e) {
            throw new AssertionError(shown + ": the exchange failed: " + e, e);
        }
        String type = response.header("Content-Type");
        String text = response.text();
        List<JsonNode> messages = new ArrayList<>();
        if (type.startsWith("text/event-stream")) {
            for (String data : eventData(text)) {
                messages.add(readJson(data, "an event's data"));
            }
        } else if (!text.isEmpty() && type.startsWith("application/json")) {
            messages.add(readJson(text, "the body"));
        }
        return new Answered(response.status(), type, text, messages);
    }

    /** The headers a client that read the body as Jackson does would send: its method, and a tool call's name. */
    private static void statelessHeaders(byte[] body, Map<String, String> headers) {
        try {
            JsonNode tree = PLAIN.readTree(body);
            JsonNode method = tree.path("method");
            if (method.isString() && headerSafe(method.stringValue())) {
                headers.put("Mcp-Method", method.stringValue());
                JsonNode name = tree.path("params").path("name");
                if (method.stringValue().equals("tools/call") && name.isString() && headerSafe(name.stringValue())) {
                    headers.put("Mcp-Name", name.stringValue());
                }
            }
        } catch (JacksonException e) {
            // unreadable: no headers but the version, as a client that cannot read it would send
        }
    }

    private static boolean headerSafe(String value) {
        return !value.isEmpty() && value.chars().allMatch(c -> c > ' ' && c < 0x7F);
    }

    private static JsonNode readJson(String text, String what) {
        try {
            return PLAIN.readTree(text);
        } catch (JacksonException e) {
            throw new AssertionError(what + " is not JSON: " + text, e);
        }
    }

    /** The data of each event in a complete event stream; events without data (priming) are skipped. */
    private static List<String> eventData(String stream) {
        List<String> events = new ArrayList<>();
        StringBuilder data = null;
        for (String line : stream.split("\r\n|\r|\n", -1)) {
            if (line.isEmpty()) {
                if (data != null && !data.isEmpty()) {
                    events.add(data.toString());
                }
                data = null;
            } else if (line.startsWith("data:")) {
                String value = line.substring(5);
                value = value.startsWith(" ") ? value.substring(1) : value;
                data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
            }
        }
        if (data != null && !data.isEmpty()) {
            events.add(data.toString());
        }
        return events;
    }

    /**
     * Everything the standalone stream carried up to the list change that the test caused after
     * the last body: no answer to any request among it.
     */
    private static void assertNoAnswers(SseStream standalone, String shown) throws InterruptedException {
        while (true) {
            SseStream.Event event = standalone.nextMessage(Duration.ofSeconds(20));
            assertThat(event).as("%s: the standalone stream ended", shown).isNotNull();
            JsonNode message = readJson(event.data(), "a standalone event's data");
            assertThat(message.has("method")).as("%s: an answer on the standalone stream: %s", shown, message).isTrue();
            if (message.path("method").asString().equals("notifications/tools/list_changed")) {
                return;
            }
        }
    }

    private static void assertAlive(Answered answered, String shown) {
        assertThat(answered.status()).as("%s: a request after it answered %s", shown, answered.body()).isEqualTo(200);
        assertThat(answered.answers()).as("%s: a request after it", shown).hasSize(1);
        assertThat(answered.answers().get(0).has("result")).as("%s: a request after it: %s", shown, answered.body()).isTrue();
    }

    private enum Kind { UNPARSEABLE, REQUEST, ACCEPTED, OTHER }

    /** What the spec allows as the response to one body, judged from Jackson's reading of it. */
    private record Expectation(Kind kind, JsonNode id) {
        /** In the stateless era a client has no server requests to answer: a response is one more invalid body. */
        static Expectation of(byte[] body, boolean stateless) {
            JsonNode tree;
            try {
                // The server's own reading limits: nesting depth, size, duplicate names refused.
                tree = new JsonRpcCodec().mapper().readTree(body);
            } catch (JacksonException e) {
                return new Expectation(Kind.UNPARSEABLE, null);
            }
            if (tree.isMissingNode() || !tree.isObject()) {
                return new Expectation(Kind.OTHER, null);
            }
            JsonNode version = tree.get("jsonrpc");
            JsonNode id = tree.get("id");
            boolean versioned = version != null && version.isString() && "2.0".equals(version.stringValue());
            boolean idValid = id != null && (id.isString() || id.isIntegralNumber() && id.canConvertToLong());
            JsonNode method = tree.get("method");
            JsonNode params = tree.get("params");
            boolean call = versioned && method != null && method.isString()
                    && (params == null || params.isObject() || params.isNull());
            if (call && idValid) {
                return new Expectation(Kind.REQUEST, id);
            }
            if (call && id == null) {
                return new Expectation(Kind.ACCEPTED, null);
            }
            boolean response = !stateless && versioned && method == null && idValid
                    && (tree.has("result") != tree.has("error"));
            if (response) {
                return new Expectation(Kind.ACCEPTED, null);
            }
            return new Expectation(Kind.OTHER, idValid ? id : null);
        }

        void check(Answered answered, String shown) {
            String seen = answered.status() + " " + answered.contentType() + " " + answered.body();
            assertThat(answered.status()).as("%s: no server error: %s", shown, seen).isBetween(200, 499);
            assertThat(answered.body()).as("%s: no Java in the body", shown)
                    .doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("dev.mcpj.");
            for (JsonNode m : answered.messages()) {
                assertThat(m.isObject() && "2.0".equals(m.path("jsonrpc").asString(""))).as("%s: %s", shown, seen).isTrue();
                assertThat(m.has("method") || m.has("result") != m.has("error")).as("%s: %s", shown, seen).isTrue();
            }
            List<JsonNode> answers = answered.answers();
            switch (kind) {
                case UNPARSEABLE -> {
                    assertThat(answered.status()).as("%s: %s", shown, seen).isEqualTo(400);
                    assertThat(answers).as("%s: one parse error: %s", shown, seen).hasSize(1);
                    assertThat(answers.get(0).path("error").path("code").asInt()).as("%s: %s", shown, seen).isEqualTo(-32700);
                    assertThat(answers.get(0).path("id").isMissingNode() || answers.get(0).get("id").isNull())
                            .as("%s: no id: %s", shown, seen).isTrue();
                }
                case REQUEST -> {
                    assertThat(answers).as("%s: exactly one answer: %s", shown, seen).hasSize(1);
                    assertThat(sameId(answers.get(0).get("id"), id)).as("%s: answered with its id: %s", shown, seen).isTrue();
                }
                case ACCEPTED -> {
                    assertThat(answered.status()).as("%s: accepted: %s", shown, seen).isEqualTo(202);
                    assertThat(answered.body()).as("%s: no body", shown).isEmpty();
                }
                default -> {
                    assertThat(answers).as("%s: at most one answer: %s", shown, seen).hasSizeLessThanOrEqualTo(1);
                    if (!answers.isEmpty()) {
                        JsonNode answeredId = answers.get(0).get("id");
                        boolean none = answeredId == null || answeredId.isNull();
                        assertThat(none || sameId(answeredId, id)).as("%s: answered as %s", shown, seen).isTrue();
                        assertThat(answers.get(0).has("error")).as("%s: an error: %s", shown, seen).isTrue();
                    }
                }
            }
        }

        /** The same id: the same string, or the same integer (Jackson writes both back as they were read). */
        private static boolean sameId(JsonNode answered, JsonNode sent) {
            return answered != null && sent != null && answered.toString().equals(sent.toString());
        }
    }

    private static String show(byte[] body) {
        String s = new String(body, StandardCharsets.UTF_8);
        return s.length() > 400 ? s.substring(0, 400) + "… (" + body.length + " bytes)" : s;
    }
}
