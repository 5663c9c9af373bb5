package dev.mcpj.core.internal;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generators of JSON text as bytes, for the differential tests of the wire path. They aim at what
 * the hand-written parts of the codec decide on: string literals with every escape (short, {@code
 * \}{@code u} in either case, needless {@code \/}), lone and paired surrogates, raw and escaped,
 * invalid UTF-8, control characters and NUL, long plain runs and dense escapes; numbers at every
 * edge; nesting at and past the limits; duplicate names, also spelled differently; odd
 * whitespace; garbage after the document; and random byte mutations of all of it. Most of what is
 * generated is valid, so that the comparison reaches past the first error.
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

    private static Text seq(Text... parts) {
        return new Seq(List.of(parts));
    }

    // ---- strings ----

    /** A string literal, quotes included. */
    static Arbitrary<Text> stringLiteral() {
        return segment().list().ofMaxSize(12).map(segments -> {
            Text[] parts = new Text[segments.size() + 2];
            parts[0] = Raw.of("\"");
            for (int i = 0; i < segments.size(); i++) {
                parts[i + 1] = segments.get(i);
            }
            parts[parts.length - 1] = Raw.of("\"");
            return seq(parts);
        });
    }

    /** A short name, often one of a few, spelled plainly or escaped, so that objects repeat names. */
    static Arbitrary<Text> name() {
        Arbitrary<Text> common = Arbitraries.of("\"a\"", "\"b\"", "\"\\u0061\"", "\"\\u0062\"", "\"id\"", "\"i\\u0064\"",
                "\"method\"", "\"\"", "\"\\\"\"", "\"\\/\"", "\"/\"").map(Raw::of);
        return Arbitraries.frequencyOf(Tuple.of(3, common), Tuple.of(2, stringLiteral()));
    }

    /** Part of a string literal's body. */
    static Arbitrary<Text> segment() {
        return Arbitraries.frequencyOf(
                Tuple.of(60, plainAscii(0, 40)),
                Tuple.of(16, plainAscii(200, 3000)),
                Tuple.of(28, escapedAscii()),
                Tuple.of(10, denseEscapes()),
                Tuple.of(20, beyondAscii()),
                Tuple.of(10, surrogatePair()),
                Tuple.of(6, loneSurrogate()),
                Tuple.of(2, invalidUtf8()),
                Tuple.of(1, invalidEscape()),
                Tuple.of(4, nul()),
                Tuple.of(1, rawControl()));
    }

    /** Printable ASCII written as is, quote and backslash escaped. */
    private static Arbitrary<Text> plainAscii(int min, int max) {
        return Arbitraries.strings().withCharRange(' ', '~').ofMinLength(min).ofMaxLength(max)
                .map(s -> Raw.of(s.replace("\\", "\\\\").replace("\"", "\\\"")));
    }

    /** One character that has a short escape or is a control character, escaped some way. */
    private static Arbitrary<Text> escapedAscii() {
        Arbitrary<Character> c = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.of('"', '\\', '/', '\b', '\f', '\n', '\r', '\t')),
                Tuple.of(4, Arbitraries.chars().range('\u0000', '\u001f')),
                Tuple.of(1, Arbitraries.of('\u007f', '?', ' ', 'u', 'A')));
        return Combinators.combine(c, Arbitraries.integers().between(0, 3)).as(JsonTexts::escape);
    }

    /** {@code c} as a short escape if it has one, else {@code \}{@code u}, in lower or upper hex, or, for '/', plain. */
    private static Text escape(char c, int style) {
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
    private static Arbitrary<Text> denseEscapes() {
        Arbitrary<Text> one = Arbitraries.frequencyOf(Tuple.of(3, escapedAscii()), Tuple.of(1, plainAscii(0, 6)));
        return one.list().ofMinSize(8).ofMaxSize(120).map(Seq::new);
    }

    /** A character beyond ASCII in the BMP (not a surrogate), raw or escaped. */
    private static Arbitrary<Text> beyondAscii() {
        Arbitrary<Character> c = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.chars().range('\u0080', '\u00ff')),
                Tuple.of(3, Arbitraries.chars().range('\u0100', '\ud7ff')),
                Tuple.of(1, Arbitraries.chars().range('\ue000', '\uffff')),
                Tuple.of(1, Arbitraries.of('\u2028', '\u2029', '\ufeff', '\ufffe', '\uffff', '\u00a0')));
        return Combinators.combine(c, Arbitraries.integers().between(0, 2)).as((ch, style) ->
                style == 0 ? escape(ch, 3) : Raw.of(String.valueOf(ch)));
    }

    /** A supplementary character: raw, as an escaped pair, or half escaped and half raw (invalid). */
    private static Arbitrary<Text> surrogatePair() {
        Arbitrary<Integer> cp = Arbitraries.integers().between(0x10000, 0x10FFFF);
        return Combinators.combine(cp, Arbitraries.integers().between(0, 9)).as((code, style) -> {
            char[] pair = Character.toChars(code);
            return switch (style) {
                case 8 -> seq(escape(pair[0], 2), rawSurrogate(pair[1]));
                case 9 -> seq(rawSurrogate(pair[0]), escape(pair[1], 2));
                default -> style % 2 == 0 ? Raw.of(new String(pair)) : seq(escape(pair[0], 2), escape(pair[1], 3));
            };
        });
    }

    /** A surrogate on its own: escaped (valid JSON), or its three bytes as CESU-8 would write them. */
    private static Arbitrary<Text> loneSurrogate() {
        Arbitrary<Character> c = Arbitraries.chars().range('\ud800', '\udfff');
        return Combinators.combine(c, Arbitraries.integers().between(0, 5)).as((ch, style) ->
                style < 5 ? escape(ch, 2 + style % 2) : rawSurrogate(ch));
    }

    private static Text rawSurrogate(char c) {
        return new Raw(new byte[] {(byte) (0xE0 | c >> 12), (byte) (0x80 | c >> 6 & 0x3F), (byte) (0x80 | c & 0x3F)});
    }

    /** Bytes that are not UTF-8: stray continuation bytes, overlong forms, cut-off sequences, 0xF5 and up. */
    private static Arbitrary<Text> invalidUtf8() {
        Arbitrary<Text> known = Arbitraries.of(
                new byte[] {(byte) 0x80}, new byte[] {(byte) 0xBF}, new byte[] {(byte) 0xC0, (byte) 0x80},
                new byte[] {(byte) 0xC1, (byte) 0xBF}, new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
                new byte[] {(byte) 0xC3}, new byte[] {(byte) 0xE2, (byte) 0x82}, new byte[] {(byte) 0xF0, (byte) 0x9F},
                new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, new byte[] {(byte) 0xF5},
                new byte[] {(byte) 0xFF}, new byte[] {(byte) 0xFE}).map(Raw::new);
        Arbitrary<Text> random = Arbitraries.bytes().between((byte) 0x80, (byte) 0xFF).array(byte[].class)
                .ofMinSize(1).ofMaxSize(6).map(Raw::new);
        return Arbitraries.oneOf(known, random);
    }

    /** A backslash that does not start a valid escape. */
    private static Arbitrary<Text> invalidEscape() {
        return Arbitraries.of("\\x", "\\u12", "\\u12G4", "\\U0041", "\\a", "\\0", "\\ ", "\\u", "\\\u00e9", "\\'")
                .map(Raw::of);
    }

    private static Arbitrary<Text> nul() {
        return Arbitraries.of("\\u0000", "\\u0000\\u0000", "\u0000").map(Raw::of);
    }

    /** A control character written raw, which JSON forbids inside strings. */
    private static Arbitrary<Text> rawControl() {
        return Arbitraries.chars().range('\u0000', '\u001f').map(c -> Raw.of(String.valueOf(c)));
    }

    // ---- numbers ----

    /** A number literal: edges, random values of every size, and some that are not numbers. */
    static Arbitrary<Text> number() {
        Arbitrary<String> edges = Arbitraries.of("0", "-0", "0.0", "-0.0", "0e0", "-0E-0", "1", "-1",
                "2147483647", "2147483648", "-2147483648", "-2147483649",
                "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
                "18446744073709551616", "1e308", "1.7976931348623157E308", "1.8e308", "1e309", "-1e309",
                "4.9e-324", "2e-324", "1e-400", "2.2250738585072014E-308", "1E+2", "1e-7", "0.1", "1.0",
                "123456789012345678901234567890", "9007199254740993", "1.00000000000000011102230246251565404236316680908203125");
        Arbitrary<String> invalid = Arbitraries.of("01", "-01", "1.", ".5", "+1", "1e", "1e+", "-", "--1", "0x10",
                "NaN", "Infinity", "-Infinity", "1_000", "1.2.3", "1e5.5", "١");
        Arbitrary<String> ints = Arbitraries.integers().map(String::valueOf);
        Arbitrary<String> longs = Arbitraries.longs().map(String::valueOf);
        Arbitrary<String> doubles = Arbitraries.doubles().filter(Double::isFinite).map(String::valueOf);
        Arbitrary<String> bits = Arbitraries.longs().map(l -> Double.longBitsToDouble(l))
                .filter(Double::isFinite).map(String::valueOf);
        Arbitrary<String> bigs = Arbitraries.integers().between(1, 1100).flatMap(n ->
                Arbitraries.strings().numeric().ofLength(n).map(s -> new BigInteger("1" + s).toString()));
        Arbitrary<String> exponents = Combinators.combine(
                Arbitraries.integers().between(-99, 999), Arbitraries.of("e", "E", "e+", "E-", "e-", ".5e"),
                Arbitraries.integers().between(0, 100_000)).as((m, e, x) -> m + e + x);
        Arbitrary<String> any = Arbitraries.frequencyOf(
                Tuple.of(12, edges), Tuple.of(1, invalid), Tuple.of(6, ints), Tuple.of(6, longs),
                Tuple.of(6, doubles), Tuple.of(4, bits), Tuple.of(2, bigs), Tuple.of(4, exponents));
        return any.map(Raw::of);
    }

    // ---- values and documents ----

    /** Whitespace between tokens: usually the allowed kinds, sometimes a character JSON does not allow. */
    static Arbitrary<Text> whitespace() {
        return Arbitraries.frequencyOf(
                Tuple.of(40, Arbitraries.just("")),
                Tuple.of(15, Arbitraries.of(" ", "\n", "\t", "\r\n", " \t\r\n ")),
                Tuple.of(1, Arbitraries.of("\f", "\u00a0", "\u000b", "\u2028", "\u0000", "/*c*/", "//c\n")))
                .map(Raw::of);
    }

    /** A value of at most {@code depth} levels. */
    static Arbitrary<Text> value(int depth) {
        Arbitrary<Text> scalar = Arbitraries.frequencyOf(
                Tuple.of(5, stringLiteral()),
                Tuple.of(4, number()),
                Tuple.of(3, Arbitraries.of("true", "false", "null").map(Raw::of)),
                Tuple.of(1, Arbitraries.of("true", "false", "null", "tru", "nul", "True", "NULL", "undefined")
                        .map(Raw::of)));
        if (depth <= 0) {
            return scalar;
        }
        Arbitrary<Text> inner = Arbitraries.lazy(() -> value(depth - 1));
        return Arbitraries.frequencyOf(
                Tuple.of(5, scalar),
                Tuple.of(2, array(inner)),
                Tuple.of(3, object(inner)),
                Tuple.of(1, Arbitraries.lazy(JsonTexts::deep)));
    }

    static Arbitrary<Text> array(Arbitrary<Text> element) {
        Arbitrary<Text> member = Combinators.combine(whitespace(), element, whitespace()).as(JsonTexts::seq);
        return Combinators.combine(member.list().ofMaxSize(6), Arbitraries.integers().between(0, 100)).as((items, odd) -> {
            Text[] parts = new Text[2 * items.size() + 2];
            int n = 0;
            parts[n++] = Raw.of("[");
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    parts[n++] = Raw.of(",");
                }
                parts[n++] = items.get(i);
            }
            String close = odd == 0 ? ",]" : odd == 1 ? "" : odd == 2 ? "}" : "]";
            parts[n++] = Raw.of(close);
            return new Seq(java.util.Arrays.asList(parts).subList(0, n));
        });
    }

    static Arbitrary<Text> object(Arbitrary<Text> value) {
        Arbitrary<Text> member = Combinators.combine(whitespace(), name(), whitespace(), value)
                .as((w1, k, w2, v) -> seq(w1, k, w2, Raw.of(":"), v));
        return Combinators.combine(member.list().ofMaxSize(6), Arbitraries.integers().between(0, 100)).as((items, odd) -> {
            Text[] parts = new Text[2 * items.size() + 2];
            int n = 0;
            parts[n++] = Raw.of("{");
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    parts[n++] = Raw.of(odd == 0 ? ";" : ",");
                }
                parts[n++] = items.get(i);
            }
            String close = odd == 1 ? ",}" : odd == 2 ? "" : odd == 3 ? "]" : "}";
            parts[n++] = Raw.of(close);
            return new Seq(java.util.Arrays.asList(parts).subList(0, n));
        });
    }

    /**
     * Nesting around the limits: the default read limit (64) and the generator's write limit
     * (500), a little under and over, and far past them; as arrays, objects or both, closed or not.
     */
    static Arbitrary<Text> deep() {
        Arbitrary<Integer> levels = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(60, 68)),
                Tuple.of(2, Arbitraries.integers().between(14, 18)),
                Tuple.of(2, Arbitraries.integers().between(495, 505)),
                Tuple.of(1, Arbitraries.integers().between(1000, 5000)),
                Tuple.of(2, Arbitraries.integers().between(1, 40)));
        return Combinators.combine(levels, Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 9))
                .as((n, kind, unbalanced) -> {
                    StringBuilder open = new StringBuilder();
                    StringBuilder close = new StringBuilder();
                    for (int i = 0; i < n; i++) {
                        boolean obj = kind == 1 || kind == 2 && i % 2 == 0;
                        open.append(obj ? "{\"k\":" : "[");
                        close.append(obj ? '}' : ']');
                    }
                    int cut = unbalanced == 0 ? Math.max(0, n / 2) : 0;
                    return Raw.of(open + "1" + close.substring(cut));
                });
    }

    /** What may follow a document: usually nothing, sometimes another token or garbage. */
    static Arbitrary<Text> trailer() {
        return Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.just((Text) Raw.of(""))),
                Tuple.of(2, Arbitraries.of(",", "}", "]", "x", "\u0000", "{}", "1", "\"s\"", "//c", " null", "\uFEFF")
                        .map(Raw::of)),
                Tuple.of(1, Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(8).map(Raw::new)));
    }

    /** A whole document: whitespace, a value, whitespace and a trailer. */
    static Arbitrary<Text> document() {
        Arbitrary<Text> lead = Arbitraries.frequencyOf(
                Tuple.of(10, whitespace()), Tuple.of(1, Arbitraries.of("\uFEFF", "\uFEFF ").map(Raw::of)));
        return Combinators.combine(lead, value(4), whitespace(), trailer()).as(JsonTexts::seq);
    }

    /** Edits of a document's bytes: a changed, removed or inserted byte, or the end cut off. */
    record Mutation(int kind, int at, byte value) {
        static Arbitrary<Mutation> any() {
            return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().greaterOrEqual(0),
                    Arbitraries.bytes()).as(Mutation::new);
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

    /** Some of a document's bytes, shown in a failure message. */
    static String show(byte[] bytes) {
        String s = new String(bytes, StandardCharsets.UTF_8);
        return s.length() > 300 ? s.substring(0, 300) + "… (" + bytes.length + " bytes)" : s;
    }
}
