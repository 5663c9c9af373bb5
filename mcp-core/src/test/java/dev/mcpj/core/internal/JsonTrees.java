package dev.mcpj.core.internal;

import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Generators of JSON trees and JSON-RPC messages built in code, for the encoding side of the
 * differential tests: Java strings of any characters (lone surrogates included) and of lengths on
 * both sides of the codec's long-string threshold, numbers of every node type, nesting up to
 * past the generator's limit.
 */
final class JsonTrees {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTrees() {
    }

    /** Characters and short strings the codec treats apart. */
    static final List<String> SPECIAL = List.of("\"", "\\", "/", "\b", "\f", "\n", "\r", "\t", "\u0000", "\u0001",
            "\u001f", "\u007f", "?", "??", "\u2028", "\u2029", "\ufeff", "\uffff");

    /**
     * Java strings: mostly ASCII (the byte path), with the characters the codec treats apart
     * mixed in, and often longer than {@link TreeCodec#LONG_STRING}.
     */
    static Gen<String> string(boolean loneSurrogates) {
        Gen<Character> ascii = Gen.chars(' ', '~');
        Gen<String> piece = Gen.frequency(
                Gen.weight(20, Gen.strings(ascii, 0, 30)),
                Gen.weight(6, Gen.strings(ascii, TreeCodec.LONG_STRING - 8, TreeCodec.LONG_STRING + 8)),
                Gen.weight(4, Gen.strings(ascii, 300, 12_000)),
                Gen.weight(8, Gen.of(SPECIAL.toArray(String[]::new))),
                Gen.weight(4, Gen.strings(Gen.chars('\u0000', '\u001f'), 1, 40)),
                Gen.weight(4, Gen.strings(Gen.chars('\u0080', '\u00ff'), 1, 4)),
                Gen.weight(4, Gen.strings(Gen.chars('\u0100', '\ud7ff'), 1, 4)),
                Gen.weight(3, Gen.ints(0x10000, 0x10FFFF).map(Character::toString)),
                Gen.weight(loneSurrogates ? 2 : 0, Gen.chars('\ud800', '\udfff').map(String::valueOf)));
        return piece.list(10).map(parts -> String.join("", parts));
    }

    /** Longs at their edges, among them 2^53 + 1, the first a double cannot hold. */
    static final List<Long> LONG_EDGES = List.of(Long.MIN_VALUE, Long.MAX_VALUE, 1L << 53, (1L << 53) + 1, 1L << 31);

    /** Doubles at their edges. */
    static final List<Double> DOUBLE_EDGES = List.of(-0.0, 0.0, Double.MIN_VALUE, Double.MAX_VALUE, 1e-7, 1e21, 0.1);

    /** Numbers as no parser gives them: not finite, or decimals with scale. */
    static final List<JsonNode> ODD_NUMBERS = List.of(NODES.numberNode(Double.NaN),
            NODES.numberNode(Double.POSITIVE_INFINITY), NODES.numberNode(Double.NEGATIVE_INFINITY),
            NODES.numberNode(new BigDecimal("1E+400")), NODES.numberNode(new BigDecimal("-0.000")),
            NODES.numberNode(new BigDecimal("123.4500")));

    /** Numbers as every node type the factory makes, with their edges. */
    static Gen<JsonNode> number(boolean parseStable) {
        Gen<JsonNode> ints = Gen.frequency(
                Gen.weight(3, Gen.ints()),
                Gen.weight(1, Gen.of(0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE))).map(NODES::numberNode);
        Gen<JsonNode> longs = Gen.frequency(
                Gen.weight(3, Gen.longs()),
                Gen.weight(1, Gen.of(LONG_EDGES.toArray(Long[]::new))))
                .filter(l -> !parseStable || l != (int) (long) l).map(NODES::numberNode);
        Gen<JsonNode> bigs = Gen.bigIntegers(200)
                .filter(b -> !parseStable || b.bitLength() > 63).map(NODES::numberNode);
        Gen<JsonNode> doubles = Gen.frequency(
                Gen.weight(3, Gen.doubles()),
                Gen.weight(2, Gen.longs().map(Double::longBitsToDouble)),
                Gen.weight(1, Gen.of(DOUBLE_EDGES.toArray(Double[]::new))))
                .filter(Double::isFinite).map(NODES::numberNode);
        if (parseStable) {
            return Gen.oneOf(ints, longs, bigs, doubles);
        }
        Gen<JsonNode> others = Gen.oneOf(
                Gen.ints(Short.MIN_VALUE, Short.MAX_VALUE).map(i -> NODES.numberNode(i.shortValue())),
                Gen.floats().map(NODES::numberNode),
                Gen.of(ODD_NUMBERS.subList(0, 3).toArray(JsonNode[]::new)),
                Gen.bigDecimals(20).map(NODES::numberNode),
                Gen.of(ODD_NUMBERS.subList(3, 6).toArray(JsonNode[]::new)));
        return Gen.frequency(Gen.weight(4, ints), Gen.weight(2, longs), Gen.weight(1, bigs),
                Gen.weight(3, doubles), Gen.weight(2, others));
    }

    /**
     * A tree of at most {@code depth} levels. {@code parseStable}: only what reads back as the same
     * tree (valid strings, each number as the node type the parser gives its text).
     */
    static Gen<JsonNode> tree(int depth, boolean parseStable) {
        Gen<JsonNode> scalar = Gen.frequency(
                Gen.weight(6, string(!parseStable).map(NODES::stringNode)),
                Gen.weight(4, number(parseStable)),
                Gen.weight(2, Gen.of(NODES.booleanNode(true), NODES.booleanNode(false), NODES.nullNode())),
                Gen.weight(parseStable ? 0 : 1, Gen.byteArrays(Gen.bytes(), 0, 40).map(NODES::binaryNode)));
        if (depth <= 0) {
            return scalar;
        }
        Gen<JsonNode> inner = tree(depth - 1, parseStable);
        return Gen.frequency(
                Gen.weight(4, scalar),
                Gen.weight(2, inner.list(5).map(items -> {
                    ArrayNode a = NODES.arrayNode();
                    items.forEach(a::add);
                    return a;
                })),
                Gen.weight(3, object(inner, parseStable)),
                Gen.weight(1, deep()));
    }

    static Gen<ObjectNode> object(Gen<JsonNode> values, boolean parseStable) {
        Gen<String> names = Gen.frequency(
                Gen.weight(2, Gen.of("a", "b", "_meta", "id", "\u00e9", "\"", "")),
                Gen.weight(2, string(!parseStable).filter(s -> s.length() < 2000)));
        Gen<Map.Entry<String, JsonNode>> member = r -> Map.entry(names.next(r), values.next(r));
        return member.list(5).map(members -> {
            ObjectNode o = NODES.objectNode();
            members.forEach(m -> o.set(m.getKey(), m.getValue()));
            return o;
        });
    }

    /** Nesting near the generator's write limit of 500 levels. */
    private static Gen<JsonNode> deep() {
        Gen<Integer> levels = Gen.frequency(Gen.weight(2, Gen.ints(1, 70)), Gen.weight(1, Gen.ints(495, 505)));
        return r -> nested(levels.next(r), r.nextBoolean());
    }

    /** {@code levels} arrays or objects around a 1. */
    static JsonNode nested(int levels, boolean objects) {
        JsonNode node = NODES.numberNode(1);
        for (int i = 0; i < levels; i++) {
            node = objects ? NODES.objectNode().set("k", node) : NODES.arrayNode().add(node);
        }
        return node;
    }

    static Gen<RequestId> id() {
        return Gen.frequency(
                Gen.weight(3, Gen.longs().map(NumericRequestId::new)),
                Gen.weight(1, Gen.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE).map(NumericRequestId::new)),
                Gen.weight(3, string(false).map(StringRequestId::new)));
    }

    /** Any message the codec can be asked to encode, with parse-stable contents. */
    static Gen<JsonRpcMessage> message() {
        Gen<ObjectNode> params = object(tree(3, true), true);
        Gen<ObjectNode> maybeParams = Gen.frequency(Gen.weight(4, params), Gen.weight(1, Gen.just((ObjectNode) null)));
        Gen<String> method = Gen.frequency(
                Gen.weight(3, Gen.of("tools/call", "ping", "notifications/progress", "initialize")),
                Gen.weight(1, string(false)));
        Gen<RequestId> id = id();
        Gen<JsonNode> result = tree(4, true);
        Gen<JsonNode> data = Gen.frequency(Gen.weight(1, tree(3, true)), Gen.weight(1, Gen.just((JsonNode) null)));
        Gen<RequestId> errorId = Gen.frequency(Gen.weight(4, id), Gen.weight(1, Gen.just((RequestId) null)));
        Gen<String> message = string(false);
        Gen<Integer> code = Gen.ints();
        return Gen.oneOf(
                r -> new JsonRpcRequest(id.next(r), method.next(r), maybeParams.next(r)),
                r -> new JsonRpcNotification(method.next(r), maybeParams.next(r)),
                r -> new JsonRpcResult(id.next(r), result.next(r)),
                r -> new JsonRpcError(errorId.next(r), code.next(r), message.next(r), data.next(r)));
    }
}
