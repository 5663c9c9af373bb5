package dev.mcpj.server.internal.wire;

import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.internal.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What every result of a stateless request (protocol 2026-07-28) carries besides its own fields:
 * its {@code resultType}, the server's identity in {@code _meta}, and cache hints on a complete
 * result that may be cached.
 */
public final class StatelessResult {
    private static final String RESULT_TYPE = "resultType";
    private static final String COMPLETE = "complete";

    private StatelessResult() {
    }

    /**
     * The result to send for {@code result}: a new top-level object and a new {@code _meta}, so
     * that the trees below them, which may be a handler's own (a result constant shared by
     * concurrent calls), are never written into.
     *
     * @param serverInfo the server's name and version
     * @param ttlMs      how long a complete result may be cached, or {@code null} for no hint
     * @param cacheScope who may share a cached copy (with {@code ttlMs})
     */
    public static ObjectNode decorate(ObjectNode result, JsonNode serverInfo, Long ttlMs, String cacheScope) {
        ObjectNode o = Json.object();
        o.setAll(result);
        if (!o.has(RESULT_TYPE)) {
            o.put(RESULT_TYPE, COMPLETE);
        }
        ObjectNode meta = Json.object();
        if (result.get(RequestMeta.META) instanceof ObjectNode callers) {
            meta.setAll(callers);
        }
        o.set(RequestMeta.META, meta);
        meta.set(RequestMeta.SERVER_INFO, serverInfo);
        if (ttlMs != null && COMPLETE.equals(o.path(RESULT_TYPE).asString(""))) {
            o.put("ttlMs", ttlMs);
            o.put("cacheScope", cacheScope);
        }
        return o;
    }

    /** One question of an {@code input_required} result: a request the client would have been sent. */
    public static ObjectNode inputRequest(String method, ObjectNode params) {
        ObjectNode request = Json.object();
        request.put("method", method);
        request.set("params", params);
        return request;
    }

    /**
     * An {@code input_required} result: the questions for the client, and the sealed state the
     * client sends back with its answers.
     */
    public static ObjectNode inputRequired(ObjectNode inputRequests, String requestState) {
        ObjectNode result = Json.object();
        result.put(RESULT_TYPE, "input_required");
        result.set("inputRequests", inputRequests);
        result.put("requestState", requestState);
        return result;
    }
}
