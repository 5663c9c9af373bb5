package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.RequestId;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The tree codec against the mapper it replaces on the hot path: for the same bytes, the same tree
 * (node classes included) or the same error; for the same tree, the same bytes.
 */
class TreeCodecTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonRpcCodec wide = new JsonRpcCodec(Json.Limits.DEFAULT_NESTING_DEPTH, Json.Limits.DEFAULT_MAX_BYTES);
    private final JsonRpcCodec narrow = new JsonRpcCodec(16, 1024);

    @Test
    void handWrittenValuesReadAsTheMapperReadsThem() {
        List<String> inputs = List.of(
                "", " ", "\n\t ", "null", "true", "false", "0", "-0", "-0.0", "0.0", "1", "-1",
                "2147483647", "2147483648", "-2147483648", "-2147483649",
                "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
                "123456789012345678901234567890123456789", "1e400", "-1e400", "1E-400", "1.5e99999999",
                "1e-99999999", "4.9e-324", "2.2250738585072014E-308", "0.1", "1.0", "1e0", "1E+2", "-1.25e-3",
                "3.14159265358979323846264338327950288419716939937510",
                "0." + "0".repeat(300) + "1", "1" + "0".repeat(400) + ".5",
                "\"\"", "\"a\"", "\"\\u0000\\u001f\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\ud83d\\ude00\"", "\"\\ud800\"",
                "\"\\udc00x\"", "\"é€😀\"", "{}", "[]", "[[]]", "[{}]", "{\"a\":{}}", "{\"\":[]}",
                "{\"a\":1,\"b\":[1,2.5,\"x\",null,true,false,{},[]],\"c\":{\"d\":{\"e\":-0}}}",
                "{\"\\u00e9\\n\":\"k\",\"é\":2}", " [ 1 , 2 ] ", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}");
        for (String input : inputs) {
            assertSameOutcome(wide, utf8(input));
            assertSameOutcome(narrow, utf8(input));
        }
    }

    @Test
    void malformedAndHostileInputsFailAsTheMapperFails() {
        List<String> inputs = List.of(
                "{", "[", "{\"a\"", "{\"a\":", "{\"a\":1", "[1,", "\"abc", "tru", "nul", "-", "1.", "1e", "-.5", ".5",
                "{} x", "{} {}", "[1] [", "1 2", "{}]", "]", "}", "{]", "[}", "{\"a\":1,}", "[1,]", "[,1]",
                "{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1,\"b\":1}}", "[{\"x\":1,\"y\":2,\"x\":3}]",
                "NaN", "Infinity", "-Infinity", "+1", "01", "-01", "00", "0x10",
                "// c\n{}", "/* c */ {}", "# c\n{}", "{'a':1}", "['a']", "{a:1}", "\"\t\"", "\"\\x\"", "\"\\u12\"",
                "[" + "[".repeat(20) + "]".repeat(21), "{\"a\":".repeat(20) + "1" + "}".repeat(20),
                "[".repeat(100_000), "\"" + "x".repeat(2000) + "\"", "{\"" + "k".repeat(2000) + "\":1}",
                "1" + "0".repeat(1100), "0." + "1".repeat(1100), "[" + "1,".repeat(600) + "1]");
        for (String input : inputs) {
            assertSameOutcome(wide, utf8(input));
            assertSameOutcome(narrow, utf8(input));
        }
        byte[][] invalidUtf8 = {
            {'"', (byte) 0xC3, 0x28, '"'}, {'"', (byte) 0xFF, '"'}, {'"', (byte) 0xE2, (byte) 0x82, '"'},
            {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'}, {'"', (byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, '"'},
            {'{', '"', (byte) 0xC0, (byte) 0xAF, '"', ':', '1', '}'}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'},
            {(byte) 0xFE, (byte) 0xFF, 0, '{', 0, '}'}, {0, 0, 0, '1'}, {'"', (byte) 0xC3},
        };
        for (byte[] input : invalidUtf8) {
            assertSameOutcome(wide, input);
            assertSameOutcome(narrow, input);
        }
    }

    @Test
    void randomDocumentsAndTheirMutationsDecodeAsBefore() {
        Random random = new Random(20_250_612L);
        for (int i = 0; i < 3_000; i++) {
            StringBuilder json = new StringBuilder();
            new RandomJson(random).value(json, 0);
            byte[] doc = utf8(json.toString());
            assertSameOutcome(wide, doc);
            assertSameOutcome(narrow, doc);
            assertSameOutcome(wide, mutate(random, doc));
        }
    }

    @Test
    void documentsWithLongAsciiStringsAndTheirMutationsDecodeAsBefore() {
        Random random = new Random(7);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder ascii = new StringBuilder();
            int n = random.nextInt(600);
            for (int k = 0; k < n; k++) {
                char c = (char) (0x20 + random.nextInt(0x5F));
                ascii.append(c == '"' || c == '\\' ? '.' : c);
            }
            String doc = "{\"jsonrpc\":\"2.0\",\"id\":" + i + ",\"params\":{\"text\":\"" + ascii
                    + "\",\"list\":[\"" + ascii.substring(0, n / 2) + "\",\"x\"]}}";
            byte[] bytes = utf8("zz" + doc + "\"yy");
            assertSameOutcome(wide, bytes, 2, bytes.length - 5);
            byte[] mutated = mutate(random, utf8(doc));
            assertSameOutcome(wide, mutated);
            int at = random.nextInt(bytes.length);
            byte[] poked = bytes.clone();
            poked[at] = new byte[] {0x01, (byte) 0x80, (byte) 0xFF, '\\', '"', 0x7F}[random.nextInt(6)];
            assertSameOutcome(wide, poked, 2, bytes.length - 5);
        }
    }

    @Test
    void framesInsideALargerBufferAreReadWithinTheirBounds() {
        byte[] buffer = utf8("xx{\"a\":[1,2]}{\"b\":2}yy");
        assertSameOutcome(wide, buffer, 2, 11);
        assertSameOutcome(wide, buffer, 13, 7);
        assertSameOutcome(wide, buffer, 0, 0);
    }

    @Test
    void everyKindOfNodeIsWrittenAsTheMapperWritesIt() {
        ObjectNode all = NODES.objectNode();
        all.put("int", 7).put("short", (short) -3).put("long", Long.MIN_VALUE).put("float", 1.1f)
                .put("double", 0.1).put("negativeZero", -0.0).put("nan", Double.NaN).put("inf", Double.NEGATIVE_INFINITY)
                .put("floatNan", Float.NaN).put("big", new BigInteger("-123456789012345678901234567890"))
                .put("string", "a\"b\\c\n\u0000\u001f\u007f\u2028é😀</script>").put("true", true).put("false", false)
                .put("bytes", new byte[] {0, 1, 2, (byte) 0xFF, 42}).put("emptyBytes", new byte[0]);
        all.putNull("null");
        all.putObject("empty");
        all.putArray("emptyArray");
        ArrayNode decimals = all.putArray("decimals");
        for (String d : List.of("0", "0.0", "-0.00", "1E+10", "1E-10", "123.4500", "1e400", "0.000001", "1.0E-7",
                "12345678901234567890.123456789", "-1E+3", "100")) {
            decimals.add(new BigDecimal(d));
        }
        all.putArray("nested").addArray().addObject().putArray("x").add(1).addObject().put("y", "z");
        all.set("missing", NODES.missingNode());
        for (JsonNode node : List.of(all, all.get("nested"), all.get("string"), all.get("big"), all.get("decimals"),
                NODES.nullNode(), NODES.missingNode())) {
            assertSameBytes(node);
        }
    }

    @Test
    void treesWithPojosAreLeftToTheMapper() {
        ObjectNode tree = NODES.objectNode().put("a", 1.5f);
        tree.putArray("list").add(2).addPOJO(List.of(1, "two"));
        tree.putPOJO("null", null);
        for (JsonNode node : List.of(tree, NODES.pojoNode(Map.of("k", 1)), NODES.arrayNode().addPOJO(new Object()))) {
            assertSameBytes(node);
        }
    }

    @Test
    void stringsThatTheGeneratorRefusesFailAsBefore() {
        assertSameBytes(NODES.stringNode("\ud800"));
        assertSameBytes(NODES.objectNode().put("\udc00", "x"));
        assertSameBytes(NODES.arrayNode().add("a\ud83d"));
        String pad = "x".repeat(TreeCodec.LONG_STRING);
        assertSameBytes(NODES.stringNode(pad + "\ud800"));
        assertSameBytes(NODES.stringNode("\udc00" + pad));
        assertSameBytes(NODES.arrayNode().add(pad + "a\ud83d"));
    }

    @Test
    void longStringsAreWrittenAsTheMapperWritesThem() {
        String mixed = "quote \" backslash \\ tab \t nl \n nul \u0000 del \u007f ls \u2028 é 日本 😀 </script> ";
        for (int length : List.of(TreeCodec.LONG_STRING - 1, TreeCodec.LONG_STRING, TreeCodec.LONG_STRING + 1, 10_240,
                100_000)) {
            String s = mixed.repeat(length / mixed.length() + 1).substring(0, length);
            if (Character.isHighSurrogate(s.charAt(length - 1))) {
                s = s.substring(0, length - 1) + "z";
            }
            assertSameBytes(NODES.stringNode(s));
            assertSameBytes(NODES.objectNode().put("text", s).put(s, 1));
        }
    }

    @Test
    void framesWrittenOneAfterAnotherInTheKeptBuffersAreEachTheMappersBytes() {
        // Large and small frames in turn, on one thread: each reuses (or outgrows, or is too large
        // to give back) the output and char buffers of the one before, whose bytes must not show.
        String mixed = "quote \" é 日本 😀 tab \t ";
        int retained = TreeCodec.RETAINED_BUFFER;
        for (int length : List.of(retained + 1_000, 300, 40_000, 10, retained / 2, retained - 10, 2 * retained, 1)) {
            String s = mixed.repeat(length / mixed.length() + 1).substring(0, length);
            if (Character.isHighSurrogate(s.charAt(length - 1))) {
                s = s.substring(0, length - 1) + "z";
            }
            assertSameBytes(NODES.objectNode().put("text", s));
            assertSameBytes(NODES.stringNode("a".repeat(length)));
            assertSameBytes(NODES.arrayNode().add(length));
        }
    }

    @Test
    void deepTreesAreWrittenUpToTheGeneratorsNestingLimit() {
        ArrayNode root = NODES.arrayNode();
        ArrayNode a = root;
        for (int i = 1; i < 500; i++) {
            a = a.addArray();
        }
        assertSameBytes(root);
        a.addArray();
        assertSameBytes(root);
        ObjectNode o = NODES.objectNode();
        ObjectNode deepest = o;
        for (int i = 0; i < 100_000; i++) {
            deepest = deepest.putObject("k");
        }
        assertThatThrownBy(() -> new TreeCodec(wide.mapper()).write(o)).isInstanceOf(StreamConstraintsException.class);
        assertSameBytes(o);
    }

    @Test
    void randomTreesAreWrittenAsTheMapperWritesThem() {
        Random random = new Random(7L);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder json = new StringBuilder();
            new RandomJson(random).value(json, 0);
            JsonNode tree;
            try {
                tree = wide.mapper().readTree(json.toString());
            } catch (JacksonException e) {
                continue;
            }
            assertSameBytes(tree);
        }
    }

    @Test
    void messagesAreEncodedAsTheMapperEncodesTheirTrees() {
        ObjectNode params = NODES.objectNode().put("name", "add");
        params.putObject("arguments").put("a", 1).put("b", 2.5);
        ObjectNode result = NODES.objectNode();
        result.putArray("content").addObject().put("type", "text").put("text", "3");
        for (var message : List.of(
                new JsonRpcRequest(RequestId.of(1), "tools/call", params),
                new JsonRpcRequest(RequestId.of("a\"b"), "ping", null),
                new JsonRpcNotification("notifications/initialized", null),
                new JsonRpcResult(RequestId.of(Long.MAX_VALUE), result),
                new JsonRpcResult(RequestId.of(2), NODES.nullNode()),
                new JsonRpcError(null, -32700, "Message is not valid JSON", null),
                new JsonRpcError(RequestId.of(3), -32602, "bad", NODES.objectNode().put("why", "é")))) {
            assertThat(wide.encode(message)).isEqualTo(wide.mapper().writeValueAsBytes(wide.toTree(message)));
        }
    }

    // ---- comparing ----

    private static void assertSameOutcome(JsonRpcCodec codec, byte[] frame) {
        assertSameOutcome(codec, frame, 0, frame.length);
    }

    private static void assertSameOutcome(JsonRpcCodec codec, byte[] frame, int offset, int length) {
        WireOracle.assertDecodesAsJackson(codec, frame, offset, length);
    }

    private void assertSameBytes(JsonNode tree) {
        assertSameBytes(wide.mapper(), tree);
    }

    private static void assertSameBytes(JsonMapper mapper, JsonNode tree) {
        WireOracle.assertEncodesAsJackson(mapper, tree);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** A document truncated, with a byte changed, or with something after it. */
    private static byte[] mutate(Random random, byte[] doc) {
        byte[] out;
        switch (random.nextInt(4)) {
            case 0:
                out = java.util.Arrays.copyOf(doc, random.nextInt(doc.length + 1));
                break;
            case 1:
                out = doc.clone();
                if (out.length > 0) {
                    out[random.nextInt(out.length)] = (byte) random.nextInt(256);
                }
                break;
            case 2:
                byte[] tail = utf8(List.of(" x", " 1", "}", "]", " {}", " []", ",", " \"s\"", " null", "\u0000").get(random.nextInt(10)));
                out = java.util.Arrays.copyOf(doc, doc.length + tail.length);
                System.arraycopy(tail, 0, out, doc.length, tail.length);
                break;
            default:
                out = doc.clone();
                if (out.length > 1) {
                    int at = random.nextInt(out.length - 1);
                    byte b = out[at];
                    out[at] = out[at + 1];
                    out[at + 1] = b;
                }
        }
        return out;
    }

    /** Random JSON text: nested containers, every number shape, strings with escapes and any code point. */
    private static final class RandomJson {
        private final Random random;

        RandomJson(Random random) {
            this.random = random;
        }

        void value(StringBuilder out, int depth) {
            space(out);
            int kind = random.nextInt(depth > 8 ? 5 : 8);
            switch (kind) {
                case 0 -> out.append(List.of("null", "true", "false").get(random.nextInt(3)));
                case 1, 2 -> number(out);
                case 3, 4 -> string(out);
                case 5, 6 -> object(out, depth);
                default -> array(out, depth);
            }
            space(out);
        }

        private void object(StringBuilder out, int depth) {
            out.append('{');
            int n = random.nextInt(6);
            List<String> keys = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                space(out);
                String key;
                if (!keys.isEmpty() && random.nextInt(50) == 0) {
                    key = keys.get(random.nextInt(keys.size())); // now and then a duplicate
                } else {
                    StringBuilder k = new StringBuilder();
                    string(k);
                    key = k.toString();
                }
                keys.add(key);
                out.append(key);
                space(out);
                out.append(':');
                value(out, depth + 1);
            }
            space(out);
            out.append('}');
        }

        private void array(StringBuilder out, int depth) {
            out.append('[');
            int n = random.nextInt(6);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                value(out, depth + 1);
            }
            space(out);
            out.append(']');
        }

        private void number(StringBuilder out) {
            if (random.nextBoolean()) {
                out.append('-');
            }
            int shape = random.nextInt(10);
            if (shape == 0) {
                out.append('0');
            } else {
                out.append((char) ('1' + random.nextInt(9)));
                digits(out, List.of(0, 3, 8, 9, 10, 17, 18, 19, 20, 40).get(random.nextInt(10)));
            }
            if (random.nextInt(3) == 0) {
                out.append('.');
                out.append(random.nextInt(5));
                digits(out, random.nextInt(4) == 0 ? random.nextInt(60) : random.nextInt(4));
            }
            if (random.nextInt(4) == 0) {
                out.append(random.nextBoolean() ? 'e' : 'E');
                out.append(List.of("", "+", "-").get(random.nextInt(3)));
                out.append(List.of(0, 1, 5, 22, 23, 308, 309, 324, 325, 400, 99999).get(random.nextInt(11)));
            }
        }

        private void digits(StringBuilder out, int n) {
            for (int i = 0; i < n; i++) {
                out.append((char) ('0' + random.nextInt(10)));
            }
        }

        private void string(StringBuilder out) {
            out.append('"');
            int n = random.nextInt(4) == 0 ? random.nextInt(200) : random.nextInt(8);
            for (int i = 0; i < n; i++) {
                int c = random.nextInt(12);
                switch (c) {
                    case 0 -> out.append(List.of("\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t").get(random.nextInt(8)));
                    case 1 -> out.append(String.format("\\u%04x", random.nextInt(0x10000)));
                    case 2 -> out.append(String.format("\\u%04X\\u%04X", 0xD800 + random.nextInt(0x400), 0xDC00 + random.nextInt(0x400)));
                    case 3 -> out.appendCodePoint(0x80 + random.nextInt(0x780));
                    case 4 -> out.appendCodePoint(0x800 + random.nextInt(0xD000));
                    case 5 -> out.appendCodePoint(0x10000 + random.nextInt(0x100000));
                    default -> {
                        char plain = (char) (0x20 + random.nextInt(0x5f));
                        out.append(plain == '"' || plain == '\\' ? '_' : plain);
                    }
                }
            }
            out.append('"');
        }

        private void space(StringBuilder out) {
            if (random.nextInt(4) == 0) {
                out.append(List.of(" ", "\n", "\t", "\r\n", "  ").get(random.nextInt(5)));
            }
        }
    }
}
