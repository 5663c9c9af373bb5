package dev.mcpj.server.internal.session;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.wire.ListenParams;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.node.ObjectNode;

/**
 * What one connection's client asked to hear about: legacy {@code resources/subscribe} URIs, and
 * the open {@code subscriptions/listen} streams of protocol 2026-07-28, each of which gets only
 * the notifications it asked for, tagged with its id.
 */
final class Subscriptions {
    private final Session session;
    private final Set<String> legacyUris = ConcurrentHashMap.newKeySet();
    private final ConcurrentHashMap<RequestId, Listen> listens = new ConcurrentHashMap<>();

    Subscriptions(Session session) {
        this.session = session;
    }

    /** An open {@code subscriptions/listen} request and what it asked for. */
    private record Listen(Call call, boolean tools, boolean prompts, boolean resources, Set<String> uris) {
        boolean wants(String listChangedMethod) {
            return switch (listChangedMethod) {
                case McpMethods.TOOLS_LIST_CHANGED -> tools;
                case McpMethods.PROMPTS_LIST_CHANGED -> prompts;
                case McpMethods.RESOURCES_LIST_CHANGED -> resources;
                default -> false;
            };
        }
    }

    /**
     * Opens a subscription stream (2026-07-28): acknowledges what it will send, then keeps the
     * request open and sends only the notifications asked for, each tagged with its id. What the
     * server does not declare is left out of the acknowledgement and never sent.
     */
    void listen(Call call) {
        ServerCapabilities declared = session.core.capabilities();
        ListenParams asked = ListenParams.read(call.request().params());
        ListenParams honoured = new ListenParams(declared.tools() && asked.tools(), declared.prompts() && asked.prompts(),
                declared.resources() && asked.resources(),
                declared.resourceSubscriptions() ? asked.uris() : Set.of());
        Listen listen = new Listen(call, honoured.tools(), honoured.prompts(), honoured.resources(), honoured.uris());
        ObjectNode ack = honoured.acknowledgement(call.requestId());
        synchronized (this) {
            // Registered and acknowledged together: no change is lost in between, and none is
            // sent before the acknowledgement.
            listens.put(call.requestId(), listen);
            session.sendNotification(new JsonRpcNotification(McpMethods.SUBSCRIPTIONS_ACKNOWLEDGED, ack),
                    call.requestId());
        }
        call.onStop(() -> listens.remove(call.requestId(), listen));
    }

    /** Sends a list-changed notification to every listen stream that asked for it. */
    synchronized void listChanged(String method) {
        for (Listen l : listens.values()) {
            if (l.wants(method)) {
                session.sendNotification(new JsonRpcNotification(method, ListenParams.tagged(l.call().requestId())), l.call().requestId());
            }
        }
    }

    void subscribe(String uri) {
        legacyUris.add(uri);
    }

    void unsubscribe(String uri) {
        legacyUris.remove(uri);
    }

    /** {@return the legacy {@code resources/subscribe} URIs, as they are now} */
    Set<String> uris() {
        return Set.copyOf(legacyUris);
    }

    /** Tells legacy subscribers and the listen streams that asked for {@code uri} that it changed. */
    synchronized void resourceUpdated(String uri) {
        if (legacyUris.contains(uri)) {
            session.sendNotification(new JsonRpcNotification(McpMethods.RESOURCE_UPDATED,
                    ListenParams.resourceUpdated(uri, null)), null);
        }
        for (Listen l : listens.values()) {
            if (l.uris().contains(uri)) {
                session.sendNotification(new JsonRpcNotification(McpMethods.RESOURCE_UPDATED,
                        ListenParams.resourceUpdated(uri, l.call().requestId())), l.call().requestId());
            }
        }
    }

    /** Ends every listen stream with its closing result, as a server-side teardown should. */
    void closeAll() {
        for (Listen l : List.copyOf(listens.values())) {
            l.call().complete(ListenParams.tagged(l.call().requestId()));
        }
    }
}
