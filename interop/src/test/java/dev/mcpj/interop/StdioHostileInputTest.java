package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.interop.RawStdioServer.Transcript;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Input no well-behaved client sends, written as raw lines to the example server's standard
 * input. Each test ends by closing standard input: the server must exit on its own, and every
 * line it wrote must have been a valid JSON-RPC message (checked by {@link RawStdioServer}).
 *
 * <p>"Null id" below means the error response carries no usable request id: {@code "id": null}
 * as JSON-RPC 2.0 writes it, or no {@code id} at all as the MCP 2025-11-25 schema (where an id is
 * never null) has it. The server does the latter; the official TypeScript SDK rejects the former.
 */
@Timeout(300)
class StdioHostileInputTest {
    private static final int PARSE_ERROR = -32700;
    private static final int INVALID_REQUEST = -32600;
    private static final int METHOD_NOT_FOUND = -32601;
    private static final int INVALID_PARAMS = -32602;
    private static final int MAX_LINE_BYTES = 4 * 1024 * 1024;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void malformedJsonIsAParseErrorWithNullId() {
        try (RawStdioServer server = RawStdioServer.start("malformed")) {
            server.initialize();
            List<String> lines = List.of(
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"",
                    "{not json at all}",
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\",}",
                    "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}}",
                    "\"unterminated",
                    "nul",
                    // Two messages on one line are not one JSON value: neither may run.
                    "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}");
            int n = 0;
            for (String line : lines) {
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                assertError(answers.get(0), "null", PARSE_ERROR);
            }
            Transcript t = server.finish();
            assertThat(t.withId("1")).isEmpty();
            assertThat(t.withId("2")).isEmpty();
            assertThat(t.withId("3")).isEmpty();
            assertThat(t.withId("4")).isEmpty();
            assertThat(t.withId("5")).isEmpty();
            assertThat(t.withId("null")).hasSize(lines.size());
        }
    }

    @Test
    void wrongJsonrpcMemberIsAnInvalidRequest() {
        try (RawStdioServer server = RawStdioServer.start("jsonrpc-member")) {
            server.initialize();
            List<String> lines = List.of(
                    "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}",
                    "{\"id\":2,\"method\":\"ping\"}",
                    "{\"jsonrpc\":2.0,\"id\":3,\"method\":\"ping\"}",
                    "{\"jsonrpc\":null,\"id\":4,\"method\":\"ping\"}");
            int n = 0;
            for (String line : lines) {
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                // The id could be read, so echoing it is allowed; null is too.
                assertError(answers.get(0), Set.of(String.valueOf(n), "null"), Set.of(INVALID_REQUEST));
            }
            server.finish();
        }
    }

    @Test
    void idThatIsNullFractionalOrStructuredIsAnInvalidRequestWithNullId() {
        try (RawStdioServer server = RawStdioServer.start("bad-ids")) {
            server.initialize();
            List<String> ids = List.of("null", "1.5", "{}", "{\"a\":1}", "[1]", "true", "1e2");
            int n = 0;
            for (String id : ids) {
                String line = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}";
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                assertError(answers.get(0), "null", INVALID_REQUEST);
            }
            server.finish();
        }
    }

    @Test
    void methodThatIsNotAStringIsAnInvalidRequest() {
        try (RawStdioServer server = RawStdioServer.start("bad-method")) {
            server.initialize();
            int n = 0;
            for (String method : List.of("42", "null", "{}", "[\"ping\"]")) {
                String line = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":" + method + "}";
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                assertError(answers.get(0), Set.of("7", "null"), Set.of(INVALID_REQUEST));
            }
            server.finish();
        }
    }

    @Test
    void paramsThatAreNotAnObjectAreRejected() {
        try (RawStdioServer server = RawStdioServer.start("bad-params")) {
            server.initialize();
            int n = 0;
            for (String params : List.of("[1]", "[]", "\"x\"", "42", "true")) {
                String line = "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/list\",\"params\":" + params + "}";
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                // MCP params are always objects: Invalid Request and Invalid Params both say so.
                assertError(answers.get(0), Set.of("8", "null"), Set.of(INVALID_REQUEST, INVALID_PARAMS));
            }
            server.finish();
        }
    }

    @Test
    void messagesThatAreNotObjectsAreInvalidRequestsWithNullId() {
        try (RawStdioServer server = RawStdioServer.start("not-objects")) {
            server.initialize();
            int n = 0;
            for (String line : List.of("\"str\"", "null", "42", "true", "{}")) {
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to %s", line).hasSize(1);
                assertError(answers.get(0), "null", INVALID_REQUEST);
            }
            server.finish();
        }
    }

    @Test
    void batchIsAnInvalidRequestAndNothingInItRuns() {
        try (RawStdioServer server = RawStdioServer.start("batch")) {
            server.initialize();
            String batch = """
                    [{"jsonrpc":"2.0","id":12,"method":"ping"},\
                    {"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"add","arguments":{"a":1,"b":2}}}]""";
            List<JsonNode> answers = server.answersTo(batch, "\"barrier-1\"");
            assertThat(answers).hasSize(1);
            assertError(answers.get(0), "null", INVALID_REQUEST);

            List<JsonNode> empty = server.answersTo("[]", "\"barrier-2\"");
            assertThat(empty).hasSize(1);
            assertError(empty.get(0), "null", INVALID_REQUEST);

            Transcript t = server.finish();
            assertThat(t.withId("12")).isEmpty();
            assertThat(t.withId("13")).isEmpty();
        }
    }

    @Test
    void blankLinesAreIgnored() {
        try (RawStdioServer server = RawStdioServer.start("blank-lines")) {
            server.initialize();
            List<JsonNode> answers = server.answersTo("\n\n   \n\t\n \t \r\n\r\n", "\"barrier\"");
            assertThat(answers).isEmpty();
            Transcript t = server.finish();
            // initialize and the barrier ping: nothing else.
            assertThat(t.messages()).hasSize(2);
        }
    }

    @Test
    void crlfLineEndingsSurroundingBlanksAndAnyKeyOrderAreAccepted() {
        try (RawStdioServer server = RawStdioServer.start("crlf")) {
            server.initialize();
            server.sendBytes("{\"method\":\"ping\",\"id\":\"crlf\",\"jsonrpc\":\"2.0\"}\r\n".getBytes(StandardCharsets.UTF_8));
            assertThat(server.awaitResponse("\"crlf\"").get("result")).isEqualTo(json("{}"));
            server.send("""
                    {"params":{"arguments":{"b":2,"a":1},"name":"add"},"method":"tools/call","id":5,"jsonrpc":"2.0"}""");
            assertThat(text(server.awaitResponse("5"))).isEqualTo("3");
            server.send(" \t{\"jsonrpc\":\"2.0\",\"id\":\"padded\",\"method\":\"ping\"}\t ");
            assertThat(server.awaitResponse("\"padded\"").get("result")).isEqualTo(json("{}"));
            server.finish();
        }
    }

    @Test
    void responsesAndNotificationsFromTheClientAreNeverAnswered() {
        try (RawStdioServer server = RawStdioServer.start("no-answer")) {
            server.initialize();
            List<String> lines = List.of(
                    "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/unknown\"}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"nobody\"}}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\"}",
                    "{\"jsonrpc\":\"2.0\",\"id\":\"nobody\",\"result\":{}}",
                    "{\"jsonrpc\":\"2.0\",\"id\":\"nobody\",\"error\":{\"code\":-32603,\"message\":\"x\"}}");
            int n = 0;
            for (String line : lines) {
                assertThat(server.answersTo(line, "\"barrier-" + n++ + "\"")).as("answers to %s", line).isEmpty();
            }
            Transcript t = server.finish();
            assertThat(t.messages()).hasSize(1 + lines.size());
        }
    }

    @Test
    void unknownMethodIsMethodNotFound() {
        try (RawStdioServer server = RawStdioServer.start("unknown-method")) {
            server.initialize();
            server.send("{\"jsonrpc\":\"2.0\",\"id\":\"m\",\"method\":\"no/such/method\",\"params\":{}}");
            assertError(server.awaitResponse("\"m\""), "\"m\"", METHOD_NOT_FOUND);
            server.finish();
        }
    }

    @Test
    void toolsCallWithoutArgumentsIsServed() {
        try (RawStdioServer server = RawStdioServer.start("no-arguments")) {
            server.initialize();
            server.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"get_logo\"}}");
            JsonNode logo = server.awaitResponse("1").path("result");
            assertThat(logo.path("content").path(0).path("mimeType").asString()).isEqualTo("image/png");
            // A tool that needs arguments says which are missing.
            server.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\"}}");
            JsonNode echo = server.awaitResponse("2").path("result");
            assertThat(echo.path("isError").asBoolean()).as("%s", echo).isTrue();
            assertThat(echo.path("content").path(0).path("text").asString()).contains("text");
            server.finish();
        }
    }

    @Test
    void messageOverTheLimitIsAnErrorWithNullIdAndTheServerGoesOn() {
        try (RawStdioServer server = RawStdioServer.start("huge")) {
            server.initialize();
            String huge = echoRequest("99", "x".repeat(MAX_LINE_BYTES + 1024));
            assertThat(huge.length()).isGreaterThan(MAX_LINE_BYTES);
            List<JsonNode> answers = server.answersTo(huge, "\"alive\"");
            assertThat(answers).hasSize(1);
            assertError(answers.get(0), Set.of("null"), Set.of(INVALID_REQUEST, PARSE_ERROR));
            // A large message within the limit is served in full.
            String large = "y".repeat(3 * 1024 * 1024);
            server.send(echoRequest("100", large));
            assertThat(text(server.awaitResponse("100"))).isEqualTo(large);
            Transcript t = server.finish();
            assertThat(t.withId("99")).isEmpty();
        }
    }

    @Test
    void messageOfExactlyTheLimitIsServed() {
        try (RawStdioServer server = RawStdioServer.start("at-limit")) {
            server.initialize();
            String frame = echoRequest("101", "");
            String exact = echoRequest("101", "z".repeat(MAX_LINE_BYTES - frame.length()));
            assertThat(exact.getBytes(StandardCharsets.UTF_8)).hasSize(MAX_LINE_BYTES);
            server.send(exact);
            JsonNode response = server.awaitResponse("101");
            assertThat(response.has("result")).as("answer to a message of exactly %d bytes: %s", MAX_LINE_BYTES,
                    RawStdioServer.abbreviate(response.toString())).isTrue();
            server.finish();
        }
    }

    @Test
    void deeplyNestedJsonIsRejectedAndTheServerGoesOn() {
        try (RawStdioServer server = RawStdioServer.start("deep")) {
            server.initialize();
            int depth = 10_000;
            String nested = "[".repeat(depth) + "]".repeat(depth);
            String deepArgument = "{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
                    + "\"arguments\":{\"text\":\"x\",\"deep\":" + nested + "}}}";
            List<JsonNode> answers = server.answersTo(deepArgument, "\"alive-1\"");
            assertThat(answers).hasSize(1);
            assertError(answers.get(0), Set.of("null", "10"), Set.of(PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS));

            String deepObjects = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
            List<JsonNode> objects = server.answersTo(deepObjects, "\"alive-2\"");
            assertThat(objects).hasSize(1);
            assertError(objects.get(0), "null", PARSE_ERROR);

            List<JsonNode> unbalanced = server.answersTo("[".repeat(depth), "\"alive-3\"");
            assertThat(unbalanced).hasSize(1);
            assertError(unbalanced.get(0), "null", PARSE_ERROR);

            Transcript t = server.finish();
            assertThat(t.withId("10").stream().filter(m -> m.has("result"))).isEmpty();
        }
    }

    @Test
    void invalidUtf8IsAParseErrorAndOutputStaysValidUtf8() {
        try (RawStdioServer server = RawStdioServer.start("utf8")) {
            server.initialize();
            List<byte[]> badSequences = List.of(
                    new byte[] {(byte) 0xFF, (byte) 0xFE},                // never valid in UTF-8
                    new byte[] {(byte) 0xC0, (byte) 0xAF},                // overlong "/"
                    new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},   // an encoded surrogate (CESU-8)
                    new byte[] {(byte) 0xE2, (byte) 0x82},                // truncated sequence
                    new byte[] {(byte) 0x80});                            // lone continuation byte
            int n = 0;
            for (byte[] bad : badSequences) {
                byte[] line = concat(("{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
                        + "\"arguments\":{\"text\":\"a").getBytes(StandardCharsets.UTF_8), bad,
                        "b\"}}}\n".getBytes(StandardCharsets.UTF_8));
                List<JsonNode> answers = server.answersTo(line, "\"barrier-" + n++ + "\"");
                assertThat(answers).as("answers to a line with bytes %s", hex(bad)).hasSize(1);
                assertError(answers.get(0), "null", PARSE_ERROR);
            }
            // An escaped lone surrogate is valid JSON text; whatever the server answers must still
            // be valid UTF-8 on the wire (the transcript check) and be one answer.
            server.send(echoRequest("14", "a\\ud800b"));
            JsonNode surrogate = server.awaitResponse("14");
            if (surrogate.has("result")) {
                assertThat(text(surrogate)).isEqualTo("a\ud800b");
            }
            // Valid multi-byte text still round-trips.
            server.send(echoRequest("15", ExampleTools.ECHO_TEXT.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")));
            assertThat(text(server.awaitResponse("15"))).isEqualTo(ExampleTools.ECHO_TEXT);
            Transcript t = server.finish();
            assertThat(t.withId("11")).isEmpty();
            assertThat(t.withId("14")).hasSize(1);
        }
    }

    // ---- helpers ----

    static String echoRequest(String id, String rawJsonStringContent) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
                + "\"arguments\":{\"text\":\"" + rawJsonStringContent + "\"}}}";
    }

    static void assertError(JsonNode response, String id, int code) {
        assertError(response, Set.of(id), Set.of(code));
    }

    static void assertError(JsonNode response, Set<String> ids, Set<Integer> codes) {
        assertThat(response.has("error")).as("an error response, got %s", response).isTrue();
        assertThat(codes).as("error code of %s", response).contains(response.path("error").path("code").asInt());
        assertThat(response.path("error").path("message").asString()).as("message of %s", response).isNotBlank();
        assertThat(ids.stream().anyMatch(id -> RawStdioServer.sameId(RawStdioServer.idOf(response), json(id))))
                .as("id of %s is one of %s", response, ids).isTrue();
    }

    static String text(JsonNode response) {
        assertThat(response.has("result")).as("a result, got %s", RawStdioServer.abbreviate(response.toString())).isTrue();
        JsonNode content = response.path("result").path("content");
        assertThat(content.size()).as("content of %s", response).isEqualTo(1);
        return content.path(0).path("text").asString();
    }

    static JsonNode json(String text) {
        return JSON.readTree(text);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.ofDelimiter(" ").withPrefix("0x").formatHex(bytes);
    }
}
