package dev.mcpj.core.internal;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Generators of JSON text as bytes, for the differential tests of the wire path. They aim at what
 * the hand-written parts of the codec decide on: string literals with every escape (short, {@code
 * \}{@code u} in either case, needless {@code \/}), lone and paired surrogates, raw and escaped,
 * invalid UTF-8, control characters and NUL, long plain runs and dense escapes; numbers at every
 * edge; nesting at and past the limits; duplicate names, also spelled differently; odd
 * whitespace; garbage after the document; and random byte mutations of all of it. Much of what is
 * generated is valid (a third or more of the documents), so that the comparison reaches past the
 * first error.
 */
final class JsonTexts {
    private JsonTexts() {
    }

    /** A piece of JSON text that can write itself out. */
    interface Text {
        void render(ByteArrayOutputStream out);

        default byte[] bytes() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            render(out);
            return out.toByteArray();
        }
    }

    /** Literal bytes. */
    record Raw(byte[] bytes) implements Text {
        static Raw of(String s) {
            return new Raw(s.getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public void render(ByteArrayOutputStream out) {
            out.writeBytes(bytes);
        }

        @Override
        public String toString() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** A sequence of pieces. */
    record Seq(List<Text> parts) implements Text {
        @Override
        public void render(ByteArrayOutputStream out) {
            parts.forEach(p -> p.render(out));
        }

        @Override
        public String toString() {
            return new String(bytes(), StandardCharsets.UTF_8);
        }
    }

    static Text seq(Text... parts) {
        return new Seq(List.of(parts));
    }

    // ---- strings ----

    /** A string literal, quotes included. */
    static Gen<Text> stringLiteral() {
        return segment().list(12).map(segments -> {
            Text[] parts = new Text[segments.size() + 2];
            parts[0] = Raw.of("\"");
            for (int i = 0; i < segments.size(); i++) {
                parts[i + 1] = segments.get(i);
            }
            parts[parts.length - 1] = Raw.of("\"");
            return seq(parts);
        });
    }

    /** Names objects repeat: plain and escaped spellings of the same few. */
    static final List<String> COMMON_NAMES = List.of("\"a\"", "\"b\"", "\"\\u0061\"", "\"\\u0062\"", "\"id\"",
            "\"i\\u0064\"", "\"method\"", "\"\"", "\"\\\"\"", "\"\\/\"", "\"/\"");

    /** A short name, often one of a few, spelled plainly or escaped, so that objects repeat names. */
    static Gen<Text> name() {
        Gen<Text> common = Gen.of(COMMON_NAMES.toArray(String[]::new)).map(Raw::of);
        return Gen.frequency(Gen.weight(3, common), Gen.weight(2, stringLiteral()));
    }

    /** Part of a string literal's body. */
    static Gen<Text> segment() {
        return Gen.frequency(
                Gen.weight(60, plainAscii(0, 40)),
                Gen.weight(16, plainAscii(200, 3000)),
                Gen.weight(28, escapedAscii()),
                Gen.weight(10, denseEscapes()),
                Gen.weight(20, beyondAscii()),
                Gen.weight(10, surrogatePair()),
                Gen.weight(6, loneSurrogate()),
                Gen.weight(2, invalidUtf8()),
                Gen.weight(1, invalidEscape()),
                Gen.weight(4, nul()),
                Gen.weight(1, rawControl()));
    }

    /** Printable ASCII written as is, quote and backslash escaped. */
    private static Gen<Text> plainAscii(int min, int max) {
        return Gen.strings(Gen.chars(' ', '~'), min, max)
                .map(s -> Raw.of(s.replace("\\", "\\\\").replace("\"", "\\\"")));
    }

    /** One character that has a short escape or is a control character, escaped some way. */
    private static Gen<Text> escapedAscii() {
        Gen<Character> c = Gen.frequency(
                Gen.weight(8, Gen.of('"', '\\', '/', '\b', '\f', '\n', '\r', '\t')),
                Gen.weight(4, Gen.chars('\u0000', '\u001f')),
                Gen.weight(1, Gen.of('\u007f', '?', ' ', 'u', 'A')));
        return r -> escape(c.next(r), r.nextInt(4));
    }

    /** {@code c} as a short escape if it has one, else {@code \}{@code u}, in lower or upper hex, or, for '/', plain. */
    static Text escape(char c, int style) {
        String shortForm = switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '/' -> style == 0 ? "/" : "\\/";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> null;
        };
        if (shortForm != null && style < 2) {
            return Raw.of(shortForm);
        }
        String digits = style == 3 ? "0123456789ABCDEF" : "0123456789abcdef";
        return Raw.of("\\u" + digits.charAt(c >> 12) + digits.charAt(c >> 8 & 0xF) + digits.charAt(c >> 4 & 0xF)
                + digits.charAt(c & 0xF));
    }

    /** A run of escapes close together, with short plain runs between them. */
    private static Gen<Text> denseEscapes() {
        Gen<Text> one = Gen.frequency(Gen.weight(3, escapedAscii()), Gen.weight(1, plainAscii(0, 6)));
        return one.list(8, 120).map(Seq::new);
    }

    /** A character beyond ASCII in the BMP (not a surrogate), raw or escaped. */
    private static Gen<Text> beyondAscii() {
        Gen<Character> c = Gen.frequency(
                Gen.weight(3, Gen.chars('\u0080', '\u00ff')),
                Gen.weight(3, Gen.chars('\u0100', '\ud7ff')),
                Gen.weight(1, Gen.chars('\ue000', '\uffff')),
                Gen.weight(1, Gen.of('\u2028', '\u2029', '\ufeff', '\ufffe', '\uffff', '\u00a0')));
        return r -> {
            char ch = c.next(r);
            return r.nextInt(3) == 0 ? escape(ch, 3) : Raw.of(String.valueOf(ch));
        };
    }

    /** A supplementary character: raw, as an escaped pair, or half escaped and half raw (invalid). */
    private static Gen<Text> surrogatePair() {
        return r -> {
            char[] pair = Character.toChars(r.nextInt(0x10000, 0x110000));
            return switch (r.nextInt(10)) {
                case 8 -> seq(escape(pair[0], 2), rawSurrogate(pair[1]));
                case 9 -> seq(rawSurrogate(pair[0]), escape(pair[1], 2));
                case 0, 2, 4, 6 -> Raw.of(new String(pair));
                default -> seq(escape(pair[0], 2), escape(pair[1], 3));
            };
        };
    }

    /** A surrogate on its own: escaped (valid JSON), or its three bytes as CESU-8 would write them. */
    private static Gen<Text> loneSurrogate() {
        Gen<Character> c = Gen.chars('\ud800', '\udfff');
        return r -> {
            char ch = c.next(r);
            int style = r.nextInt(6);
            return style < 5 ? escape(ch, 2 + style % 2) : rawSurrogate(ch);
        };
    }

    static Text rawSurrogate(char c) {
        return new Raw(new byte[] {(byte) (0xE0 | c >> 12), (byte) (0x80 | c >> 6 & 0x3F), (byte) (0x80 | c & 0x3F)});
    }

    /** Byte sequences that are not UTF-8, each chosen for a reason. */
    static final List<byte[]> INVALID_UTF8 = List.of(
            new byte[] {(byte) 0x80}, new byte[] {(byte) 0xBF}, new byte[] {(byte) 0xC0, (byte) 0x80},
            new byte[] {(byte) 0xC1, (byte) 0xBF}, new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
            new byte[] {(byte) 0xC3}, new byte[] {(byte) 0xE2, (byte) 0x82}, new byte[] {(byte) 0xF0, (byte) 0x9F},
            new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, new byte[] {(byte) 0xF5},
            new byte[] {(byte) 0xFF}, new byte[] {(byte) 0xFE});

    /** Bytes that are not UTF-8: stray continuation bytes, overlong forms, cut-off sequences, 0xF5 and up. */
    private static Gen<Text> invalidUtf8() {
        Gen<Text> known = Gen.of(INVALID_UTF8.toArray(byte[][]::new)).map(Raw::new);
        Gen<Text> random = Gen.byteArrays(r -> (byte) r.nextInt(0x80, 0x100), 1, 6).map(Raw::new);
        return Gen.oneOf(known, random);
    }

    static final List<String> INVALID_ESCAPES = List.of("\\x", "\\u12", "\\u12G4", "\\U0041", "\\a", "\\0", "\\ ",
            "\\u", "\\\u00e9", "\\'");

    /** A backslash that does not start a valid escape. */
    private static Gen<Text> invalidEscape() {
        return Gen.of(INVALID_ESCAPES.toArray(String[]::new)).map(Raw::of);
    }

    private static Gen<Text> nul() {
        return Gen.of("\\u0000", "\\u0000\\u0000", "\u0000").map(Raw::of);
    }

    /** A control character written raw, which JSON forbids inside strings. */
    private static Gen<Text> rawControl() {
        return Gen.chars('\u0000', '\u001f').map(c -> Raw.of(String.valueOf(c)));
    }

    // ---- numbers ----

    /** Numbers at their edges: zeros, int and long bounds, double range and precision. */
    static final List<String> NUMBER_EDGES = List.of("0", "-0", "0.0", "-0.0", "0e0", "-0E-0", "1", "-1",
            "2147483647", "2147483648", "-2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551616", "1e308", "1.7976931348623157E308", "1.8e308", "1e309", "-1e309",
            "4.9e-324", "2e-324", "1e-400", "2.2250738585072014E-308", "1E+2", "1e-7", "0.1", "1.0",
            "123456789012345678901234567890", "9007199254740993", "1.00000000000000011102230246251565404236316680908203125");

    /** Number-like text that is not a JSON number. */
    static final List<String> INVALID_NUMBERS = List.of("01", "-01", "1.", ".5", "+1", "1e", "1e+", "-", "--1",
            "0x10", "NaN", "Infinity", "-Infinity", "1_000", "1.2.3", "1e5.5", "\u0661");

    /** A number literal: edges, random values of every size, and some that are not numbers. */
    static Gen<Text> number() {
        Gen<String> edges = Gen.of(NUMBER_EDGES.toArray(String[]::new));
        Gen<String> invalid = Gen.of(INVALID_NUMBERS.toArray(String[]::new));
        Gen<String> ints = Gen.ints().map(String::valueOf);
        Gen<String> longs = Gen.longs().map(String::valueOf);
        Gen<String> doubles = Gen.doubles().filter(Double::isFinite).map(String::valueOf);
        Gen<String> bits = Gen.longs().map(Double::longBitsToDouble).filter(Double::isFinite).map(String::valueOf);
        Gen<String> bigs = Gen.ints(1, 1100).flatMap(n ->
                Gen.strings(Gen.chars('0', '9'), n, n).map(s -> new BigInteger("1" + s).toString()));
        Gen<String> exponents = r -> Gen.ints(-99, 999).next(r) + Gen.of("e", "E", "e+", "E-", "e-", ".5e").next(r)
                + r.nextInt(100_001);
        Gen<String> any = Gen.frequency(
                Gen.weight(12, edges), Gen.weight(1, invalid), Gen.weight(6, ints), Gen.weight(6, longs),
                Gen.weight(6, doubles), Gen.weight(4, bits), Gen.weight(2, bigs), Gen.weight(4, exponents));
        return any.map(Raw::of);
    }

    // ---- values and documents ----

    /** Whitespace and near-whitespace JSON does not allow. */
    static final List<String> ODD_WHITESPACE = List.of("\f", "\u00a0", "\u000b", "\u2028", "\u0000", "/*c*/", "//c\n");

    /** Whitespace between tokens: usually the allowed kinds, sometimes a character JSON does not allow. */
    static Gen<Text> whitespace() {
        return Gen.frequency(
                Gen.weight(40, Gen.just("")),
                Gen.weight(15, Gen.of(" ", "\n", "\t", "\r\n", " \t\r\n ")),
                Gen.weight(1, Gen.of(ODD_WHITESPACE.toArray(String[]::new))))
                .map(Raw::of);
    }

    /** A value of at most {@code depth} levels. */
    static Gen<Text> value(int depth) {
        Gen<Text> scalar = Gen.frequency(
                Gen.weight(5, stringLiteral()),
                Gen.weight(4, number()),
                Gen.weight(3, Gen.of("true", "false", "null").map(Raw::of)),
                Gen.weight(1, Gen.of("true", "false", "null", "tru", "nul", "True", "NULL", "undefined")
                        .map(Raw::of)));
        if (depth <= 0) {
            return scalar;
        }
        Gen<Text> inner = value(depth - 1);
        return Gen.frequency(
                Gen.weight(5, scalar),
                Gen.weight(2, array(inner)),
                Gen.weight(3, object(inner)),
                Gen.weight(1, deep()));
    }

    static Gen<Text> array(Gen<Text> element) {
        Gen<Text> w = whitespace();
        Gen<Text> member = r -> seq(w.next(r), element.next(r), w.next(r));
        Gen<List<Text>> members = member.list(6);
        return r -> {
            List<Text> items = members.next(r);
            int odd = r.nextInt(101);
            List<Text> parts = new java.util.ArrayList<>();
            parts.add(Raw.of("["));
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    parts.add(Raw.of(","));
                }
                parts.add(items.get(i));
            }
            parts.add(Raw.of(odd == 0 ? ",]" : odd == 1 ? "" : odd == 2 ? "}" : "]"));
            return new Seq(parts);
        };
    }

    static Gen<Text> object(Gen<Text> value) {
        Gen<Text> w = whitespace();
        Gen<Text> name = name();
        Gen<Text> member = r -> seq(w.next(r), name.next(r), w.next(r), Raw.of(":"), value.next(r));
        Gen<List<Text>> members = member.list(6);
        return r -> {
            List<Text> items = members.next(r);
            int odd = r.nextInt(101);
            List<Text> parts = new java.util.ArrayList<>();
            parts.add(Raw.of("{"));
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    parts.add(Raw.of(odd == 0 ? ";" : ","));
                }
                parts.add(items.get(i));
            }
            parts.add(Raw.of(odd == 1 ? ",}" : odd == 2 ? "" : odd == 3 ? "]" : "}"));
            return new Seq(parts);
        };
    }

    /**
     * Nesting around the limits: the default read limit (64) and the generator's write limit
     * (500), a little under and over, and far past them; as arrays, objects or both, closed or not.
     */
    static Gen<Text> deep() {
        Gen<Integer> levels = Gen.frequency(
                Gen.weight(3, Gen.ints(60, 68)),
                Gen.weight(2, Gen.ints(14, 18)),
                Gen.weight(2, Gen.ints(495, 505)),
                Gen.weight(1, Gen.ints(1000, 5000)),
                Gen.weight(2, Gen.ints(1, 40)));
        return r -> nested(levels.next(r), r.nextInt(3), r.nextInt(10) == 0);
    }

    /**
     * {@code levels} levels around a 1: arrays (kind 0), objects (1) or both in turn (2); {@code
     * unbalanced}: half the closing brackets left out.
     */
    static Text nested(int levels, int kind, boolean unbalanced) {
        StringBuilder open = new StringBuilder();
        StringBuilder close = new StringBuilder();
        for (int i = 0; i < levels; i++) {
            boolean obj = kind == 1 || kind == 2 && i % 2 == 0;
            open.append(obj ? "{\"k\":" : "[");
            close.append(obj ? '}' : ']');
        }
        return Raw.of(open + "1" + close.substring(unbalanced ? levels / 2 : 0));
    }

    /** Tokens and garbage that may follow a document. */
    static final List<String> TRAILERS = List.of(",", "}", "]", "x", "\u0000", "{}", "1", "\"s\"", "//c", " null",
            "\uFEFF");

    /** What may follow a document: usually nothing, sometimes another token or garbage. */
    static Gen<Text> trailer() {
        return Gen.frequency(
                Gen.weight(20, Gen.just(Raw.of(""))),
                Gen.weight(2, Gen.of(TRAILERS.toArray(String[]::new)).map(Raw::of)),
                Gen.weight(1, Gen.byteArrays(Gen.bytes(), 1, 8).map(Raw::new)));
    }

    /** A whole document: whitespace, a value, whitespace and a trailer. */
    static Gen<Text> document() {
        Gen<Text> lead = Gen.frequency(
                Gen.weight(10, whitespace()), Gen.weight(1, Gen.of("\uFEFF", "\uFEFF ").map(Raw::of)));
        Gen<Text> value = value(4);
        Gen<Text> ws = whitespace();
        Gen<Text> trailer = trailer();
        return r -> seq(lead.next(r), value.next(r), ws.next(r), trailer.next(r));
    }

    /** Edits of a document's bytes: a changed, removed or inserted byte, or the end cut off. */
    record Mutation(int kind, int at, byte value) {
        static Gen<Mutation> any() {
            Gen<Integer> at = Gen.ints().map(Math::abs).filter(i -> i >= 0);
            return r -> new Mutation(r.nextInt(4), at.next(r), (byte) r.nextInt(256));
        }

        byte[] apply(byte[] in) {
            if (in.length == 0) {
                return kind == 2 ? new byte[] {value} : in;
            }
            int i = at % in.length;
            ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + 1);
            switch (kind) {
                case 0 -> {
                    byte[] copy = in.clone();
                    copy[i] = value;
                    return copy;
                }
                case 1 -> {
                    out.write(in, 0, i);
                    out.write(in, i + 1, in.length - i - 1);
                }
                case 2 -> {
                    out.write(in, 0, i);
                    out.write(value);
                    out.write(in, i, in.length - i);
                }
                default -> out.write(in, 0, i);
            }
            return out.toByteArray();
        }
    }

    /** {@code bytes} after {@code mutations}, in order. */
    static byte[] mutate(byte[] bytes, List<Mutation> mutations) {
        byte[] out = bytes;
        for (Mutation m : mutations) {
            out = m.apply(out);
        }
        return out;
    }
}
