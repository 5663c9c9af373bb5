package dev.mcpj.transport.http.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last events of one session, kept so that a client whose stream broke can ask for what it
 * missed. Bounded in count and in bytes per session, and by the endpoint's {@link EventBudget}
 * across sessions: the oldest events fall out. A stream that lost an event its client has not
 * seen can no longer be resumed: {@link #after} says so rather than hand out a stream with a gap.
 * Not thread-safe; the session guards it (the budget may drop an event's bytes from any thread).
 */
final class EventBuffer {
    /** How many streams' losses are remembered: as many as a session keeps resumable. */
    static final int RECENT_STREAMS = 1024;
    private final ArrayDeque<EventBudget.Entry> entries = new ArrayDeque<>();
    /** Per stream, the sequence number of the newest event that fell out; of recent streams only. */
    private final Map<Long, Long> lost = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Long> eldest) {
            return size() > RECENT_STREAMS;
        }
    };
    private final int maxEvents;
    private final long maxBytes;
    private final EventBudget budget;
    private long bytes;

    EventBuffer(int maxEvents, long maxBytes, EventBudget budget) {
        this.maxEvents = maxEvents;
        this.maxBytes = maxBytes;
        this.budget = budget;
    }

    void add(long stream, long seq, byte[] event) {
        EventBudget.Entry entry = new EventBudget.Entry(stream, seq, event);
        entries.addLast(entry);
        bytes += event.length;
        while (entries.size() > 1 && (entries.size() > maxEvents || bytes > maxBytes)) {
            drop(entries.peekFirst());
        }
        budget.add(entry);
        forgetEvicted();
    }

    /**
     * The kept events of {@code stream} that came after event {@code seq}, oldest first; or
     * {@code null} if one of them fell out, so the stream cannot be resumed from there.
     */
    List<byte[]> after(long stream, long seq) {
        forgetEvicted();
        Long newestLost = lost.get(stream);
        if (newestLost != null && newestLost > seq) {
            return null;
        }
        List<byte[]> out = new ArrayList<>();
        for (EventBudget.Entry e : entries) {
            byte[] event = e.event();
            if (e.stream() == stream && e.seq() > seq && event != null) {
                out.add(event);
            }
        }
        return out;
    }

    /** Drops every event: the session ended. */
    void clear() {
        while (!entries.isEmpty()) {
            drop(entries.peekFirst());
        }
    }

    /** Removes the entries the budget took, remembering what each stream lost. */
    private void forgetEvicted() {
        while (!entries.isEmpty() && entries.peekFirst().event() == null) {
            drop(entries.peekFirst());
        }
    }

    private void drop(EventBudget.Entry entry) {
        entries.removeFirst();
        bytes -= entry.length();
        Long before = lost.remove(entry.stream());
        lost.put(entry.stream(), before == null ? entry.seq() : Math.max(before, entry.seq()));
        budget.release(entry);
    }
}
