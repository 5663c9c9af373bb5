package dev.mcpj.core.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import tools.jackson.core.JsonGenerator;

/**
 * Reads and writes JSON string literals as bytes when the string is ASCII, escapes being limited
 * to the usual ones ({@code \"}, {@code \\}, {@code \n}, {@code \r}, {@code \t}, {@code \b},
 * {@code \f}, and {@code \/} when reading). Reading, the parser then need not decode the string
 * character by character and build it from a char array (which the JDK then compresses back to
 * one byte per character); writing, the generator need not encode it character by character from
 * a char array. Runs between escapes are found eight bytes at a time ({@link ByteScan}) and
 * copied whole. Anything else, a character beyond ASCII, a {@code \}{@code u} escape, another
 * control character, is left to the parser and the generator.
 */
final class AsciiStrings {
    private static final long HIGH_BITS = ByteScan.HIGH_BITS;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long SPACES = 0x2020202020202020L;
    private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;
    /**
     * Escapes read before their density is judged, and the shortest run between them, on average,
     * at which reading a string here beats the parser: with shorter runs, the per-escape work
     * costs more than decoding character by character saves.
     */
    private static final int DENSE_ESCAPES = 8;
    private static final int SHORT_RUN = 32;
    /** Characters of a string looked at before it is encoded: the first ones, then as many spread out. */
    private static final int GLANCE = 32;

    private AsciiStrings() {
    }

    /**
     * The string whose literal opens with the quote at {@code src[quote]} and closes before
     * {@code limit}, if it is ASCII with only the usual escapes and at most {@code maxLength}
     * long; else null.
     */
    static String read(byte[] src, int quote, int limit, int maxLength) {
        if (quote < 0 || quote >= limit || src[quote] != '"') {
            return null;
        }
        Bytes out = null;
        int escapes = 0;
        int run = quote + 1;
        while (true) {
            int at = nextSpecial(src, run, limit, false);
            if (at >= limit) {
                return null; // no closing quote in this frame: the parser reports it
            }
            byte c = src[at];
            if (c == '"') {
                if (out == null) {
                    return at - run <= maxLength ? new String(src, run, at - run, StandardCharsets.ISO_8859_1) : null;
                }
                out.append(src, run, at);
                return out.length <= maxLength ? new String(out.bytes, 0, out.length, StandardCharsets.ISO_8859_1) : null;
            }
            int unescaped = c == '\\' && at + 1 < limit ? unescape(src[at + 1]) : -1;
            if (unescaped < 0 || ++escapes > DENSE_ESCAPES && at - quote < escapes * SHORT_RUN) {
                return null; // beyond ASCII, an escape left to the parser, or escapes too dense to gain
            }
            if (out == null) {
                out = new Bytes(2 * (at - run) + 64);
            }
            out.append(src, run, at);
            out.append((byte) unescaped);
            run = at + 2;
        }
    }

    /**
     * Writes {@code s} as a string value if it is ASCII needing only the usual escapes, and says
     * whether it did; if not, it wrote nothing. The bytes are {@code s} in ISO-8859-1, a plain
     * copy when the JDK stores {@code s} one byte per character. A string stored two bytes per
     * character would be encoded with every character beyond ISO-8859-1 replaced by a {@code
     * '?'}; so every {@code '?'} found is checked against {@code s}, and a glance at some of its
     * characters first spares most such strings the encoding.
     */
    static boolean write(JsonGenerator g, String s) {
        if (!looksAscii(s)) {
            return false;
        }
        byte[] bytes = s.getBytes(StandardCharsets.ISO_8859_1);
        Bytes out = null;
        int run = 0;
        int from = 0;
        while (true) {
            int at = nextSpecial(bytes, from, bytes.length, true);
            if (at >= bytes.length) {
                break;
            }
            byte c = bytes[at];
            if (c == '?') {
                if (s.charAt(at) != '?') {
                    return false; // a character beyond ISO-8859-1
                }
                from = at + 1;
                continue;
            }
            int escape = escape(c);
            if (escape < 0) {
                return false;
            }
            if (out == null) {
                out = new Bytes(bytes.length + bytes.length / 8 + 16);
            }
            out.append(bytes, run, at);
            out.append((byte) '\\');
            out.append((byte) escape);
            run = from = at + 1;
        }
        if (out == null) {
            g.writeRawUTF8String(bytes, 0, bytes.length);
        } else {
            out.append(bytes, run, bytes.length);
            g.writeRawUTF8String(out.bytes, 0, out.length);
        }
        return true;
    }

    /**
     * The first index in {@code [from, to)} of a quote, a backslash, a control character, a byte
     * beyond ASCII or, if asked, a question mark; {@code to} if there is none.
     */
    private static int nextSpecial(byte[] b, int from, int to, boolean questionMarks) {
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long v = ByteScan.word(b, i);
            // the lowest flag of each test is exact, so the lowest of all is the first special byte
            long special = ByteScan.zeroBytes(v ^ QUOTES) | ByteScan.zeroBytes(v ^ BACKSLASHES)
                    | ((v - SPACES) & ~v & HIGH_BITS) | (v & HIGH_BITS);
            if (questionMarks) {
                special |= ByteScan.zeroBytes(v ^ QUESTION_MARKS);
            }
            if (special != 0) {
                return i + ByteScan.firstFlagged(special);
            }
        }
        for (; i < to; i++) {
            byte c = b[i];
            if (c == '"' || c == '\\' || c < 0x20 || questionMarks && c == '?') { // negative: beyond ASCII
                return i;
            }
        }
        return to;
    }

    /** The character an escape {@code \}{@code e} stands for, or -1 if left to the parser. */
    private static int unescape(byte e) {
        return switch (e) {
            case '"', '\\', '/' -> e;
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            default -> -1;
        };
    }

    /** The letter the generator escapes {@code c} with, or -1 if {@code c} is left to it. */
    private static int escape(byte c) {
        return switch (c) {
            case '"', '\\' -> c;
            case '\b' -> 'b';
            case '\f' -> 'f';
            case '\n' -> 'n';
            case '\r' -> 'r';
            case '\t' -> 't';
            default -> -1;
        };
    }

    /** Whether the first characters of {@code s}, and some spread over the rest, are ASCII. */
    private static boolean looksAscii(String s) {
        int n = s.length();
        int first = Math.min(n, GLANCE);
        for (int i = 0; i < first; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        int step = Math.max(1, n / GLANCE);
        for (int i = first; i < n; i += step) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** A growing byte array. */
    private static final class Bytes {
        byte[] bytes;
        int length;

        Bytes(int capacity) {
            bytes = new byte[capacity];
        }

        void append(byte b) {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
            bytes[length++] = b;
        }

        void append(byte[] src, int from, int to) {
            int n = to - from;
            if (length + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + n));
            }
            System.arraycopy(src, from, bytes, length, n);
            length += n;
        }
    }
}
