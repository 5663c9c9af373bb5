package dev.mcpj.server.internal;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.core.internal.RequestMeta;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.ServerCapabilities;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
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
                case "notifications/tools/list_changed" -> tools;
                case "notifications/prompts/list_changed" -> prompts;
                case "notifications/resources/list_changed" -> resources;
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
        JsonNode filter = call.params().get("notifications");
        if (filter == null || !filter.isObject()) {
            throw new InvalidParamsException("subscriptions/listen needs a notifications object");
        }
        Set<String> uris = new LinkedHashSet<>();
        JsonNode requested = filter.get("resourceSubscriptions");
        if (requested != null) {
            if (!requested.isArray()) {
                throw new InvalidParamsException("notifications.resourceSubscriptions must be an array of URIs");
            }
            for (JsonNode u : requested) {
                if (!u.isString()) {
                    throw new InvalidParamsException("notifications.resourceSubscriptions must be an array of URIs");
                }
                uris.add(u.stringValue());
            }
        }
        if (!declared.resourceSubscriptions()) {
            uris.clear();
        }
        Listen listen = new Listen(call, declared.tools() && filter.path("toolsListChanged").asBoolean(false),
                declared.prompts() && filter.path("promptsListChanged").asBoolean(false),
                declared.resources() && filter.path("resourcesListChanged").asBoolean(false), Set.copyOf(uris));
        ObjectNode honoured = Json.object();
        if (listen.tools()) {
            honoured.put("toolsListChanged", true);
        }
        if (listen.prompts()) {
            honoured.put("promptsListChanged", true);
        }
        if (listen.resources()) {
            honoured.put("resourcesListChanged", true);
        }
        if (!uris.isEmpty()) {
            ArrayNode list = honoured.putArray("resourceSubscriptions");
            uris.forEach(list::add);
        }
        ObjectNode ack = tagged(call.requestId());
        ack.set("notifications", honoured);
        synchronized (this) {
            // Registered and acknowledged together: no change is lost in between, and none is
            // sent before the acknowledgement.
            listens.put(call.requestId(), listen);
            session.sendNotification(new JsonRpcNotification("notifications/subscriptions/acknowledged", ack),
                    call.requestId());
        }
        call.onStop(() -> listens.remove(call.requestId(), listen));
    }

    private static ObjectNode tagged(RequestId subscription) {
        ObjectNode params = Json.object();
        params.putObject("_meta").set(RequestMeta.SUBSCRIPTION_ID, JsonRpcCodec.idNode(subscription));
        return params;
    }

    /** Sends a list-changed notification to every listen stream that asked for it. */
    synchronized void listChanged(String method) {
        for (Listen l : listens.values()) {
            if (l.wants(method)) {
                session.sendNotification(new JsonRpcNotification(method, tagged(l.call().requestId())), l.call().requestId());
            }
        }
    }

    void subscribe(String uri) {
        legacyUris.add(uri);
    }

    void unsubscribe(String uri) {
        legacyUris.remove(uri);
    }

    /** Tells legacy subscribers and the listen streams that asked for {@code uri} that it changed. */
    synchronized void resourceUpdated(String uri) {
        if (legacyUris.contains(uri)) {
            session.sendNotification(new JsonRpcNotification("notifications/resources/updated", Json.object().put("uri", uri)), null);
        }
        for (Listen l : listens.values()) {
            if (l.uris().contains(uri)) {
                ObjectNode params = tagged(l.call().requestId()).put("uri", uri);
                session.sendNotification(new JsonRpcNotification("notifications/resources/updated", params), l.call().requestId());
            }
        }
    }

    /** Ends every listen stream with its closing result, as a server-side teardown should. */
    void closeAll() {
        for (Listen l : List.copyOf(listens.values())) {
            l.call().complete(tagged(l.call().requestId()));
        }
    }
}
