package dev.mcpj.core.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JsonGenerator;

/**
 * Reads and writes JSON string literals straight as bytes when they are plain printable ASCII,
 * with nothing to escape. Reading, the parser then need not decode the string character by
 * character and build it from a char array (which the JDK then compresses back to one byte per
 * character); writing, the generator need not encode it character by character from a char
 * array. Looks at eight bytes at a time. Anything else, an escape, a control character, a
 * character beyond ASCII, is left to the parser and the generator.
 */
final class AsciiStrings {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long SPACES = 0x2020202020202020L;
    private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;
    /** Characters of a string looked at before it is encoded: the first ones, then as many spread out. */
    private static final int GLANCE = 32;

    private AsciiStrings() {
    }

    /**
     * The string whose literal opens with the quote at {@code src[quote]}, if up to its closing
     * quote, before {@code limit}, every byte is printable ASCII other than a backslash, and it is
     * at most {@code maxLength} long; else null.
     */
    static String read(byte[] src, int quote, int limit, int maxLength) {
        if (quote < 0 || quote >= limit || src[quote] != '"') {
            return null;
        }
        int start = quote + 1;
        int end = (int) Math.min(limit, (long) start + maxLength + 1);
        int i = start;
        for (; i + Long.BYTES <= end; i += Long.BYTES) {
            long v = (long) LONGS.get(src, i);
            long quotes = zeroBytes(v ^ QUOTES);
            long bad = zeroBytes(v ^ BACKSLASHES) | ((v - SPACES) & ~v & HIGH_BITS) | (v & HIGH_BITS);
            if ((quotes | bad) != 0) {
                // the lowest flag of each test is exact, so the lowest of all says what comes first
                if (Long.numberOfTrailingZeros(quotes) < Long.numberOfTrailingZeros(bad)) {
                    return string(src, start, i + (Long.numberOfTrailingZeros(quotes) >>> 3));
                }
                return null;
            }
        }
        for (; i < end; i++) {
            byte b = src[i];
            if (b == '"') {
                return string(src, start, i);
            }
            if (b < 0x20 || b == '\\') { // a negative byte is one of a multi-byte character
                return null;
            }
        }
        return null;
    }

    /**
     * Writes {@code s} as a string value if it is plain printable ASCII with nothing to escape,
     * and says whether it did; if not, it wrote nothing. The bytes are {@code s} in ISO-8859-1,
     * a plain copy when the JDK stores {@code s} one byte per character. A string stored two bytes
     * per character would be encoded with every character beyond ISO-8859-1 replaced by a {@code
     * '?'}; so every {@code '?'} found is checked against {@code s}, and a glance at some of its
     * characters first spares such strings the encoding.
     */
    static boolean write(JsonGenerator g, String s) {
        if (!looksAscii(s)) {
            return false;
        }
        byte[] bytes = s.getBytes(StandardCharsets.ISO_8859_1);
        if (!plain(bytes, s)) {
            return false;
        }
        g.writeRawUTF8String(bytes, 0, bytes.length);
        return true;
    }

    /**
     * Whether the first characters of {@code s}, and some spread over the rest, are printable
     * ASCII with nothing to escape.
     */
    private static boolean looksAscii(String s) {
        int n = s.length();
        int first = Math.min(n, GLANCE);
        for (int i = 0; i < first; i++) {
            if (!plain(s.charAt(i))) {
                return false;
            }
        }
        int step = Math.max(1, n / GLANCE);
        for (int i = first; i < n; i += step) {
            if (!plain(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean plain(char c) {
        return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
    }

    /**
     * Whether {@code bytes}, {@code s} in ISO-8859-1, are printable ASCII other than a quote or a
     * backslash, each {@code '?'} being one in {@code s} too.
     */
    private static boolean plain(byte[] bytes, String s) {
        int i = 0;
        for (; i + Long.BYTES <= bytes.length; i += Long.BYTES) {
            long v = (long) LONGS.get(bytes, i);
            long bad = zeroBytes(v ^ QUOTES) | zeroBytes(v ^ BACKSLASHES) | ((v - SPACES) & ~v & HIGH_BITS)
                    | (v & HIGH_BITS);
            if (bad != 0) {
                return false;
            }
            if (zeroBytes(v ^ QUESTION_MARKS) != 0) {
                for (int k = i; k < i + Long.BYTES; k++) {
                    if (bytes[k] == '?' && s.charAt(k) != '?') {
                        return false;
                    }
                }
            }
        }
        for (; i < bytes.length; i++) {
            byte b = bytes[i];
            if (b < 0x20 || b == '"' || b == '\\' || b == '?' && s.charAt(i) != '?') {
                return false;
            }
        }
        return true;
    }

    /** A flag in the high bit of the lowest byte of {@code v} that is zero (higher flags may be false). */
    private static long zeroBytes(long v) {
        return (v - ONES) & ~v & HIGH_BITS;
    }

    private static String string(byte[] src, int start, int end) {
        return new String(src, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
