package dev.mcpj.transport.stdio;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines without decoding them. A line that fits in the read buffer is
 * handed over in place; longer ones are gathered up to the limit; beyond it the rest of the line
 * is skipped and reported. Blank lines are ignored; a trailing {@code \r} is dropped.
 *
 * <p>The reading can move from thread to thread: all of its state is in fields, and it is
 * brought up to date before each line is handed over, so that when the {@link Sink} says this
 * thread no longer owns the loop, the thread leaves without touching anything and another one
 * calls {@link #deliver} to go on from the next line.
 */
final class LineReader {
    /** Where lines go. */
    interface Sink {
        /** One line; returns whether the calling thread still owns the read loop. */
        boolean line(byte[] data, int offset, int length);

        /** A line longer than {@code limit} bytes was skipped. */
        void oversized(long limit);
    }

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int filled;
    private int next;
    private byte[] line = new byte[1024];
    private int lineLength;
    private boolean skipping;

    LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * Hands lines to {@code sink} until the input ends (returns true) or the sink says the loop
     * has moved to another thread (returns false).
     */
    boolean deliver(Sink sink) throws IOException {
        while (true) {
            if (next >= filled) {
                int n = in.read(buffer);
                if (n < 0) {
                    // a last line without a newline; if its handler moves the loop, the new
                    // owner reads the end of the input again and reports it
                    return lineLength == 0 && !skipping || finishLine(sink);
                }
                filled = n;
                next = 0;
            }
            int start = next;
            int end = indexOfNewline(start);
            if (end < 0) {
                append(buffer, start, filled - start);
                next = filled;
                continue;
            }
            next = end + 1;
            boolean owner;
            if (lineLength == 0 && !skipping) {
                owner = emit(sink, buffer, start, end - start);
            } else {
                append(buffer, start, end - start);
                owner = finishLine(sink);
            }
            if (!owner) {
                return false;
            }
        }
    }

    /**
     * Whether more input is waiting: read into the buffer and not handed over yet, or in the
     * stream. Only for the thread that owns the loop.
     */
    boolean inputWaiting() {
        if (next < filled) {
            return true;
        }
        try {
            return in.available() > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** The first newline in the buffer from {@code from}, or -1: every byte of every line passes here. */
    private int indexOfNewline(int from) {
        return NewlineScan.indexOfNewline(buffer, from, filled);
    }

    private void append(byte[] src, int off, int len) {
        if (skipping) {
            return;
        }
        if ((long) lineLength + len > maxLineBytes) {
            skipping = true;
            lineLength = 0;
            if (line.length > 64 * 1024) {
                line = new byte[1024];
            }
            return;
        }
        if (lineLength + len > line.length) {
            line = Arrays.copyOf(line, Math.max(lineLength + len, Math.min(maxLineBytes, line.length * 2)));
        }
        System.arraycopy(src, off, line, lineLength, len);
        lineLength += len;
    }

    /** Hands over the gathered line, after resetting the state for the next one. */
    private boolean finishLine(Sink sink) {
        byte[] data = line;
        int length = lineLength;
        boolean oversized = skipping;
        skipping = false;
        lineLength = 0;
        if (line.length > 64 * 1024) {
            line = new byte[1024];
        }
        if (oversized) {
            sink.oversized(maxLineBytes);
            return true;
        }
        return emit(sink, data, 0, length);
    }

    private boolean emit(Sink sink, byte[] data, int off, int len) {
        if (len > maxLineBytes) {
            sink.oversized(maxLineBytes);
            return true;
        }
        if (len > 0 && data[off + len - 1] == '\r') {
            len--;
        }
        if (isBlank(data, off, len)) {
            return true;
        }
        return sink.line(data, off, len);
    }

    private static boolean isBlank(byte[] data, int off, int len) {
        for (int i = off; i < off + len; i++) {
            byte b = data[i];
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }
}
