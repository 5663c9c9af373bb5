package dev.mcpj.server.internal.wire;

import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.internal.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code notifications/progress}, and the token a request asks for them with.
 *
 * @param token    the request's progress token (a string or an integer)
 * @param progress how far it is
 * @param total    of how much, or {@code null} when unknown
 * @param message  what it is doing, or {@code null}
 */
public record ProgressParams(JsonNode token, double progress, Double total, String message) {
    private static final String TOKEN = "progressToken";

    /**
     * The progress token in a request's {@code params._meta}, or {@code null} when it asked for no
     * progress (or sent a token that is neither a string nor an integer).
     */
    public static JsonNode tokenOf(ObjectNode params) {
        ObjectNode meta = RequestMeta.of(params);
        JsonNode token = meta == null ? null : meta.get(TOKEN);
        return token != null && (token.isString() || token.isIntegralNumber()) ? token : null;
    }

    /** The params object. */
    public ObjectNode toJson() {
        ObjectNode p = Json.object();
        p.set(TOKEN, token);
        p.put("progress", progress);
        if (total != null) {
            p.put("total", total);
        }
        if (message != null) {
            p.put("message", message);
        }
        return p;
    }
}
