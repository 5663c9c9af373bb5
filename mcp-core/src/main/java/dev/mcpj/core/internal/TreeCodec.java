package dev.mcpj.core.internal;

import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Map;
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ContainerNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.NumericNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads and writes JSON trees with the mapper's stream factory alone. {@code readTree} and
 * {@code writeValueAsBytes} build a databind context for every call and look up the node
 * (de)serializers, which messages that are nothing but trees do not need.
 *
 * <p>For a mapper made by {@link Json#create}, which keeps databind's default features, the result
 * is the mapper's: the same node types (integers as int, long or big integer nodes by size, other
 * numbers as doubles), the same errors (all limits and duplicate detection belong to the parser,
 * which is the mapper's), an empty input read as a missing node, a second value after the first
 * rejected; and the same bytes out. Trees holding nodes this class does not write itself (POJOs,
 * raw values) are written by the mapper. Reading keeps the open containers on a stack of its own,
 * not on the Java stack, as input may be hostile.
 */
public final class TreeCodec {
    /** From this length on, strings are written as bytes or from a char array; see {@link #writeString}. */
    static final int LONG_STRING = 256;
    /**
     * The largest output and char buffers kept for the next frame, in bytes and chars: a frame
     * beyond it is written in a buffer of its own, so that one huge frame does not pin its size.
     */
    static final int RETAINED_BUFFER = 64 * 1024;
    /** The recycler's slot this class keeps its output buffer in (that of databind's own {@code writeValueAsBytes}). */
    private static final int OUTPUT = BufferRecycler.BYTE_WRITE_CONCAT_BUFFER;
    /** The recycler's slot for a long string's characters: the parser's, unused while writing. */
    private static final int CHARS = BufferRecycler.CHAR_TEXT_BUFFER;

    private final JsonMapper mapper;
    private final TokenStreamFactory factory;
    private final JsonNodeFactory nodes = JsonNodeFactory.instance;
    private final int maxStringLength;

    public TreeCodec(JsonMapper mapper) {
        this.mapper = mapper;
        this.factory = mapper.tokenStreamFactory();
        this.maxStringLength = factory.streamReadConstraints().getMaxStringLength();
    }

    /** Like {@code mapper.readTree(src, offset, length)}. */
    public JsonNode read(byte[] src, int offset, int length) {
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), src, offset, length)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return nodes.missingNode();
            }
            Source source = new Source(src, offset, offset + length);
            JsonNode root = scalarOrEmptyContainer(p, t, source);
            if (root instanceof ContainerNode<?> container) {
                fill(p, container, source);
            }
            JsonToken trailing = p.nextToken();
            if (trailing != null) {
                // The mapper's words, as it fails on trailing tokens by default.
                throw MismatchedInputException.from(p, JsonNode.class, "Trailing token (`JsonToken." + trailing.name()
                        + "`) found after value (bound as `" + JsonNode.class.getName()
                        + "`): not allowed as per `DeserializationFeature.FAIL_ON_TRAILING_TOKENS`");
            }
            return root;
        }
    }

    /** Reads the members of {@code root}, just opened, up to its end, and those of every container in it. */
    private void fill(JsonParser p, ContainerNode<?> root, Source source) {
        ArrayDeque<ContainerNode<?>> open = new ArrayDeque<>();
        ContainerNode<?> current = root;
        while (true) {
            JsonToken t = p.nextToken();
            String name = null;
            if (t == JsonToken.PROPERTY_NAME) {
                name = p.currentName();
                t = p.nextToken();
            } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                if (open.isEmpty()) {
                    return;
                }
                current = open.pop();
                continue;
            }
            JsonNode value = scalarOrEmptyContainer(p, t, source);
            if (name != null) {
                // The parser refuses a repeated name; were it let through, the last would win, as in databind.
                ((ObjectNode) current).set(name, value);
            } else {
                ((ArrayNode) current).add(value);
            }
            if (value instanceof ContainerNode<?> container) {
                open.push(current);
                current = container;
            }
        }
    }

    /** The node for the value starting at {@code t}, as databind's node deserializer makes it. */
    private JsonNode scalarOrEmptyContainer(JsonParser p, JsonToken t, Source source) {
        if (t == null) {
            throw MismatchedInputException.from(p, JsonNode.class, "Unexpected end-of-input");
        }
        switch (t) {
            case START_OBJECT:
                return nodes.objectNode();
            case START_ARRAY:
                return nodes.arrayNode();
            case VALUE_STRING:
                return nodes.stringNode(string(p, source));
            case VALUE_NUMBER_INT:
                switch (p.getNumberType()) {
                    case INT:
                        return nodes.numberNode(p.getIntValue());
                    case LONG:
                        return nodes.numberNode(p.getLongValue());
                    default:
                        return nodes.numberNode(p.getBigIntegerValue());
                }
            case VALUE_NUMBER_FLOAT:
                // JSON text has no exact floating-point type, and big decimals are off by default.
                return nodes.numberNode(p.getDoubleValue());
            case VALUE_TRUE:
                return nodes.booleanNode(true);
            case VALUE_FALSE:
                return nodes.booleanNode(false);
            case VALUE_NULL:
                return nodes.nullNode();
            default:
                throw MismatchedInputException.from(p, JsonNode.class, "Unexpected token (`JsonToken." + t.name() + "`)");
        }
    }

    /** The input a parser reads: {@code bytes[offset, limit)}. */
    private record Source(byte[] bytes, int offset, int limit) {
    }

    /**
     * The string value at the parser's current token: read from the input's bytes when it is plain
     * ASCII (see {@link AsciiStrings}), in which case the parser skips it undecoded; else decoded
     * by the parser.
     */
    private String string(JsonParser p, Source source) {
        long quote = p.currentTokenLocation().getByteOffset();
        String ascii = quote < 0 || quote > Integer.MAX_VALUE ? null
                : AsciiStrings.read(source.bytes(), source.offset() + (int) quote, source.limit(), maxStringLength);
        return ascii != null ? ascii : p.getString();
    }

    /**
     * Like {@code mapper.writeValueAsBytes(tree)}. The frame is written into an output buffer kept
     * by the mapper's buffer recycler (per thread on platform threads), grown as it needs, then
     * copied out at its exact length: one copy of the frame allocated, rather than the blocks of
     * a {@link tools.jackson.core.util.ByteArrayBuilder} and their concatenation.
     */
    public byte[] write(JsonNode tree) {
        BufferRecycler recycler = factory._getBufferRecycler();
        Output out = new Output(recycler.allocByteBuffer(OUTPUT, 0));
        try {
            try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
                write(g, tree, recycler);
            }
            return Arrays.copyOf(out.bytes, out.length);
        } catch (NotOurs e) {
            return mapper.writeValueAsBytes(tree);
        } finally {
            if (out.bytes.length <= RETAINED_BUFFER) {
                recycler.releaseByteBuffer(OUTPUT, out.bytes);
            }
            recycler.releaseToPool();
        }
    }

    /** The frame as the generator writes it out, in a buffer that grows by half again as needed. */
    private static final class Output extends OutputStream {
        byte[] bytes;
        int length;

        Output(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public void write(int b) {
            if (length == bytes.length) {
                grow(1);
            }
            bytes[length++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            if (bytes.length - length < len) {
                grow(len);
            }
            System.arraycopy(b, off, bytes, length, len);
            length += len;
        }

        private void grow(int more) {
            bytes = Arrays.copyOf(bytes, Math.max(length + more, bytes.length + (bytes.length >> 1)));
        }
    }

    /**
     * Writes a tree as each node's own {@code serialize} would with the mapper's default features.
     * Recursive like databind's, and as deep as it: the generator refuses to open more levels than
     * its write constraints allow (500 by default), before this method goes any deeper.
     */
    private static void write(JsonGenerator g, JsonNode node, BufferRecycler recycler) {
        if (node instanceof ObjectNode object) {
            g.writeStartObject(object, object.size());
            for (Map.Entry<String, JsonNode> property : object.properties()) {
                g.writeName(property.getKey());
                write(g, property.getValue(), recycler);
            }
            g.writeEndObject();
        } else if (node instanceof ArrayNode array) {
            g.writeStartArray(array, array.size());
            for (int i = 0, n = array.size(); i < n; i++) {
                write(g, array.get(i), recycler);
            }
            g.writeEndArray();
        } else {
            writeScalar(g, node, recycler);
        }
    }

    private static void writeScalar(JsonGenerator g, JsonNode node, BufferRecycler recycler) {
        switch (node.getNodeType()) {
            case STRING:
                writeString(g, node.stringValue(), recycler);
                return;
            case NUMBER:
                writeNumber(g, node);
                return;
            case BOOLEAN:
                g.writeBoolean(node.booleanValue());
                return;
            case NULL:
            case MISSING:
                g.writeNull();
                return;
            case BINARY:
                byte[] data = node.binaryValue();
                g.writeBinary(Base64Variants.getDefaultVariant(), data, 0, data.length);
                return;
            default:
                throw new NotOurs();
        }
    }

    /**
     * Long strings of plain ASCII go to the generator as bytes to copy (see {@link AsciiStrings});
     * other long strings as a char array, which it walks directly rather than calling {@code
     * String.charAt} for each character: a third faster with C1 alone (as the README recommends
     * for stdio servers), no slower with C2, and the same bytes, lone surrogates included. The
     * array is the recycler's, kept for the next string up to {@link #RETAINED_BUFFER} chars.
     */
    private static void writeString(JsonGenerator g, String s, BufferRecycler recycler) {
        int n = s.length();
        if (n < LONG_STRING) {
            g.writeString(s);
        } else if (!AsciiStrings.write(g, s)) {
            char[] chars = recycler.allocCharBuffer(CHARS, n);
            s.getChars(0, n, chars, 0);
            g.writeString(chars, 0, n);
            if (chars.length <= RETAINED_BUFFER) {
                recycler.releaseCharBuffer(CHARS, chars);
            }
        }
    }

    private static void writeNumber(JsonGenerator g, JsonNode node) {
        if (!(node instanceof NumericNode number)) {
            throw new NotOurs();
        }
        switch (number.numberType()) {
            case INT:
                if (node.isShort()) {
                    g.writeNumber(node.shortValue());
                } else {
                    g.writeNumber(node.intValue());
                }
                return;
            case LONG:
                g.writeNumber(node.longValue());
                return;
            case BIG_INTEGER:
                g.writeNumber(node.bigIntegerValue());
                return;
            case FLOAT:
                g.writeNumber(node.floatValue());
                return;
            case DOUBLE:
                g.writeNumber(node.doubleValue());
                return;
            case BIG_DECIMAL:
                g.writeNumber(node.decimalValue());
                return;
            default:
                throw new NotOurs();
        }
    }

    /** A node this class leaves to the mapper; the whole tree is then written again by it. */
    private static final class NotOurs extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotOurs() {
            super("Not a plain JSON node", null, false, false);
        }
    }
}
