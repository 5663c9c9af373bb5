package dev.mcpj.annotations.processor;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Writes schemas built as ordered maps, lists, strings, numbers and booleans as compact JSON. The
 * processor needs no JSON library of its own, so it can run from a processor path holding only
 * this artifact.
 */
final class JsonText {
    private JsonText() {
    }

    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb);
        return sb.toString();
    }

    private static void write(Object value, StringBuilder sb) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String s) {
            string(s, sb);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long
                || value instanceof BigInteger) {
            sb.append(value);
        } else if (value instanceof BigDecimal d) {
            sb.append(number(d));
        } else if (value instanceof Map<?, ?> map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                string((String) e.getKey(), sb);
                sb.append(':');
                write(e.getValue(), sb);
            }
            sb.append('}');
        } else if (value instanceof List<?> list) {
            sb.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                write(list.get(i), sb);
            }
            sb.append(']');
        } else {
            throw new IllegalArgumentException("Not a JSON value: " + value.getClass());
        }
    }

    /** A decimal as JSON: whole numbers without a fraction, others in plain notation. */
    static String number(BigDecimal d) {
        BigDecimal s = d.stripTrailingZeros();
        if (s.scale() <= 0) {
            return s.toBigInteger().toString();
        }
        return s.toPlainString();
    }

    /**
     * Appends {@code s} quoted, with the escapes JSON and Java share, so the text is both a JSON
     * string and a Java string literal: line terminators and other control characters (and DEL,
     * U+2028 and U+2029, which some readers take for line ends) as six-character Unicode escapes.
     */
    static void string(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
