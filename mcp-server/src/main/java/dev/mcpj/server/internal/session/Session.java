package dev.mcpj.server.internal.session;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResponse;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.Connection;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Inline;
import dev.mcpj.server.internal.Log;
import dev.mcpj.server.internal.Profile;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.dispatch.Dispatcher;
import dev.mcpj.server.internal.wire.CancelledParams;
import dev.mcpj.server.internal.wire.ElicitParams;
import dev.mcpj.server.transport.Delivery;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.ReadLoop;
import dev.mcpj.server.transport.SessionState;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One connection: decodes frames, keeps the requests in flight, answers each exactly once, and
 * holds the per-connection state of the legacy lifecycle (negotiated version, client info and
 * capabilities, log level).
 */
public final class Session implements FrameReceiver, Connection {
    public final ServerCore core;
    private final Transport transport;
    private final Dispatcher dispatcher;
    private final ConcurrentHashMap<RequestId, Call> inFlight = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<RequestId, CompletableFuture<JsonNode>> outgoing = new ConcurrentHashMap<>();
    private final AtomicLong nextOutgoingId = new AtomicLong();
    private final AtomicInteger active = new AtomicInteger();
    private final AtomicBoolean closing = new AtomicBoolean();
    /** Whether this connection follows changes to the registries; see {@link #watchLists()}. */
    private final AtomicBoolean watching = new AtomicBoolean();
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Consumer<Object> toolsChanged = entry -> listChanged(McpMethods.TOOLS_LIST_CHANGED,
            this.declared.tools(), entry);
    private final Consumer<Object> resourcesChanged = entry -> listChanged(McpMethods.RESOURCES_LIST_CHANGED,
            this.declared.resources(), entry);
    private final Consumer<Object> promptsChanged = entry -> listChanged(McpMethods.PROMPTS_LIST_CHANGED,
            this.declared.prompts(), entry);
    /** When this connection was opened, as a {@link System#nanoTime()}. */
    private final long openedAt = System.nanoTime();
    private final Subscriptions subscriptions = new Subscriptions(this);
    /** How many URL elicitations awaiting completion a connection remembers; the oldest are forgotten. */
    private static final int MAX_URL_ELICITATIONS = 1024;
    private final LinkedHashSet<String> urlElicitations = new LinkedHashSet<>();

    private volatile boolean initialized;
    private volatile String protocolVersion = ProtocolVersions.LATEST_INITIALIZE_ERA;
    private volatile Implementation clientInfo = Implementation.of("unknown", "unknown");
    private volatile JsonNode clientCapabilities = Json.object();
    private volatile LoggingLevel logLevel;
    /** What initialize declared to this connection's client; nothing before it. */
    private volatile ServerCapabilities declared = ServerCapabilities.builder().build();

    private final Attributes attributes;
    /** Where a handler running on the transport's read thread is tracked; made on the first lent loop. */
    private volatile AtomicReference<Inline.Run> inlineSlot;

    public Session(ServerCore core, Transport transport, Attributes attributes) {
        this.core = core;
        this.transport = transport;
        this.attributes = attributes;
        this.dispatcher = new Dispatcher(core, this);
    }

    public void start() {
        SessionState resumed = transport.session();
        if (resumed != null) {
            initialized(resumed.protocolVersion(), resumed.clientInfo(), resumed.clientCapabilities(),
                    core.capabilities());
            logLevel = resumed.logLevel();
            resumed.subscriptions().forEach(subscriptions::subscribe);
        }
        transport.start(this);
    }

    /**
     * Starts following changes to the registries, once: when initialize makes this a legacy
     * connection that is told of them, or when a listen stream asks. A stateless connection that
     * serves one request never registers, so that serving it costs no work for other connections.
     */
    private void watchLists() {
        if (!watching.compareAndSet(false, true)) {
            return;
        }
        core.tools.onChange(toolsChanged);
        core.resources.onChange(resourcesChanged);
        core.templates.onChange(resourcesChanged);
        core.prompts.onChange(promptsChanged);
        if (closing.get()) {
            unwatchLists(); // shutdown may have run its removal before these were added
        }
    }

    private void unwatchLists() {
        core.tools.removeListener(toolsChanged);
        core.resources.removeListener(resourcesChanged);
        core.templates.removeListener(resourcesChanged);
        core.prompts.removeListener(promptsChanged);
    }

    // ---- incoming ----

    @Override
    public OutboundFrame onFrame(byte[] data, int offset, int length, Delivery delivery) {
        Decoded decoded = core.codec.decode(data, offset, length);
        if (decoded instanceof Decoded.Invalid invalid) {
            Log.server().debug("Rejected message: {}", invalid.detail());
            return invalid.response() == null ? null : immediate(invalid.response());
        }
        return onMessage(((Decoded.Message) decoded).message(), delivery);
    }

    @Override
    public OutboundFrame onMessage(JsonRpcMessage message, Delivery delivery) {
        ReadLoop loop = delivery.thread();
        if (loop != null && inlineSlot == null) {
            // A read loop has a place of its own; threads lent one message at a time (an HTTP
            // request each) share one place server-wide.
            inlineSlot = delivery.onRequestThread() ? core.inline.sharedSlot() : core.inline.slot();
        }
        Function<String, String> headers = delivery.hasHeaders() ? delivery::header : null;
        if (message instanceof JsonRpcRequest request) {
            onRequest(request, loop, headers);
        } else if (message instanceof JsonRpcNotification notification) {
            core.interceptors.notification(this, notification, headers, () -> dispatcher.notification(notification));
        } else {
            onResponse((JsonRpcResponse) message);
        }
        return null;
    }

    @Override
    public OutboundFrame onOversizedFrame(long limit) {
        return immediate(new JsonRpcError(null, ErrorCode.INVALID_REQUEST.code(),
                "Message exceeds the limit of " + limit + " bytes", null));
    }

    /** The error answering a frame at once, which its transport sends in place of the frame's answer. */
    private OutboundFrame immediate(JsonRpcError error) {
        core.warmUp();
        return OutboundFrame.error(core.codec.encode(error), error.id(), error.code());
    }

    @Override
    public void onClosed() {
        Thread t = new Thread(() -> shutdown(core.limits.shutdownGrace()), "mcp-shutdown");
        t.setDaemon(true);
        t.start();
    }

    private void onRequest(JsonRpcRequest request, ReadLoop loop, Function<String, String> headers) {
        if (closing.get()) {
            sendResponse(new JsonRpcError(request.id(), ErrorCode.INTERNAL_ERROR.code(),
                    "Server is shutting down", null));
            return;
        }
        Profile profile;
        try {
            profile = Profile.isModern(request.params()) ? Profile.modern(request.params()) : legacyProfile();
        } catch (ProtocolException e) {
            sendResponse(new JsonRpcError(request.id(), e.code(), e.getMessage(), e.data()));
            return;
        }
        Call call = new Call(this, request, profile, loop);
        call.headers(headers);
        if (inFlight.putIfAbsent(request.id(), call) != null) {
            sendResponse(new JsonRpcError(request.id(), ErrorCode.INVALID_REQUEST.code(),
                    "Request id " + request.id() + " is already in use by a request in flight", null));
            return;
        }
        active.incrementAndGet();
        if (inFlight.size() > core.limits.maxInFlightRequests()) {
            call.fail(ErrorCode.INTERNAL_ERROR, "Too many requests in flight (limit "
                    + core.limits.maxInFlightRequests() + "); retry when some have completed", null);
            return;
        }
        try {
            JsonNode result = dispatcher.request(call);
            if (result != Call.LATER) {
                call.settle(result, null);
            }
        } catch (RuntimeException e) {
            call.settle(null, e);
        }
    }

    private void onResponse(JsonRpcResponse response) {
        CompletableFuture<JsonNode> pending = outgoing.remove(response.id());
        if (pending == null) {
            Log.server().debug("Ignored a response to unknown request {}", response.id());
        } else if (response instanceof JsonRpcResult result) {
            pending.complete(result.result());
        } else {
            JsonRpcError error = (JsonRpcError) response;
            pending.completeExceptionally(new ClientRequestException(
                    "The client answered with error " + error.code() + ": " + error.message(), error.code(), null));
        }
    }

    /** Cancels a request in flight; unknown or finished ids are ignored. */
    public void cancel(RequestId id, String reason) {
        Call call = inFlight.get(id);
        if (call == null) {
            Log.server().debug("Ignored cancellation of unknown or finished request {}", id);
            return;
        }
        if (McpMethods.INITIALIZE.equals(call.request().method())) {
            Log.server().debug("Ignored cancellation of initialize");
            return;
        }
        if (call.cancel()) {
            Log.server().debug("Cancelled request {}: {}", id, reason);
        }
    }

    /** Forgets a call that is about to be answered (its id may be reused from now on). */
    public void retire(Call call) {
        inFlight.remove(call.request().id(), call);
    }

    /** A call has been answered (or cancelled); wakes a shutdown waiting for the last one. */
    public void settled() {
        if (active.decrementAndGet() == 0 && closing.get()) {
            synchronized (active) {
                active.notifyAll();
            }
        }
    }

    // ---- outgoing ----

    public void sendResponse(JsonRpcResponse response) {
        send(response, response.id());
        core.warmUp();
    }

    public void sendNotification(JsonRpcNotification notification, RequestId stream) {
        send(notification, stream);
    }

    /** A request this server sent to the client, and its pending answer. */
    record Outgoing(RequestId id, CompletableFuture<JsonNode> answer) {
    }

    /** Sends a request to the client; the answer completes with its result or fails with its error. */
    Outgoing sendRequest(String method, ObjectNode params, RequestId stream) {
        RequestId id = RequestId.of("s" + nextOutgoingId.incrementAndGet());
        CompletableFuture<JsonNode> future = new CompletableFuture<>();
        outgoing.put(id, future);
        future.whenComplete((r, e) -> outgoing.remove(id));
        send(new JsonRpcRequest(id, method, params), stream);
        return new Outgoing(id, future);
    }

    /** Tells the client that the server no longer waits for the answer to {@code id}. */
    void cancelOutgoing(RequestId id, RequestId stream) {
        outgoing.remove(id);
        if (!closing.get()) {
            sendNotification(new JsonRpcNotification(McpMethods.CANCELLED,
                    new CancelledParams(id, "The request that asked was cancelled").toJson()), stream);
        }
    }

    private void send(JsonRpcMessage message, RequestId stream) {
        byte[] json;
        try {
            json = core.codec.encode(message);
        } catch (RuntimeException e) {
            Log.server().error("Cannot encode a message for request {}", stream, e);
            if (message instanceof JsonRpcResponse && stream != null) {
                json = core.codec.encode(new JsonRpcError(stream, ErrorCode.INTERNAL_ERROR.code(),
                        "Internal error: the result could not be encoded", null));
                transport.send(OutboundFrame.error(json, stream, ErrorCode.INTERNAL_ERROR.code()));
            }
            return;
        }
        transport.send(frame(message, json, stream));
    }

    /** The frame of an encoded message, saying what kind of message it is. */
    private static OutboundFrame frame(JsonRpcMessage message, byte[] json, RequestId stream) {
        if (message instanceof JsonRpcResult) {
            return OutboundFrame.response(json, stream);
        }
        if (message instanceof JsonRpcError e) {
            return OutboundFrame.error(json, stream, e.code());
        }
        if (message instanceof JsonRpcRequest) {
            return OutboundFrame.request(json, stream);
        }
        return OutboundFrame.notification(json, stream);
    }

    /**
     * Tells the client that a list changed: a legacy client only if initialize declared that kind
     * ({@code declaredToLegacy}), a listen stream only if it was acknowledged for it; and only
     * if the caller sees {@code entry}, the one added or removed.
     */
    private void listChanged(String method, boolean declaredToLegacy, Object entry) {
        if (closing.get() || !core.interceptors.concerns(this, entry)) {
            return;
        }
        if (initialized && declaredToLegacy) {
            sendNotification(new JsonRpcNotification(method, null), null);
        }
        subscriptions.listChanged(method);
    }

    /** Remembers a URL elicitation sent to this client, so that its completion can be announced. */
    void urlElicitationSent(String elicitationId) {
        synchronized (urlElicitations) {
            urlElicitations.add(elicitationId);
            if (urlElicitations.size() > MAX_URL_ELICITATIONS) {
                urlElicitations.remove(urlElicitations.iterator().next());
            }
        }
    }

    /** Tells this client that a URL elicitation it was sent has completed; others are ignored. */
    public void elicitationComplete(String elicitationId) {
        boolean ours;
        synchronized (urlElicitations) {
            ours = urlElicitations.remove(elicitationId);
        }
        if (ours && !closing.get()) {
            sendNotification(new JsonRpcNotification(McpMethods.ELICITATION_COMPLETE,
                    ElicitParams.completion(elicitationId)), null);
        }
    }

    /** Opens a {@code subscriptions/listen} stream; it is answered when the client or the server ends it. */
    public JsonNode listen(Call call) {
        watchLists();
        subscriptions.listen(call);
        return Call.LATER;
    }

    public void subscribe(String uri) {
        subscriptions.subscribe(uri);
        shareSubscription("+", uri);
    }

    public void unsubscribe(String uri) {
        subscriptions.unsubscribe(uri);
        shareSubscription("-", uri);
    }

    /** Tells the other processes' copies of this session (a transport's session id names it). */
    private void shareSubscription(String change, String uri) {
        String id = transport.sessionId();
        if (id != null) {
            core.broadcast(ServerCore.SESSION_SUBSCRIPTIONS, change + " " + id + " " + uri);
        }
    }

    /** A copy of session {@code sessionId} subscribed or unsubscribed {@code uri}, in any process. */
    public void subscriptionChanged(String sessionId, String uri, boolean subscribed) {
        if (sessionId.equals(transport.sessionId())) {
            if (subscribed) {
                subscriptions.subscribe(uri);
            } else {
                subscriptions.unsubscribe(uri);
            }
        }
    }

    public void resourceUpdated(String uri) {
        if (!closing.get()) {
            subscriptions.resourceUpdated(uri);
        }
    }

    // ---- state of the legacy lifecycle ----

    public boolean isInitialized() {
        return initialized;
    }

    public void initialized(String version, Implementation client, JsonNode capabilities, ServerCapabilities declared) {
        this.protocolVersion = version;
        this.clientInfo = client;
        this.clientCapabilities = capabilities;
        this.declared = declared;
        this.initialized = true;
        watchLists();
    }

    /** What this connection's initialize declared to the client (legacy era). */
    public ServerCapabilities declared() {
        return declared;
    }

    public Attributes attributes() {
        return attributes;
    }

    /** The principal the transport authenticated, by name, or {@code null}. */
    public @Nullable String principal() {
        return attributes.get(AttributeKey.PRINCIPAL).orElse(null);
    }

    public Transport transport() {
        return transport;
    }

    @Override
    public String protocolVersion() {
        return initialized ? protocolVersion : null;
    }

    @Override
    public SessionState sessionState() {
        return initialized ? new SessionState(protocolVersion, clientInfo, clientCapabilities, logLevel,
                subscriptions.uris()) : null;
    }

    /** The facts a legacy request is served under: those its connection's initialize settled. */
    Profile legacyProfile() {
        return new Profile(false, protocolVersion, clientInfo, clientCapabilities, null);
    }

    public void logLevel(LoggingLevel level) {
        this.logLevel = level;
    }

    public boolean logs(LoggingLevel level) {
        LoggingLevel min = logLevel;
        return min == null || level.compareTo(min) >= 0;
    }

    public AtomicReference<Inline.Run> inlineSlot() {
        return inlineSlot;
    }

    // ---- Connection ----

    @Override
    public void shutdown(Duration grace) {
        if (!closing.compareAndSet(false, true)) {
            awaitQuietly();
            return;
        }
        unwatchLists();
        subscriptions.closeAll();
        awaitSettled(System.nanoTime() + grace.toNanos());
        List<Call> running = List.copyOf(inFlight.values());
        if (!running.isEmpty()) {
            if (grace.isZero()) {
                Log.server().debug("Stopping {} request(s) as the connection closes", running.size());
            } else {
                Log.server().warn("Stopping {} request(s) still running after the {} ms grace period",
                        running.size(), grace.toMillis());
            }
            // Interrupted, most handlers end at once: those that finish are answered as usual, and
            // what is left after a moment is answered with an error without waiting any longer.
            running.forEach(Call::stop);
            awaitSettled(System.nanoTime() + core.limits.shutdownStopWindow().toNanos());
            List.copyOf(inFlight.values()).forEach(Call::abort);
        }
        // Calls that were answering when the snapshot was taken are no longer in flight but have
        // not sent their answer yet: closing the transport now would drop it.
        awaitSettled(System.nanoTime() + core.limits.shutdownStopWindow().toNanos());
        outgoing.values().forEach(f -> f.completeExceptionally(
                new ClientRequestException("The connection closed before the client answered")));
        try {
            transport.close();
        } finally {
            AtomicReference<Inline.Run> slot = inlineSlot;
            if (slot != null) {
                core.inline.forget(slot);
            }
            core.closed(this);
            // The interceptors hear of the close before anyone waiting for it is released, so that
            // what they record (a session's duration) is in before awaitClosed() returns: a process
            // that flushes its telemetry as serve() returns, then exits, loses nothing.
            try {
                core.interceptors.closed(this, Duration.ofNanos(System.nanoTime() - openedAt));
            } finally {
                closed.countDown();
            }
        }
    }

    /** Waits until no call is in flight, or until {@code deadline} (a {@link System#nanoTime()}). */
    private void awaitSettled(long deadline) {
        synchronized (active) {
            while (active.get() > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                try {
                    // In short slices: a call settling just as closing begins may not notify.
                    active.wait(Math.max(1, Math.min(10, TimeUnit.NANOSECONDS.toMillis(left))));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void awaitQuietly() {
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void awaitClosed() throws InterruptedException {
        closed.await();
    }

    @Override
    public boolean isClosed() {
        return closed.getCount() == 0;
    }

    @Override
    public void close() {
        shutdown(core.limits.shutdownGrace());
    }
}
