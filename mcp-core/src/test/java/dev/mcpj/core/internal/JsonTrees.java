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
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
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

    /**
     * Java strings: mostly ASCII (the byte path), with the characters the codec treats apart
     * mixed in, and often longer than {@link TreeCodec#LONG_STRING}.
     */
    static Arbitrary<String> string(boolean loneSurrogates) {
        net.jqwik.api.arbitraries.StringArbitrary ascii = Arbitraries.strings().withCharRange(' ', '~');
        Arbitrary<String> piece = Arbitraries.frequencyOf(
                Tuple.of(20, ascii.ofMaxLength(30)),
                Tuple.of(6, ascii.ofMinLength(TreeCodec.LONG_STRING - 8).ofMaxLength(TreeCodec.LONG_STRING + 8)),
                Tuple.of(4, ascii.ofMinLength(300).ofMaxLength(12_000)),
                Tuple.of(8, Arbitraries.of("\"", "\\", "/", "\b", "\f", "\n", "\r", "\t", "\u0000", "\u0001", "\u001f",
                        "\u007f", "?", "??", "\u2028", "\u2029", "\ufeff", "\uffff")),
                Tuple.of(4, Arbitraries.strings().withCharRange('\u0000', '\u001f').ofMinLength(1).ofMaxLength(40)),
                Tuple.of(4, Arbitraries.strings().withCharRange('\u0080', '\u00ff').ofMinLength(1).ofMaxLength(4)),
                Tuple.of(4, Arbitraries.strings().withCharRange('\u0100', '\ud7ff').ofMinLength(1).ofMaxLength(4)),
                Tuple.of(3, Arbitraries.integers().between(0x10000, 0x10FFFF).map(Character::toString)),
                Tuple.of(loneSurrogates ? 2 : 0, Arbitraries.chars().range('\ud800', '\udfff').map(String::valueOf)));
        return piece.list().ofMaxSize(10).map(parts -> String.join("", parts));
    }

    /** Numbers as every node type the factory makes, with their edges. */
    static Arbitrary<JsonNode> number(boolean parseStable) {
        Arbitrary<JsonNode> ints = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers()),
                Tuple.of(1, Arbitraries.of(0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE))).map(NODES::numberNode);
        Arbitrary<JsonNode> longs = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.longs()),
                Tuple.of(1, Arbitraries.of(Long.MIN_VALUE, Long.MAX_VALUE, 1L << 53, (1L << 53) + 1, 1L << 31)))
                .filter(l -> !parseStable || l != (int) (long) l).map(NODES::numberNode);
        Arbitrary<JsonNode> bigs = Arbitraries.bigIntegers()
                .between(BigInteger.ONE.shiftLeft(200).negate(), BigInteger.ONE.shiftLeft(200))
                .filter(b -> !parseStable || b.bitLength() > 63).map(NODES::numberNode);
        Arbitrary<JsonNode> doubles = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.doubles()),
                Tuple.of(2, Arbitraries.longs().map(Double::longBitsToDouble)),
                Tuple.of(1, Arbitraries.of(-0.0, 0.0, Double.MIN_VALUE, Double.MAX_VALUE, 1e-7, 1e21, 0.1)))
                .filter(Double::isFinite).map(NODES::numberNode);
        if (parseStable) {
            return Arbitraries.oneOf(ints, longs, bigs, doubles);
        }
        Arbitrary<JsonNode> others = Arbitraries.oneOf(
                Arbitraries.shorts().map(NODES::numberNode),
                Arbitraries.floats().map(NODES::numberNode),
                Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).map(NODES::numberNode),
                Arbitraries.bigDecimals().ofScale(20).map(NODES::numberNode),
                Arbitraries.of(new BigDecimal("1E+400"), new BigDecimal("-0.000"), new BigDecimal("123.4500"))
                        .map(NODES::numberNode));
        return Arbitraries.frequencyOf(Tuple.of(4, ints), Tuple.of(2, longs), Tuple.of(1, bigs),
                Tuple.of(3, doubles), Tuple.of(2, others));
    }

    /**
     * A tree of at most {@code depth} levels. {@code parseStable}: only what reads back as the same
     * tree (valid strings, each number as the node type the parser gives its text).
     */
    static Arbitrary<JsonNode> tree(int depth, boolean parseStable) {
        Arbitrary<JsonNode> scalar = Arbitraries.frequencyOf(
                Tuple.of(6, string(!parseStable).map(NODES::stringNode)),
                Tuple.of(4, number(parseStable)),
                Tuple.of(2, Arbitraries.of(NODES.booleanNode(true), NODES.booleanNode(false), NODES.nullNode())),
                Tuple.of(parseStable ? 0 : 1, Arbitraries.bytes().array(byte[].class).ofMaxSize(40).map(NODES::binaryNode)));
        if (depth <= 0) {
            return scalar;
        }
        Arbitrary<JsonNode> inner = Arbitraries.lazy(() -> tree(depth - 1, parseStable));
        return Arbitraries.frequencyOf(
                Tuple.of(4, scalar),
                Tuple.of(2, inner.list().ofMaxSize(5).map(items -> {
                    ArrayNode a = NODES.arrayNode();
                    items.forEach(a::add);
                    return a;
                })),
                Tuple.of(3, object(inner, parseStable)),
                Tuple.of(1, deep()));
    }

    static Arbitrary<ObjectNode> object(Arbitrary<JsonNode> values, boolean parseStable) {
        Arbitrary<String> names = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.of("a", "b", "_meta", "id", "\u00e9", "\"", "")),
                Tuple.of(2, string(!parseStable).filter(s -> s.length() < 2000)));
        return Combinators.combine(names, values).as(Tuple::of).list().ofMaxSize(5).map(members -> {
            ObjectNode o = NODES.objectNode();
            members.forEach(m -> o.set(m.get1(), m.get2()));
            return o;
        });
    }

    /** Nesting near the generator's write limit of 500 levels. */
    private static Arbitrary<JsonNode> deep() {
        return Combinators.combine(Arbitraries.frequencyOf(
                        Tuple.of(2, Arbitraries.integers().between(1, 70)),
                        Tuple.of(1, Arbitraries.integers().between(495, 505))), Arbitraries.of(true, false))
                .as((levels, objects) -> {
                    JsonNode node = NODES.numberNode(1);
                    for (int i = 0; i < levels; i++) {
                        node = objects ? NODES.objectNode().set("k", node) : NODES.arrayNode().add(node);
                    }
                    return node;
                });
    }

    static Arbitrary<RequestId> id() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.longs().map(NumericRequestId::new)),
                Tuple.of(1, Arbitraries.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE).map(NumericRequestId::new)),
                Tuple.of(3, string(false).map(StringRequestId::new)));
    }

    /** Any message the codec can be asked to encode, with parse-stable contents. */
    static Arbitrary<JsonRpcMessage> message() {
        Arbitrary<ObjectNode> params = object(tree(3, true), true);
        Arbitrary<ObjectNode> maybeParams = Arbitraries.frequencyOf(Tuple.of(4, params), Tuple.of(1, Arbitraries.just(null)));
        Arbitrary<String> method = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of("tools/call", "ping", "notifications/progress", "initialize")),
                Tuple.of(1, string(false)));
        Arbitrary<JsonRpcMessage> request = Combinators.combine(id(), method, maybeParams).as(JsonRpcRequest::new);
        Arbitrary<JsonRpcMessage> notification = Combinators.combine(method, maybeParams).as(JsonRpcNotification::new);
        Arbitrary<JsonRpcMessage> result = Combinators.combine(id(), tree(4, true)).as(JsonRpcResult::new);
        Arbitrary<JsonNode> data = Arbitraries.frequencyOf(Tuple.of(1, tree(3, true)), Tuple.of(1, Arbitraries.just(null)));
        Arbitrary<RequestId> errorId = Arbitraries.frequencyOf(Tuple.of(4, id()), Tuple.of(1, Arbitraries.just(null)));
        Arbitrary<JsonRpcMessage> error = Combinators.combine(errorId, Arbitraries.integers(), string(false), data)
                .as(JsonRpcError::new);
        return Arbitraries.oneOf(List.of(request, notification, result, error));
    }
}
