package dev.mcpj.transport.http.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The last events of one session, kept so that a client whose stream broke can ask for what it
 * missed. Bounded in count and in bytes: the oldest events fall out (the newest is always kept).
 * Not thread-safe; the session guards it.
 */
final class EventBuffer {
    private record Entry(long stream, long seq, byte[] event) {
    }

    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    private final int maxEvents;
    private final long maxBytes;
    private long bytes;

    EventBuffer(int maxEvents, long maxBytes) {
        this.maxEvents = maxEvents;
        this.maxBytes = maxBytes;
    }

    void add(long stream, long seq, byte[] event) {
        entries.addLast(new Entry(stream, seq, event));
        bytes += event.length;
        while (entries.size() > 1 && (entries.size() > maxEvents || bytes > maxBytes)) {
            bytes -= entries.removeFirst().event.length;
        }
    }

    /** The kept events of {@code stream} that came after event {@code seq}, oldest first. */
    List<byte[]> after(long stream, long seq) {
        List<byte[]> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.stream == stream && e.seq > seq) {
                out.add(e.event);
            }
        }
        return out;
    }
}
