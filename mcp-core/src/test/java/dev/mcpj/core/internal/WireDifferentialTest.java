package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The hand-written parts of the wire path (the tree codec, ASCII strings read and written as
 * bytes, the JSON-RPC codec) against Jackson's own {@code readTree} and {@code writeValueAsBytes}
 * with the same limits, on generated input (see {@link JsonTexts} and {@link JsonTrees}). Reading:
 * the same tree, node classes included, or the same error, and then the parse error the codec
 * documents, without an id. Writing: the same bytes, which read back as the same tree.
 *
 * <p>Each property runs its edge cases (empty input, numbers at their bounds, nesting at the
 * limits, every odd escape and byte sequence the generators know) and then random cases; see
 * {@link Cases} for their number ({@code -Dfuzz.tries}) and seed ({@code -Dfuzz.seed}).
 */
// As long as the campaign it is asked for (-Dfuzz.tries).
@Timeout(value = 4, unit = TimeUnit.HOURS)
class WireDifferentialTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Codecs by their limits, made once: a codec builds its own mapper. */
    private static final Map<List<Integer>, JsonRpcCodec> CODECS = new ConcurrentHashMap<>();

    /** The default limits. */
    private static final List<Integer> DEFAULTS = List.of(Json.Limits.DEFAULT_NESTING_DEPTH, Json.Limits.DEFAULT_MAX_BYTES);

    /** Narrow limits, as the codec's own tests use. */
    private static final List<Integer> NARROW = List.of(16, 1024);

    /** The random limits' sizes, the smallest and largest of them first. */
    private static final List<Integer> LIMIT_SIZES = List.of(40, 4096, 255, 256, 300);

    /** The limits every edge case is read with: the defaults, the narrow ones, the corners of the random ones. */
    private static final List<List<Integer>> EDGE_LIMITS = List.of(DEFAULTS, NARROW,
            List.of(1, 40), List.of(1, 4096), List.of(80, 40), List.of(80, 4096));

    @Test
    void documentsDecodeAsJacksonReadsThem() {
        checkFrames("documents decode as Jackson reads them", EDGE_LIMITS, edgeDocuments(), documents(),
                WireDifferentialTest::decodesAsJackson);
    }

    /** Checks {@code property} on each edge frame under each of {@code edgeLimits}, then on random frames and limits. */
    private static void checkFrames(String property, List<List<Integer>> edgeLimits, List<byte[]> edgeFrames,
            Gen<byte[]> frames, BiFunction<byte[], List<Integer>, String> check) {
        List<Runnable> edges = new ArrayList<>();
        for (List<Integer> limits : edgeLimits) {
            for (byte[] frame : edgeFrames) {
                edges.add(() -> check.apply(frame, limits));
            }
        }
        Gen<List<Integer>> limits = limits();
        Cases.check(property, edges, r -> check.apply(frames.next(r), limits.next(r)));
    }

    private static String decodesAsJackson(byte[] document, List<Integer> limits) {
        JsonRpcCodec codec = codec(limits);
        WireOracle.assertDecodesAsJackson(codec, document);
        Decoded decoded = codec.decode(document, 0, document.length);
        return decoded instanceof Decoded.Invalid invalid && invalid.response() != null
                && invalid.response().code() == ErrorCode.PARSE_ERROR.code() ? "refused by the parser" : "read";
    }

    /**
     * A frame inside a larger buffer, as the stdio transport hands over a line in place in its read
     * buffer: the bytes around it (quotes, backslashes, a byte order mark, more JSON) must not be read.
     */
    @Test
    void documentsInsideALargerBufferDecodeAsJacksonReadsThem() {
        List<Runnable> edges = new ArrayList<>();
        List<byte[]> around = new ArrayList<>();
        SURROUNDING_TOKENS.forEach(t -> around.add(t.getBytes(StandardCharsets.UTF_8)));
        around.add(new byte[] {(byte) 0xFF});
        around.add(new byte[] {0});
        for (String document : List.of("{}", "\"x\"", "1", "", "[1,2]")) {
            for (byte[] before : around) {
                for (byte[] after : around) {
                    edges.add(() -> decodesInPlace(document.getBytes(StandardCharsets.UTF_8), before, after));
                }
            }
        }
        Gen<byte[]> documents = documents();
        Gen<byte[]> surroundings = surroundings();
        Cases.check("documents inside a larger buffer decode as Jackson reads them", edges, r -> {
            decodesInPlace(documents.next(r), surroundings.next(r), surroundings.next(r));
            return null;
        });
    }

    private static void decodesInPlace(byte[] document, byte[] before, byte[] after) {
        byte[] buffer = new byte[before.length + document.length + after.length];
        System.arraycopy(before, 0, buffer, 0, before.length);
        System.arraycopy(document, 0, buffer, before.length, document.length);
        System.arraycopy(after, 0, buffer, before.length + document.length, after.length);
        WireOracle.assertDecodesAsJackson(codec(List.of(64, 4 << 20)), buffer, before.length, document.length);
    }

    private static final List<String> SURROUNDING_TOKENS = List.of("\"", "\\", "\\\"", "\uFEFF", "\n", "{\"a\":\"b\"}",
            "\"x\"}", "]", "", "x");

    private static Gen<byte[]> surroundings() {
        Gen<byte[]> tokens = Gen.of(SURROUNDING_TOKENS.toArray(String[]::new)).list(4)
                .map(parts -> String.join("", parts).getBytes(StandardCharsets.UTF_8));
        return Gen.frequency(Gen.weight(3, tokens), Gen.weight(1, Gen.byteArrays(Gen.bytes(), 0, 12)));
    }

    @Test
    void rpcEnvelopesDecodeAsTheSpecSays() {
        checkFrames("JSON-RPC envelopes decode as the spec says", List.of(DEFAULTS, NARROW), edgeEnvelopes(), envelopes(),
                WireDifferentialTest::envelopeFollowsTheSpec);
    }

    private static String envelopeFollowsTheSpec(byte[] frame, List<Integer> limits) {
        JsonRpcCodec codec = codec(limits);
        WireOracle.assertDecodesAsJackson(codec, frame);
        JsonNode tree;
        try {
            tree = codec.mapper().readTree(frame);
        } catch (JacksonException e) {
            return "not JSON";
        }
        Decoded decoded = codec.decode(frame, 0, frame.length);
        assertFollowsTheSpec(tree, decoded, WireOracle.show(frame));
        return decoded instanceof Decoded.Message m
                ? m.message().getClass().getSimpleName()
                : ((Decoded.Invalid) decoded).response() == null ? "silent" : "refused";
    }

    @Test
    void treesEncodeAsJacksonWritesThem() {
        List<Runnable> edges = new ArrayList<>();
        for (JsonNode tree : edgeTrees()) {
            edges.add(() -> WireOracle.assertEncodesAsJackson(codec(List.of(64, 4 << 20)).mapper(), tree));
        }
        Gen<JsonNode> trees = JsonTrees.tree(4, false);
        Cases.check("trees encode as Jackson writes them", edges, r -> {
            WireOracle.assertEncodesAsJackson(codec(List.of(64, 4 << 20)).mapper(), trees.next(r));
            return null;
        });
    }

    @Test
    void messagesEncodeAsJacksonWritesThemAndDecodeBackToThemselves() {
        List<Runnable> edges = new ArrayList<>();
        for (JsonRpcMessage message : edgeMessages()) {
            edges.add(() -> encodesAndDecodesBack(message));
        }
        Gen<JsonRpcMessage> messages = JsonTrees.message();
        Cases.check("messages encode as Jackson writes them and decode back to themselves", edges,
                r -> encodesAndDecodesBack(messages.next(r)));
    }

    private static String encodesAndDecodesBack(JsonRpcMessage message) {
        // Deep enough for the deepest generated tree that the generator agrees to write (500 levels).
        JsonRpcCodec codec = codec(List.of(600, 4 << 20));
        JsonNode tree = codec.toTree(message);
        WireOracle.assertEncodesAsJackson(codec.mapper(), tree);
        byte[] bytes;
        try {
            bytes = codec.encode(message);
        } catch (RuntimeException tooDeep) {
            return "too deep to write";
        }
        for (byte b : bytes) {
            assertThat(b).as("a raw line end in an encoded message").isNotIn((byte) '\n', (byte) '\r');
        }
        Decoded decoded = codec.decode(bytes, 0, bytes.length);
        if (message instanceof JsonRpcError error && error.id() == null) {
            // An error without an id is what the server sends about unreadable input; read back, it is
            // a response to nothing, which the codec drops without an answer.
            assertThat(decoded).isInstanceOf(Decoded.Invalid.class);
            assertThat(((Decoded.Invalid) decoded).response()).isNull();
        } else {
            assertThat(decoded).isEqualTo(new Decoded.Message(message));
        }
        return message.getClass().getSimpleName();
    }

    // ---- the spec's rules for a parsed frame ----

    /**
     * What JSON-RPC 2.0 and MCP fix for a frame that parsed: a request (version "2.0", a method
     * string, an id that is a string or an integer, params an object or absent) is a request; the
     * same without an id a notification; a batch or a non-object is an invalid request with no
     * id; whatever else happens, a refusal that names an id names the frame's.
     */
    private static void assertFollowsTheSpec(JsonNode tree, Decoded decoded, String shown) {
        if (!tree.isObject()) {
            assertThat(decoded).as(shown).isInstanceOf(Decoded.Invalid.class);
            JsonRpcError error = ((Decoded.Invalid) decoded).response();
            assertThat(error).as(shown).isNotNull();
            assertThat(error.id()).as(shown).isNull();
            assertThat(error.code()).as(shown).isEqualTo(tree.isMissingNode()
                    ? ErrorCode.PARSE_ERROR.code() : ErrorCode.INVALID_REQUEST.code());
            return;
        }
        JsonNode version = tree.get("jsonrpc");
        JsonNode method = tree.get("method");
        JsonNode params = tree.get("params");
        RequestId id = Wire.readId(tree.get("id"));
        boolean valid = version != null && version.isString() && "2.0".equals(version.stringValue())
                && method != null && method.isString()
                && (params == null || params.isObject() || params.isNull());
        if (valid && tree.has("id") && id != null) {
            assertThat(decoded).as(shown).isEqualTo(new Decoded.Message(new JsonRpcRequest(id, method.stringValue(),
                    params != null && params.isObject() ? (tools.jackson.databind.node.ObjectNode) params : null)));
        } else if (valid && !tree.has("id")) {
            assertThat(decoded).as(shown).isEqualTo(new Decoded.Message(new JsonRpcNotification(method.stringValue(),
                    params != null && params.isObject() ? (tools.jackson.databind.node.ObjectNode) params : null)));
        } else if (decoded instanceof Decoded.Invalid invalid && invalid.response() != null) {
            RequestId answered = invalid.response().id();
            assertThat(answered == null || answered.equals(id)).as(shown + " answered as " + answered).isTrue();
            if (method != null && !tree.has("id")) {
                throw new AssertionError("a notification was answered: " + shown);
            }
        }
    }

    // ---- edge cases ----

    /**
     * Documents at the edges the generators aim at: empty and blank input, a byte order mark,
     * every edge and invalid number, every trailer and odd whitespace, every invalid escape and
     * byte sequence, surrogates, short and {@code \}{@code u} escapes, strings at the narrow size limit,
     * nesting just under, at and over each depth limit, duplicate names and broken brackets.
     */
    private static List<byte[]> edgeDocuments() {
        List<String> texts = new ArrayList<>(List.of("", " ", "\uFEFF", "\uFEFF 1", "\uFEFF\uFEFF1", "\"\"", "[]", "{}",
                "[1,]", "[", "{", "]", "{\"a\":1,}", "{\"a\" 1}", "{\"a\":1;\"b\":2}", "{\"a\":1]", "[1}",
                "{\"a\":1,\"\\u0061\":2}", "{\"id\":1,\"i\\u0064\":2}", "{\"\\/\":1,\"/\":2}",
                "\"\\ud800\"", "\"\\uDFFF\"", "\"\\ud83d\\ude00\"", "\"\\uD83D\\uDE00\"", "\"\\ude00\\ud83d\"",
                "\"\u0000\"", "\"\u001f\"", "\"\u007f\"", "\"\u2028\u2029\"", "\"\\u0000\"", "tru", "nul", "True",
                "undefined"));
        texts.addAll(JsonTexts.NUMBER_EDGES);
        texts.addAll(JsonTexts.INVALID_NUMBERS);
        JsonTexts.TRAILERS.forEach(t -> texts.add("{}" + t));
        JsonTexts.ODD_WHITESPACE.forEach(w -> texts.add("[1" + w + "]"));
        JsonTexts.INVALID_ESCAPES.forEach(e -> texts.add("\"" + e + "\""));
        JsonTexts.COMMON_NAMES.forEach(n -> texts.add("{" + n + ":1," + n + ":2}"));
        for (char c : new char[] {'"', '\\', '/', '\b', '\f', '\n', '\r', '\t', '\u0000', '\u001f', '\u007f', 'A'}) {
            for (int style = 0; style < 4; style++) {
                texts.add("\"" + JsonTexts.escape(c, style) + "\"");
            }
        }
        for (int n : new int[] {1021, 1022, 1023}) {
            // 1024 bytes with the quotes is the narrow size limit.
            texts.add("\"" + "a".repeat(n) + "\"");
            texts.add("\"" + "\\n".repeat(n / 2) + "\"");
        }
        List<byte[]> documents = new ArrayList<>();
        texts.forEach(t -> documents.add(t.getBytes(StandardCharsets.UTF_8)));
        for (byte[] invalid : JsonTexts.INVALID_UTF8) {
            documents.add(JsonTexts.seq(JsonTexts.Raw.of("\""), new JsonTexts.Raw(invalid), JsonTexts.Raw.of("\"")).bytes());
        }
        for (char c : new char[] {'\ud800', '\udbff', '\udc00', '\udfff'}) {
            documents.add(JsonTexts.seq(JsonTexts.Raw.of("\""), JsonTexts.rawSurrogate(c), JsonTexts.Raw.of("\"")).bytes());
        }
        for (int levels : new int[] {1, 15, 16, 17, 39, 40, 41, 63, 64, 65, 79, 80, 81, 499, 500, 501, 5000}) {
            for (int kind = 0; kind < 3; kind++) {
                documents.add(JsonTexts.nested(levels, kind, false).bytes());
            }
        }
        for (int levels : new int[] {16, 64, 500}) {
            documents.add(JsonTexts.nested(levels, 2, true).bytes());
        }
        return documents;
    }

    /**
     * Envelopes with each member at its edges (versions, ids of every type and size, methods,
     * params, errors), one at a time in an otherwise valid request, and frames that are no object.
     */
    private static List<byte[]> edgeEnvelopes() {
        List<String> frames = new ArrayList<>(List.of("{}", "[]", "1", "null", "\"s\"", "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}]",
                "{\"jsonrpc\":\"2.0\",\"method\":\"ping\"}", "{\"jsonrpc\":\"2.0\",\"id\":1}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}", "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{}}",
                "{\"id\":1,\"method\":\"ping\"}", "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"extra\":{\"x\":[1,2]}}"));
        addEach(frames, VERSIONS, "{\"jsonrpc\":%s,\"id\":1,\"method\":\"ping\"}");
        addEach(frames, IDS, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":%s,\"method\":1}");
        addEach(frames, METHODS, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":%s}", "{\"jsonrpc\":\"2.0\",\"method\":%s}");
        addEach(frames, PARAMS, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":%s}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":%s}");
        addEach(frames, ERRORS, "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":%s}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"error\":%s}");
        List<byte[]> bytes = new ArrayList<>();
        frames.forEach(f -> bytes.add(f.getBytes(StandardCharsets.UTF_8)));
        return bytes;
    }

    /** Each of {@code values} put in each of {@code templates}. */
    private static void addEach(List<String> frames, List<String> values, String... templates) {
        for (String value : values) {
            for (String template : templates) {
                frames.add(template.formatted(value));
            }
        }
    }

    /** Trees at the edges: empty containers, numbers of every node type at their bounds, strings around the long-string threshold, nesting around 500. */
    private static List<JsonNode> edgeTrees() {
        List<JsonNode> trees = new ArrayList<>(List.of(NODES.objectNode(), NODES.arrayNode(), NODES.nullNode(),
                NODES.booleanNode(true), NODES.binaryNode(new byte[0]), NODES.binaryNode(new byte[40]),
                NODES.numberNode(Integer.MIN_VALUE), NODES.numberNode(Integer.MAX_VALUE), NODES.numberNode(0),
                NODES.numberNode(Short.MIN_VALUE), NODES.numberNode(Short.MAX_VALUE), NODES.numberNode(-0.0f),
                NODES.numberNode(Float.MIN_VALUE), NODES.numberNode(Float.MAX_VALUE), NODES.numberNode(Float.NaN),
                NODES.numberNode(BigInteger.ONE.shiftLeft(200)), NODES.numberNode(BigInteger.ONE.shiftLeft(63)),
                NODES.numberNode(BigInteger.ONE.shiftLeft(63).negate().subtract(BigInteger.ONE)),
                NODES.numberNode(new java.math.BigDecimal("0E-20")), NODES.stringNode(""),
                NODES.stringNode("\ud800"), NODES.stringNode("\udfff\ud800"), NODES.stringNode("\ud83d\ude00")));
        trees.addAll(JsonTrees.ODD_NUMBERS);
        JsonTrees.LONG_EDGES.forEach(l -> trees.add(NODES.numberNode(l)));
        JsonTrees.DOUBLE_EDGES.forEach(d -> trees.add(NODES.numberNode(d)));
        JsonTrees.SPECIAL.forEach(s -> trees.add(NODES.stringNode(s)));
        for (int n = TreeCodec.LONG_STRING - 2; n <= TreeCodec.LONG_STRING + 1; n++) {
            trees.add(NODES.stringNode("a".repeat(n)));
            trees.add(NODES.stringNode("a".repeat(n - 1) + "\u00e9"));
            trees.add(NODES.stringNode("\"".repeat(n)));
        }
        for (int levels : new int[] {63, 64, 65, 499, 500, 501, 505}) {
            trees.add(JsonTrees.nested(levels, true));
            trees.add(JsonTrees.nested(levels, false));
        }
        return trees;
    }

    /** Messages at the edges: ids at the long bounds and empty, absent params and data, results nested to the write limit. */
    private static List<JsonRpcMessage> edgeMessages() {
        List<JsonRpcMessage> messages = new ArrayList<>();
        for (RequestId id : List.of(new NumericRequestId(Long.MIN_VALUE), new NumericRequestId(Long.MAX_VALUE),
                new NumericRequestId(0), new NumericRequestId(-1), new StringRequestId(""),
                new StringRequestId("\u0000\u2028"), new StringRequestId("a".repeat(TreeCodec.LONG_STRING)))) {
            messages.add(new JsonRpcRequest(id, "ping", null));
            messages.add(new JsonRpcRequest(id, "", NODES.objectNode()));
            messages.add(new JsonRpcResult(id, NODES.objectNode()));
            messages.add(new JsonRpcError(id, Integer.MIN_VALUE, "", null));
        }
        messages.add(new JsonRpcNotification("notifications/progress", null));
        messages.add(new JsonRpcNotification("", NODES.objectNode()));
        messages.add(new JsonRpcError(null, ErrorCode.PARSE_ERROR.code(), "m", null));
        messages.add(new JsonRpcError(null, Integer.MAX_VALUE, "", NODES.arrayNode()));
        for (int levels : new int[] {498, 499, 500, 501}) {
            messages.add(new JsonRpcResult(new NumericRequestId(1), JsonTrees.nested(levels, true)));
            messages.add(new JsonRpcResult(new NumericRequestId(1), JsonTrees.nested(levels, false)));
        }
        return messages;
    }

    // ---- generators ----

    /** Documents, one in four mutated. */
    private static Gen<byte[]> documents() {
        Gen<byte[]> plain = JsonTexts.document().map(JsonTexts.Text::bytes);
        Gen<List<JsonTexts.Mutation>> mutations = JsonTexts.Mutation.any().list(3);
        return r -> {
            byte[] bytes = plain.next(r);
            List<JsonTexts.Mutation> edits = mutations.next(r);
            return r.nextInt(4) == 0 ? JsonTexts.mutate(bytes, edits) : bytes;
        };
    }

    /** Nesting depth and size limit: the defaults, the narrow ones of the codec's own tests, or random. */
    private static Gen<List<Integer>> limits() {
        Gen<Integer> size = Gen.of(LIMIT_SIZES.toArray(Integer[]::new));
        return Gen.frequency(
                Gen.weight(6, Gen.just(DEFAULTS)),
                Gen.weight(2, Gen.just(NARROW)),
                Gen.weight(1, r -> List.of(r.nextInt(1, 81), size.next(r))));
    }

    private static final List<String> VERSIONS = List.of("\"2.0\"", "\"1.0\"", "2.0", "\"2.00\"", "null", "\"2\\u002e0\"");

    private static final List<String> IDS = List.of("1", "0", "-1", "9223372036854775807", "9223372036854775808",
            "-9223372036854775809", "-9223372036854775808", "1.0", "1e2", "1.5", "-0", "null", "true", "{}", "[]",
            "\"\"", "\"x\"", "\"\\u0000\"", "2147483648");

    private static final List<String> METHODS = List.of("\"tools/call\"", "\"ping\"", "\"notifications/cancelled\"",
            "\"\"", "\"rpc.x\"", "1", "null", "{}", "[]");

    private static final List<String> PARAMS = List.of("[]", "[1]", "null", "1", "\"p\"", "{}");

    private static final List<String> ERRORS = List.of("{\"code\":-32601,\"message\":\"m\"}",
            "{\"code\":1.5,\"message\":\"m\"}", "{\"code\":1}", "{}", "null", "1");

    /**
     * JSON-RPC envelopes: each member present or not, valid or not (versions, ids of every type
     * and size, methods, params of every shape, results and errors), in any order, sometimes
     * twice, and sometimes mutated.
     */
    private static Gen<byte[]> envelopes() {
        Gen<JsonTexts.Text> value = JsonTexts.value(2);
        Gen<String> version = Gen.frequency(Gen.weight(12, Gen.just("\"2.0\"")),
                Gen.weight(1, Gen.of(VERSIONS.subList(1, VERSIONS.size()).toArray(String[]::new))));
        Gen<JsonTexts.Text> id = Gen.frequency(
                Gen.weight(6, Gen.ints().map(i -> JsonTexts.Raw.of(String.valueOf(i)))),
                Gen.weight(3, Gen.of(IDS.toArray(String[]::new)).map(JsonTexts.Raw::of)),
                Gen.weight(2, JsonTexts.number()),
                Gen.weight(2, JsonTexts.stringLiteral()));
        Gen<JsonTexts.Text> method = Gen.frequency(
                Gen.weight(8, Gen.of(METHODS.subList(0, 5).toArray(String[]::new)).map(JsonTexts.Raw::of)),
                Gen.weight(1, Gen.of(METHODS.subList(5, METHODS.size()).toArray(String[]::new)).map(JsonTexts.Raw::of)),
                Gen.weight(1, JsonTexts.stringLiteral()));
        Gen<JsonTexts.Text> params = Gen.frequency(
                Gen.weight(4, JsonTexts.object(JsonTexts.value(1))),
                Gen.weight(1, Gen.of(PARAMS.toArray(String[]::new)).map(JsonTexts.Raw::of)));
        Gen<JsonTexts.Text> error = Gen.frequency(
                Gen.weight(2, Gen.of(ERRORS.toArray(String[]::new)).map(JsonTexts.Raw::of)),
                Gen.weight(1, JsonTexts.object(value)));
        Gen<String> member = Gen.frequency(Gen.weight(4, Gen.of("id", "method", "params")),
                Gen.weight(1, Gen.of("jsonrpc", "result", "error", "extra")));
        Gen<List<String>> members = Gen.frequency(
                Gen.weight(6, member.distinctList(5)),
                Gen.weight(1, member.list(6)));
        Gen<List<JsonTexts.Mutation>> mutations = JsonTexts.Mutation.any().list(2);
        return r -> {
            List<String> order = new ArrayList<>(members.next(r));
            if (!order.contains("jsonrpc")) {
                order.add(0, "jsonrpc");
            }
            Collections.shuffle(order, r);
            StringBuilder text = new StringBuilder("{");
            for (String name : order) {
                if (text.length() > 1) {
                    text.append(',');
                }
                text.append('"').append(name).append("\":").append(switch (name) {
                    case "jsonrpc" -> version.next(r);
                    case "id" -> id.next(r).toString();
                    case "method" -> method.next(r).toString();
                    case "params" -> params.next(r).toString();
                    case "result" -> value.next(r).toString();
                    case "error" -> error.next(r).toString();
                    default -> "{\"x\":[1,2]}";
                });
            }
            byte[] bytes = text.append('}').toString().getBytes(StandardCharsets.UTF_8);
            List<JsonTexts.Mutation> edits = mutations.next(r);
            return r.nextInt(6) == 0 ? JsonTexts.mutate(bytes, edits) : bytes;
        };
    }

    private static JsonRpcCodec codec(List<Integer> limits) {
        return CODECS.computeIfAbsent(limits, l -> new JsonRpcCodec(l.get(0), l.get(1)));
    }
}
