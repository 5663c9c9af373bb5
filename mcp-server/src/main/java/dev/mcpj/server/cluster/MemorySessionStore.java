package dev.mcpj.server.cluster;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link SessionStore#inMemory()}: sessions and their streams in maps. Entries leave with their
 * session's {@link #delete}; heartbeats expire by time.
 */
final class MemorySessionStore implements SessionStore {
    private final Map<String, StoredSession> sessions = new ConcurrentHashMap<>();
    private final Map<String, Long> claimed = new ConcurrentHashMap<>();
    /** Per session, per stream: guarded by the session's map. */
    private final Map<String, Map<Long, Stream>> streams = new ConcurrentHashMap<>();
    private final Map<String, Long> heartbeats = new ConcurrentHashMap<>();

    private static final class Stream {
        final ArrayDeque<StreamEvent> events = new ArrayDeque<>();
        long lost;
        boolean complete;
    }

    @Override
    public void save(String sessionId, StoredSession session, Duration ttl) {
        sessions.put(sessionId, session);
    }

    @Override
    public StoredSession load(String sessionId, Duration ttl) {
        return sessions.get(sessionId);
    }

    @Override
    public void delete(String sessionId) {
        sessions.remove(sessionId);
        claimed.remove(sessionId);
        streams.remove(sessionId);
    }

    @Override
    public long claimStreams(String sessionId) {
        return claimed.merge(sessionId, 1L, Long::sum);
    }

    @Override
    public void append(String sessionId, StreamEvent event, int maxEvents, Duration ttl) {
        Map<Long, Stream> of = streams.computeIfAbsent(sessionId, s -> new HashMap<>());
        synchronized (of) {
            Stream s = of.computeIfAbsent(event.stream(), n -> new Stream());
            s.events.addLast(event);
            s.complete |= event.last();
            while (s.events.size() > maxEvents) {
                s.lost = Math.max(s.lost, s.events.removeFirst().seq());
            }
        }
    }

    @Override
    public StoredEvents after(String sessionId, long stream, long seq) {
        Map<Long, Stream> of = streams.get(sessionId);
        if (of == null) {
            return null;
        }
        synchronized (of) {
            Stream s = of.get(stream);
            if (s == null || s.events.isEmpty() || s.lost > seq) {
                return null;
            }
            List<byte[]> events = new ArrayList<>();
            List<Long> seqs = new ArrayList<>();
            for (StreamEvent e : s.events) {
                if (e.seq() > seq) {
                    events.add(e.data());
                    seqs.add(e.seq());
                }
            }
            StreamEvent first = s.events.peekFirst();
            return new StoredEvents(events, seqs, s.complete, first.node(), first.requestId());
        }
    }

    @Override
    public void heartbeat(String node, Duration ttl) {
        heartbeats.put(node, System.nanoTime() + ttl.toNanos());
    }

    @Override
    public boolean alive(String node) {
        Long until = heartbeats.get(node);
        return until != null && until - System.nanoTime() > 0;
    }
}
