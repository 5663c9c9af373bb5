package dev.mcpj.server.cluster;

import dev.mcpj.core.Implementation;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.transport.SessionState;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Where the sessions of {@code initialize}-era clients (2025-11-25 and earlier) and their
 * resumption events are shared by several server processes behind one load balancer, so that a
 * client whose process went away goes on with another: the next process that gets one of its
 * requests takes the session up from the store, and a {@code GET} with {@code Last-Event-ID}
 * resumes a stream another process wrote, with every event that process stored.
 *
 * <p>A transport that keeps sessions (the Streamable HTTP transport of {@code mcp-transport-http})
 * takes one in its options; without one (the default) every process keeps its sessions and
 * events in its own memory, and with one it still does, writing through to the store as well.
 * The Redis implementation is in the {@code mcp-redis} module; {@link #inMemory()} shares one
 * process's memory between endpoints, for tests. The SPI lives here, beside the
 * {@link Broadcaster}, so that an implementation depends on the server alone, not on a transport.
 * See {@code docs/SCALING.md} for what moves between processes and what does not.
 *
 * <p>Implementations are thread-safe. {@link #append} is called as events are sent, and should not
 * wait for the store; the other methods may.
 */
public interface SessionStore {

    /**
     * Records a new session, to expire after {@code ttl} unless {@link #load loaded} again.
     *
     * @param sessionId the {@code Mcp-Session-Id}
     * @param session   its caller and state
     * @param ttl       the session idle timeout
     */
    void save(String sessionId, StoredSession session, Duration ttl);

    /**
     * The session, with its expiry pushed back to {@code ttl} from now; or {@code null} if it
     * ended, expired or never existed.
     *
     * @param sessionId the {@code Mcp-Session-Id}
     * @param ttl       the session idle timeout, counted again from now
     * @return the session, or {@code null} if the store does not have it
     */
    @Nullable StoredSession load(String sessionId, Duration ttl);

    /**
     * Forgets a session and its events (the client ended it).
     *
     * @param sessionId the {@code Mcp-Session-Id}
     */
    void delete(String sessionId);

    /**
     * Reserves a block of stream numbers for a process that takes the session up: the first call
     * answers 1, the next 2, and so on (block 0 belongs to the process that opened the session).
     *
     * @param sessionId the {@code Mcp-Session-Id}
     * @return the number of the block reserved, at least 1
     */
    long claimStreams(String sessionId);

    /**
     * Keeps an event of a session's stream for resumption; at most {@code maxEvents} per stream,
     * the oldest dropped first (a later {@link #after} from before a dropped one answers
     * {@code null}). Expires with {@code ttl}.
     *
     * @param sessionId the {@code Mcp-Session-Id}
     * @param event     the event, as sent
     * @param maxEvents how many events of its stream to keep at most
     * @param ttl       how long the event is kept, as the session idle timeout
     */
    void append(String sessionId, StreamEvent event, int maxEvents, Duration ttl);

    /**
     * The kept events of a stream after event {@code seq}, oldest first, and whether the stream
     * has ended; {@code null} if the stream is unknown or one of those events was dropped.
     *
     * @param sessionId the {@code Mcp-Session-Id}
     * @param stream    the stream's number within the session
     * @param seq       the sequence number of the last event already delivered
     * @return the events after it, or {@code null} if they cannot all be given
     */
    @Nullable StoredEvents after(String sessionId, long stream, long seq);

    /**
     * Records that process {@code node} is running, for {@code ttl}.
     *
     * @param node the process's name, as in {@link StreamEvent#node()}
     * @param ttl  how long the record holds unless renewed
     */
    void heartbeat(String node, Duration ttl);

    /**
     * Whether process {@code node} recorded a {@link #heartbeat} that has not expired.
     *
     * @param node the process's name, as in {@link StreamEvent#node()}
     * @return whether its last heartbeat still holds
     */
    boolean alive(String node);

    /**
     * A store in this process's memory: endpoints given the same instance share sessions, as
     * processes sharing Redis do. For tests and single-process trials; it never expires entries
     * by time, only when sessions are deleted.
     *
     * @return a new, empty store
     */
    static SessionStore inMemory() {
        return new MemorySessionStore();
    }

    /**
     * A session as a store keeps it.
     *
     * @param principal the authenticated caller it belongs to, or {@code null} for none
     * @param state     what its {@code initialize} settled
     */
    record StoredSession(@Nullable String principal, SessionState state) {
        private static final JsonMapper JSON = JsonMapper.builder().build();

        /**
         * Checks the session.
         *
         * @throws NullPointerException if {@code state} is null
         */
        public StoredSession {
            Objects.requireNonNull(state, "state");
        }

        /** {@return the session as one line of JSON, for stores that keep strings} */
        public String encode() {
            ObjectNode o = JSON.createObjectNode();
            if (principal != null) {
                o.put("principal", principal);
            }
            o.put("protocolVersion", state.protocolVersion());
            o.putObject("clientInfo").put("name", state.clientInfo().name()).put("version", state.clientInfo().version());
            o.set("capabilities", state.clientCapabilities());
            if (state.logLevel() != null) {
                o.put("logLevel", state.logLevel().name());
            }
            if (!state.subscriptions().isEmpty()) {
                var uris = o.putArray("subscriptions");
                state.subscriptions().stream().sorted().forEach(uris::add);
            }
            return o.toString();
        }

        /**
         * Reads what {@link #encode()} wrote.
         *
         * @param text a session as {@link #encode()} wrote it
         * @return the session
         * @throws IllegalArgumentException if {@code text} is not such a session
         */
        public static StoredSession decode(String text) {
            try {
                JsonNode o = JSON.readTree(text);
                JsonNode level = o.get("logLevel");
                Set<String> subscriptions = new HashSet<>();
                if (o.has("subscriptions")) {
                    o.get("subscriptions").forEach(u -> subscriptions.add(u.asString()));
                }
                return new StoredSession(o.hasNonNull("principal") ? o.get("principal").asString() : null,
                        new SessionState(o.get("protocolVersion").asString(),
                                Implementation.of(o.at("/clientInfo/name").asString(), o.at("/clientInfo/version").asString()),
                                o.get("capabilities"), level == null ? null : LoggingLevel.valueOf(level.asString()),
                                subscriptions));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("Not a stored session: " + e.getMessage(), e);
            }
        }
    }

    /**
     * One event of a session's stream.
     *
     * @param stream    the stream's number within the session
     * @param seq       the event's number within the session, growing
     * @param node      the process that wrote it, whose liveness tells whether more may come
     * @param requestId the JSON of the id of the request the stream answers ({@code 0} for the
     *                  standalone stream)
     * @param data      the event, as sent (a server-sent event, UTF-8)
     * @param last      whether it ends the stream (the response)
     */
    record StreamEvent(long stream, long seq, String node, String requestId, byte[] data, boolean last) {
        /**
         * Checks the event and copies its bytes.
         *
         * @throws NullPointerException if a field other than the primitives is null
         */
        public StreamEvent {
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(requestId, "requestId");
            data = data.clone();
        }

        /** {@return the event's bytes (a copy)} */
        @Override
        public byte[] data() {
            return data.clone();
        }
    }

    /**
     * Kept events of one stream.
     *
     * @param events    the events, as sent, oldest first
     * @param seqs      the session sequence number of each event
     * @param complete  whether the stream's last event is among them
     * @param node      the process that wrote the stream
     * @param requestId the JSON of the id of the request the stream answers
     */
    record StoredEvents(List<byte[]> events, List<Long> seqs, boolean complete, String node, String requestId) {
        /**
         * Checks the events and copies them.
         *
         * @throws IllegalArgumentException if there are not as many sequence numbers as events
         * @throws NullPointerException if a list, an event, a sequence number, {@code node} or
         *     {@code requestId} is null
         */
        public StoredEvents {
            events = events.stream().map(byte[]::clone).toList();
            seqs = List.copyOf(seqs);
            if (events.size() != seqs.size()) {
                throw new IllegalArgumentException("One sequence number per event");
            }
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(requestId, "requestId");
        }
    }
}
