package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.tool.HeaderParameter;
import dev.mcpj.server.transport.SessionState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The Streamable HTTP profile of the stateless revisions (2026-07-28): no sessions, every POST on
 * its own. A request POST is checked against what its headers mirror of its body, then served by
 * a server connection of its own ({@link StatelessExchange}) that closes with its answer. A
 * notification POST is accepted and dropped: the core protocol defines none for clients on HTTP
 * (closing the response stream is how a request is cancelled). Clients of the {@code initialize}
 * era are served the same way when the transport runs without sessions.
 */
final class StatelessEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final byte[] EMPTY = new byte[0];
    /** The revision of an {@code initialize}-era request without {@code MCP-Protocol-Version}. */
    private static final String UNNAMED_VERSION = "2025-03-26";
    /** Who a sessionless request comes from: its client named itself to {@code initialize} only. */
    private static final Implementation UNKNOWN_CLIENT = Implementation.of("unknown", "unknown");

    private final HttpCore core;
    private final Set<StatelessExchange> live = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    StatelessEndpoint(HttpCore core) {
        this.core = core;
    }

    void post(HttpExchangeAdapter ex, Incoming message, MediaTypes.Accept accept, Caller caller) {
        switch (message.kind()) {
            case RESPONSE -> Replies.error(ex, 400, ErrorCode.INVALID_REQUEST,
                    "Bad Request: clients send no responses in protocol " + ProtocolVersions.STATELESS.get(0), null);
            case NOTIFICATION -> {
                LOG.debug("Accepted and ignored notification {} (none is defined for HTTP clients)", message.method());
                ex.respond(202, Map.of(), EMPTY);
            }
            case IGNORED -> ignored(ex);
            case REQUEST -> request(ex, message, accept, caller);
        }
    }

    /**
     * Serves a POST of the {@code initialize} era without a session (see
     * {@link dev.mcpj.transport.http.HttpTransportOptions#sessionless()}): a request on a
     * connection of its own, which {@code initialize} starts and any other request continues as
     * of {@code version}; a notification is accepted and dropped.
     */
    void sessionless(HttpExchangeAdapter ex, Incoming message, MediaTypes.Accept accept, Caller caller,
                     String version) {
        switch (message.kind()) {
            case RESPONSE -> Replies.error(ex, 400, ErrorCode.INVALID_REQUEST, "Bad Request: this server keeps no "
                    + "sessions, so it sent no request to answer", null);
            case NOTIFICATION -> {
                LOG.debug("Accepted and dropped notification {}: no session to deliver it to", message.method());
                ex.respond(202, Map.of(), EMPTY);
            }
            case IGNORED -> ignored(ex);
            case REQUEST -> {
                SessionState state = message.isInitialize() ? null : new SessionState(
                        version == null ? UNNAMED_VERSION : version, UNKNOWN_CLIENT, JsonNodeFactory.instance.objectNode(), null);
                serve(new StatelessExchange(core, this, ex, message.id(), accept, true, state), ex, message,
                        caller);
            }
        }
    }

    /** An invalid notification or response: JSON-RPC answers neither, so the POST is accepted and dropped. */
    private static void ignored(HttpExchangeAdapter ex) {
        LOG.debug("Dropped an invalid notification or response");
        ex.respond(202, Map.of(), EMPTY);
    }

    private void request(HttpExchangeAdapter ex, Incoming message, MediaTypes.Accept accept, Caller caller) {
        RequestId id = message.id();
        try {
            String header = MirroredHeaders.single(ex.headers(), MirroredHeaders.VERSION);
            if (header == null) {
                throw new MirroredHeaders.Mismatch("the " + MirroredHeaders.VERSION + " header is required");
            }
            String version = RequestMeta.version(message.params());
            if (!header.trim().equals(version)) {
                throw new MirroredHeaders.Mismatch(MirroredHeaders.VERSION + " header value '" + header.trim()
                        + "' does not match body value '" + version + "'");
            }
            // A version this server does not speak is refused by the server itself, with the
            // versions it supports; the rules for headers are those of the versions it knows.
            if (ProtocolVersions.isStateless(version)) {
                MirroredHeaders.check(ex.headers(), message, headerParameters(message));
                RequestMeta.read(message.params());
            }
        } catch (MirroredHeaders.Mismatch m) {
            Replies.error(ex, 400, ErrorCode.HEADER_MISMATCH, m.getMessage(), id);
            return;
        } catch (InvalidParamsException e) {
            // A required _meta field is missing or malformed: the client's to fix.
            Replies.error(ex, 400, ErrorCode.INVALID_PARAMS, e.getMessage(), id);
            return;
        }
        if (message.method().equals(McpMethods.LISTEN) && !accept.sse()) {
            Replies.error(ex, 406, ErrorCode.INVALID_REQUEST,
                    "Not Acceptable: subscriptions/listen answers with a text/event-stream", id);
            return;
        }
        serve(new StatelessExchange(core, this, ex, id, accept, false, null), ex, message, caller);
    }

    private void serve(StatelessExchange call, HttpExchangeAdapter ex, Incoming message, Caller caller) {
        live.add(call);
        if (closed) {
            live.remove(call);
            Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR, "Service Unavailable: the server is stopping",
                    message.id());
            return;
        }
        if (message.refusal() != null) {
            call.refuse(message.refusal());
        } else {
            call.serve(message.message(), caller.attributes());
        }
    }

    /** The arguments a called tool mirrors into headers; none for other requests and unknown tools. */
    private List<HeaderParameter> headerParameters(Incoming message) {
        String name = message.method().equals(McpMethods.TOOLS_CALL) ? RequestTarget.of(McpMethods.TOOLS_CALL, message.params()) : null;
        if (name == null) {
            return List.of();
        }
        return core.server().tool(name).map(t -> t.definition().tool().headerParameters()).orElse(List.of());
    }

    /** The request is over: its exchange no longer needs upkeep. */
    void forget(StatelessExchange call) {
        live.remove(call);
    }

    /** Turns quiet requests into streams and keeps quiet streams alive. */
    void upkeep(long now) {
        long keepAlive = core.options().keepAliveInterval().toNanos();
        for (StatelessExchange call : live) {
            call.tick(now, keepAlive);
        }
    }

    /**
     * Ends every request in flight: calls may finish until {@code deadline}, then are answered
     * with an error; listen streams get their closing result.
     */
    void close(long deadline) {
        closed = true;
        core.inParallel(List.copyOf(live).stream()
                .<Runnable>map(call -> () -> call.shutdown(HttpCore.left(deadline))).toList());
    }
}
