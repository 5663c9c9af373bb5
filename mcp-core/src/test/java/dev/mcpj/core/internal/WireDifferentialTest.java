package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.RequestId;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The hand-written parts of the wire path (the tree codec, ASCII strings read and written as
 * bytes, the JSON-RPC codec) against Jackson's own {@code readTree} and {@code writeValueAsBytes}
 * with the same limits, on generated input (see {@link JsonTexts} and {@link JsonTrees}). Reading:
 * the same tree, node classes included, or the same error, and then the parse error the codec
 * documents, without an id. Writing: the same bytes, which read back as the same tree.
 *
 * <p>The number of cases per property is jqwik's {@code jqwik.tries.default} (small in the
 * default build; the {@code fuzz} profile raises it).
 */
class WireDifferentialTest {
    /** Codecs by their limits, made once: a codec builds its own mapper. */
    private static final Map<List<Integer>, JsonRpcCodec> CODECS = new ConcurrentHashMap<>();

    @Property
    void documentsDecodeAsJacksonReadsThem(@ForAll("documents") byte[] document, @ForAll("limits") List<Integer> limits) {
        JsonRpcCodec codec = codec(limits);
        WireOracle.assertDecodesAsJackson(codec, document);
        Decoded decoded = codec.decode(document, 0, document.length);
        Statistics.label("document").collect(decoded instanceof Decoded.Invalid invalid && invalid.response() != null
                && invalid.response().code() == ErrorCode.PARSE_ERROR.code() ? "refused by the parser" : "read");
    }

    /**
     * A frame inside a larger buffer, as the stdio transport hands over a line in place in its read
     * buffer: the bytes around it (quotes, backslashes, a byte order mark, more JSON) must not be read.
     */
    @Property
    void documentsInsideALargerBufferDecodeAsJacksonReadsThem(@ForAll("documents") byte[] document,
            @ForAll("surroundings") byte[] before, @ForAll("surroundings") byte[] after) {
        byte[] buffer = new byte[before.length + document.length + after.length];
        System.arraycopy(before, 0, buffer, 0, before.length);
        System.arraycopy(document, 0, buffer, before.length, document.length);
        System.arraycopy(after, 0, buffer, before.length + document.length, after.length);
        WireOracle.assertDecodesAsJackson(codec(List.of(64, 4 << 20)), buffer, before.length, document.length);
    }

    @Provide
    Arbitrary<byte[]> surroundings() {
        Arbitrary<byte[]> tokens = Arbitraries.of("\"", "\\", "\\\"", "\uFEFF", "\n", "{\"a\":\"b\"}", "\"x\"}", "]", "", "x")
                .list().ofMaxSize(4).map(parts -> String.join("", parts).getBytes(StandardCharsets.UTF_8));
        return Arbitraries.frequencyOf(Tuple.of(3, tokens), Tuple.of(1, Arbitraries.bytes().array(byte[].class).ofMaxSize(12)));
    }

    @Property
    void rpcEnvelopesDecodeAsTheSpecSays(@ForAll("envelopes") byte[] frame, @ForAll("limits") List<Integer> limits) {
        JsonRpcCodec codec = codec(limits);
        WireOracle.assertDecodesAsJackson(codec, frame);
        JsonNode tree;
        try {
            tree = codec.mapper().readTree(frame);
        } catch (JacksonException e) {
            Statistics.label("envelope").collect("not JSON");
            return;
        }
        Decoded decoded = codec.decode(frame, 0, frame.length);
        Statistics.label("envelope").collect(decoded instanceof Decoded.Message m
                ? m.message().getClass().getSimpleName()
                : ((Decoded.Invalid) decoded).response() == null ? "silent" : "refused");
        assertFollowsTheSpec(tree, decoded, JsonTexts.show(frame));
    }

    @Property
    void treesEncodeAsJacksonWritesThem(@ForAll("trees") JsonNode tree) {
        WireOracle.assertEncodesAsJackson(codec(List.of(64, 4 << 20)).mapper(), tree);
    }

    @Property
    void messagesEncodeAsJacksonWritesThemAndDecodeBackToThemselves(@ForAll("messages") JsonRpcMessage message) {
        // Deep enough for the deepest generated tree that the generator agrees to write (500 levels).
        JsonRpcCodec codec = codec(List.of(600, 4 << 20));
        JsonNode tree = codec.toTree(message);
        WireOracle.assertEncodesAsJackson(codec.mapper(), tree);
        byte[] bytes;
        try {
            bytes = codec.encode(message);
        } catch (RuntimeException tooDeep) {
            Statistics.label("message").collect("too deep to write");
            return;
        }
        Statistics.label("message").collect(message.getClass().getSimpleName());
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
        RequestId id = JsonRpcCodec.readId(tree.get("id"));
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

    // ---- generators ----

    @Provide
    Arbitrary<byte[]> documents() {
        Arbitrary<byte[]> plain = JsonTexts.document().map(JsonTexts.Text::bytes);
        return Combinators.combine(plain, JsonTexts.Mutation.any().list().ofMaxSize(3),
                        Arbitraries.integers().between(0, 3))
                .as((bytes, mutations, mutate) -> mutate == 0 ? JsonTexts.mutate(bytes, mutations) : bytes);
    }

    /** Nesting depth and size limit: the defaults, the narrow ones of the codec's own tests, or random. */
    @Provide
    Arbitrary<List<Integer>> limits() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.just(List.of(Json.Limits.DEFAULT_NESTING_DEPTH, Json.Limits.DEFAULT_MAX_BYTES))),
                Tuple.of(2, Arbitraries.just(List.of(16, 1024))),
                Tuple.of(1, Combinators.combine(Arbitraries.integers().between(1, 80), Arbitraries.of(40, 255, 256, 300, 4096))
                        .as(List::of)));
    }

    /**
     * JSON-RPC envelopes: each member present or not, valid or not (versions, ids of every type
     * and size, methods, params of every shape, results and errors), in any order, sometimes
     * twice, and sometimes mutated.
     */
    @Provide
    Arbitrary<byte[]> envelopes() {
        Arbitrary<JsonTexts.Text> value = JsonTexts.value(2);
        Arbitrary<String> version = Arbitraries.frequencyOf(Tuple.of(12, Arbitraries.just("\"2.0\"")),
                Tuple.of(1, Arbitraries.of("\"1.0\"", "2.0", "\"2.00\"", "null", "\"2\\u002e0\"")));
        Arbitrary<JsonTexts.Text> id = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().map(i -> JsonTexts.Raw.of(String.valueOf(i)))),
                Tuple.of(3, Arbitraries.of("1", "0", "-1", "9223372036854775807", "9223372036854775808",
                        "-9223372036854775809", "1.0", "1e2", "1.5", "null", "true", "{}", "[]", "\"\"", "\"x\"",
                        "\"\\u0000\"", "2147483648").map(JsonTexts.Raw::of)),
                Tuple.of(2, JsonTexts.number()),
                Tuple.of(2, JsonTexts.stringLiteral()));
        Arbitrary<JsonTexts.Text> method = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.of("\"tools/call\"", "\"ping\"", "\"notifications/cancelled\"", "\"\"",
                        "\"rpc.x\"").map(JsonTexts.Raw::of)),
                Tuple.of(1, Arbitraries.of("1", "null", "{}", "[]").map(JsonTexts.Raw::of)),
                Tuple.of(1, JsonTexts.stringLiteral()));
        Arbitrary<JsonTexts.Text> params = Arbitraries.frequencyOf(
                Tuple.of(4, JsonTexts.object(JsonTexts.value(1))),
                Tuple.of(1, Arbitraries.of("[]", "[1]", "null", "1", "\"p\"", "{}").map(JsonTexts.Raw::of)));
        Arbitrary<JsonTexts.Text> error = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.of("{\"code\":-32601,\"message\":\"m\"}", "{\"code\":1.5,\"message\":\"m\"}",
                        "{\"code\":1}", "{}", "null", "1").map(JsonTexts.Raw::of)),
                Tuple.of(1, JsonTexts.object(value)));
        Arbitrary<String> member = Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.of("id", "method", "params")),
                Tuple.of(1, Arbitraries.of("jsonrpc", "result", "error", "extra")));
        Arbitrary<List<String>> members = Arbitraries.frequencyOf(
                Tuple.of(6, member.list().uniqueElements().ofMaxSize(5)),
                Tuple.of(1, member.list().ofMaxSize(6))).map(names -> {
                    List<String> order = new ArrayList<>(names);
                    if (!order.contains("jsonrpc")) {
                        order.add(0, "jsonrpc");
                    }
                    Collections.shuffle(order, new java.util.Random(names.hashCode()));
                    return order;
                });
        Arbitrary<byte[]> envelope = Combinators.combine(members, version, id, method, params, value, error)
                .as((names, v, i, m, p, r, e) -> {
                    StringBuilder text = new StringBuilder("{");
                    for (String name : names) {
                        if (text.length() > 1) {
                            text.append(',');
                        }
                        text.append('"').append(name).append("\":").append(switch (name) {
                            case "jsonrpc" -> v;
                            case "id" -> i.toString();
                            case "method" -> m.toString();
                            case "params" -> p.toString();
                            case "result" -> r.toString();
                            case "error" -> e.toString();
                            default -> "{\"x\":[1,2]}";
                        });
                    }
                    return text.append('}').toString().getBytes(StandardCharsets.UTF_8);
                });
        return Combinators.combine(envelope, JsonTexts.Mutation.any().list().ofMaxSize(2),
                        Arbitraries.integers().between(0, 5))
                .as((bytes, mutations, mutate) -> mutate == 0 ? JsonTexts.mutate(bytes, mutations) : bytes);
    }

    @Provide
    Arbitrary<JsonNode> trees() {
        return JsonTrees.tree(4, false);
    }

    @Provide
    Arbitrary<JsonRpcMessage> messages() {
        return JsonTrees.message();
    }

    private static JsonRpcCodec codec(List<Integer> limits) {
        return CODECS.computeIfAbsent(limits, l -> new JsonRpcCodec(l.get(0), l.get(1)));
    }
}
