package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.RequestId;
import java.util.LinkedHashSet;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a {@code subscriptions/listen} request (protocol 2026-07-28) asks to be told of, and what
 * the server's acknowledgement honours: the same shape both ways.
 *
 * @param tools     changes to the tool list
 * @param prompts   changes to the prompt list
 * @param resources changes to the resource list
 * @param uris      the resources whose updates it wants, in order
 */
public record ListenParams(boolean tools, boolean prompts, boolean resources, Set<String> uris) {

    public ListenParams {
        uris = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(uris));
    }

    /**
     * Reads and checks the params of a {@code subscriptions/listen}.
     *
     * @throws InvalidParamsException when the notifications object or its URI list is malformed
     */
    public static ListenParams read(ObjectNode params) {
        JsonNode filter = params == null ? null : params.get("notifications");
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
        return new ListenParams(filter.path("toolsListChanged").asBoolean(false),
                filter.path("promptsListChanged").asBoolean(false),
                filter.path("resourcesListChanged").asBoolean(false), uris);
    }

    /** The params of the acknowledgement of listen stream {@code subscription}, honouring these. */
    public ObjectNode acknowledgement(RequestId subscription) {
        ObjectNode honoured = Json.object();
        if (tools) {
            honoured.put("toolsListChanged", true);
        }
        if (prompts) {
            honoured.put("promptsListChanged", true);
        }
        if (resources) {
            honoured.put("resourcesListChanged", true);
        }
        if (!uris.isEmpty()) {
            ArrayNode list = honoured.putArray("resourceSubscriptions");
            uris.forEach(list::add);
        }
        ObjectNode ack = tagged(subscription);
        ack.set("notifications", honoured);
        return ack;
    }

    /** Params that say which listen stream a notification (or its closing result) belongs to. */
    public static ObjectNode tagged(RequestId subscription) {
        ObjectNode params = Json.object();
        params.putObject(RequestMeta.META).set(RequestMeta.SUBSCRIPTION_ID, Wire.idNode(subscription));
        return params;
    }

    /**
     * The params of {@code notifications/resources/updated} for {@code uri}, tagged with the listen
     * stream it goes to, or {@code null} for a legacy subscriber.
     */
    public static ObjectNode resourceUpdated(String uri, RequestId subscription) {
        ObjectNode params = subscription == null ? Json.object() : tagged(subscription);
        return params.put("uri", uri);
    }
}
