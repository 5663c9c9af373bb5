package dev.mcpj.transport.stdio;

import dev.mcpj.server.transport.FrameReceiver;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines without decoding them. A line that fits in the read buffer is
 * handed over in place; longer ones are gathered up to the limit; beyond it the rest of the line
 * is skipped and reported. Blank lines are ignored; a trailing {@code \r} is dropped.
 */
final class LineReader {
    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private byte[] line = new byte[1024];
    private int lineLength;
    private boolean skipping;

    LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    void forEachLine(FrameReceiver receiver) throws IOException {
        int n;
        while ((n = in.read(buffer)) >= 0) {
            int start = 0;
            for (int i = 0; i < n; i++) {
                if (buffer[i] == '\n') {
                    if (lineLength == 0 && !skipping) {
                        emit(receiver, buffer, start, i - start);
                    } else {
                        append(buffer, start, i - start);
                        finishLine(receiver);
                    }
                    start = i + 1;
                }
            }
            if (start < n) {
                append(buffer, start, n - start);
            }
        }
        if (lineLength > 0 || skipping) {
            finishLine(receiver);
        }
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

    private void finishLine(FrameReceiver receiver) {
        if (skipping) {
            skipping = false;
            receiver.onOversizedFrame(maxLineBytes);
        } else {
            emit(receiver, line, 0, lineLength);
        }
        lineLength = 0;
        if (line.length > 64 * 1024) {
            line = new byte[1024];
        }
    }

    private void emit(FrameReceiver receiver, byte[] data, int off, int len) {
        if (len > maxLineBytes) {
            receiver.onOversizedFrame(maxLineBytes);
            return;
        }
        if (len > 0 && data[off + len - 1] == '\r') {
            len--;
        }
        if (isBlank(data, off, len)) {
            return;
        }
        receiver.onFrame(data, off, len);
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
