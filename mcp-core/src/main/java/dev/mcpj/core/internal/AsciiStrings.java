package dev.mcpj.core.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads a JSON string literal straight from its bytes when it is plain printable ASCII, with
 * nothing escaped: the parser then need not decode it character by character and build the
 * String from a char array (which the JDK then compresses back to one byte per character). Looks
 * at eight bytes at a time. Anything else, an escape, a control character, a byte of a multi-byte
 * character, is left to the parser.
 */
final class AsciiStrings {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long SPACES = 0x2020202020202020L;

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

    /** A flag in the high bit of the lowest byte of {@code v} that is zero (higher flags may be false). */
    private static long zeroBytes(long v) {
        return (v - ONES) & ~v & HIGH_BITS;
    }

    private static String string(byte[] src, int start, int end) {
        return new String(src, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
