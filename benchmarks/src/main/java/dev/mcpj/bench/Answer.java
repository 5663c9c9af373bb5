package dev.mcpj.bench;

import java.util.Arrays;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.ObjectMapper;

/**
 * The outline of one line from the server, found by streaming over it without building a tree or
 * decoding long strings: whether it is a message of its own (request or notification), its id, and
 * if its result is a tool result of one text block, where that text's literal starts.
 *
 * @param message true for a request or notification from the server, which answers nothing
 * @param id the id if it is a positive integer that fits an int, else -1
 * @param idText the id as written, for diagnostics; empty if there is none
 * @param hasResult whether the line has a {@code result} member
 * @param textStart the offset of the opening quote of the only content block's text, if the
 *     result is an object whose {@code content} is exactly one block of type {@code text} and whose
 *     {@code isError} is absent or false; else -1
 */
record Answer(boolean message, long id, String idText, boolean hasResult, int textStart) {

    /** Outlines {@code line}; throws a JacksonException if it is not one JSON object. */
    static Answer scan(ObjectMapper mapper, byte[] line) {
        try (JsonParser parser = mapper.createParser(line)) {
            expect(parser, JsonToken.START_OBJECT);
            boolean message = false;
            long id = -1;
            String idText = "";
            boolean hasResult = false;
            int textStart = -1;
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (name) {
                    case "method" -> message = true;
                    case "id" -> {
                        idText = value.isScalarValue() ? parser.getString() : value.asString();
                        id = value == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT
                                && parser.getIntValue() > 0 ? parser.getIntValue() : -1;
                    }
                    case "result" -> {
                        hasResult = true;
                        textStart = value == JsonToken.START_OBJECT ? toolText(parser) : -1;
                    }
                    default -> { }
                }
                parser.skipChildren();
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw new IllegalArgumentException("not one JSON object");
            }
            return new Answer(message, id, idText, hasResult, textStart);
        }
    }

    /**
     * Whether the literal at {@link #textStart} in {@code line} is {@code literal}, byte for byte. A
     * literal is a whole JSON string, so a match means the text is exactly the one it spells.
     */
    boolean textIs(byte[] line, byte[] literal) {
        return textStart >= 0 && line.length - textStart >= literal.length
                && Arrays.equals(line, textStart, textStart + literal.length, literal, 0, literal.length);
    }

    /** Decodes the text at {@link #textStart}. */
    String text(ObjectMapper mapper, byte[] line) {
        try (JsonParser parser = mapper.createParser(line, textStart, line.length - textStart)) {
            expect(parser, JsonToken.VALUE_STRING);
            return parser.getString();
        }
    }

    /** Reads a result object up to its end; returns where its one text block's text starts, or -1. */
    private static int toolText(JsonParser parser) {
        int textStart = -1;
        boolean error = false;
        boolean content = false;
        while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (name.equals("content")) {
                content = true;
                textStart = value == JsonToken.START_ARRAY ? onlyTextBlock(parser) : -1;
            } else if (name.equals("isError")) {
                error = value != JsonToken.VALUE_FALSE;
            }
            parser.skipChildren();
        }
        return content && !error ? textStart : -1;
    }

    /** Reads a content array up to its end; returns where its only block's text starts, or -1. */
    private static int onlyTextBlock(JsonParser parser) {
        int blocks = 0;
        int textStart = -1;
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            blocks++;
            if (token != JsonToken.START_OBJECT) {
                parser.skipChildren();
                continue;
            }
            boolean typeText = false;
            int start = -1;
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (name.equals("type")) {
                    typeText = value == JsonToken.VALUE_STRING && parser.getString().equals("text");
                } else if (name.equals("text")) {
                    start = value == JsonToken.VALUE_STRING
                            ? Math.toIntExact(parser.currentTokenLocation().getByteOffset()) : -1;
                }
                parser.skipChildren();
            }
            textStart = typeText ? start : -1;
        }
        return blocks == 1 ? textStart : -1;
    }

    private static void expect(JsonParser parser, JsonToken expected) {
        if (parser.nextToken() != expected) {
            throw new IllegalArgumentException("expected " + expected + " at " + parser.currentTokenLocation());
        }
    }
}
