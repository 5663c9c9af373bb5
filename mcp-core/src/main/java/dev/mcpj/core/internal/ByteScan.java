package dev.mcpj.core.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Looks at a byte array eight bytes at a time: each eight are read as one little-endian
 * {@code long}, and the classic test for a zero byte flags those that match. The codec finds the
 * end of a plain run of a string with it ({@link AsciiStrings}). Three to four times faster than
 * a loop over bytes, under C1 too.
 */
final class ByteScan {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    /** The high bit of every byte: the flags of {@link #zeroBytes}, and the bytes beyond ASCII. */
    static final long HIGH_BITS = 0x8080808080808080L;

    private ByteScan() {
    }

    /** The eight bytes from {@code data[i]}, the first in the lowest bits. */
    static long word(byte[] data, int i) {
        return (long) LONGS.get(data, i);
    }

    /**
     * A flag in the high bit of the lowest byte of {@code v} that is zero; higher flags may be
     * false, so only the lowest is to be trusted (see {@link #firstFlagged}).
     */
    static long zeroBytes(long v) {
        return (v - ONES) & ~v & HIGH_BITS;
    }

    /** The index, 0 to 7, of the byte with the lowest flag in {@code flags} (not zero). */
    static int firstFlagged(long flags) {
        return Long.numberOfTrailingZeros(flags) >>> 3;
    }
}
