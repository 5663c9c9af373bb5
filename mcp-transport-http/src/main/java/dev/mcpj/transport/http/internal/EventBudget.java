package dev.mcpj.transport.http.internal;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The bound on the bytes of events kept for resumption across all sessions of an endpoint. When
 * a new event would exceed it, the oldest events of any session are dropped first: their bytes
 * are freed at once, and the session that held them forgets them on its next use, so that no lock
 * of another session is ever taken. Thread-safe.
 */
final class EventBudget {
    /** One kept event; its bytes are cleared when it is dropped. */
    static final class Entry {
        private final long stream;
        private final long seq;
        private final int length;
        private final AtomicReference<byte[]> event;

        Entry(long stream, long seq, byte[] event) {
            this.stream = stream;
            this.seq = seq;
            this.length = event.length;
            this.event = new AtomicReference<>(event);
        }

        long stream() {
            return stream;
        }

        long seq() {
            return seq;
        }

        int length() {
            return length;
        }

        /** The event, or {@code null} once dropped. */
        byte[] event() {
            return event.get();
        }

        /** Drops the event's bytes; true only for the first call. */
        boolean drop() {
            return event.getAndSet(null) != null;
        }
    }

    private final long maxBytes;
    private final ArrayDeque<Entry> order = new ArrayDeque<>();
    private long bytes;
    private int live;

    EventBudget(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /** Counts a new event, dropping the oldest kept events of any session while over the bound. */
    synchronized void add(Entry entry) {
        order.addLast(entry);
        bytes += entry.length();
        live++;
        while (bytes > maxBytes && order.size() > 1) {
            release(order.removeFirst());
        }
        // Entries their sessions dropped stay queued until reached; keep them from piling up.
        if (order.size() > 2 * live + 1024) {
            order.removeIf(e -> e.event() == null);
        }
    }

    /** Frees an event's bytes (its session dropped it, or the bound did); later calls do nothing. */
    synchronized void release(Entry entry) {
        if (entry.drop()) {
            bytes -= entry.length();
            live--;
        }
    }

    /** The bytes of events kept now. */
    synchronized long bytes() {
        return bytes;
    }
}
