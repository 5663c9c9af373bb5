package dev.mcpj.server.internal.wire;

import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code elicitation/create}, the server's question to the user: a form to fill in,
 * or a URL to open.
 *
 * @param mode            {@code form} or {@code url}
 * @param message         what the user is asked
 * @param requestedSchema the form's schema (form mode), else {@code null}
 * @param url             the URL to open (URL mode), else {@code null}
 * @param elicitationId   the id of a URL elicitation, which 2025-11-25 sends and the completion
 *                        notification names; {@code null} in form mode and in 2026-07-28
 */
public record ElicitParams(String mode, String message, ObjectNode requestedSchema, String url,
                           String elicitationId) {
    private static final String FORM = "form";
    private static final String URL = "url";
    private static final String ELICITATION_ID = "elicitationId";

    public ElicitParams {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(message, "message");
    }

    /** A form question; the schema is the caller's, sent as is. */
    public static ElicitParams form(String message, ObjectNode requestedSchema) {
        return new ElicitParams(FORM, message, Objects.requireNonNull(requestedSchema, "requestedSchema"), null, null);
    }

    /** A URL question, with its id or (2026-07-28) without. */
    public static ElicitParams url(String message, String url, String elicitationId) {
        return new ElicitParams(URL, message, null, Objects.requireNonNull(url, "url"), elicitationId);
    }

    /** The params object. */
    public ObjectNode toJson() {
        ObjectNode params = Json.object().put("mode", mode).put("message", message);
        if (requestedSchema != null) {
            params.set("requestedSchema", requestedSchema);
        }
        if (url != null) {
            params.put(URL, url);
        }
        if (elicitationId != null) {
            params.put(ELICITATION_ID, elicitationId);
        }
        return params;
    }

    /**
     * The {@code data} of a URLElicitationRequiredError ({@code -32042}, 2025-11-25): the URL
     * elicitations the user must complete first.
     */
    public static ObjectNode urlRequiredData(List<ElicitParams> elicitations) {
        ObjectNode data = Json.object();
        ArrayNode list = data.putArray("elicitations");
        elicitations.forEach(e -> list.add(e.toJson()));
        return data;
    }

    /** The params of {@code notifications/elicitation/complete} for URL elicitation {@code elicitationId}. */
    public static ObjectNode completion(String elicitationId) {
        return Json.object().put(ELICITATION_ID, Objects.requireNonNull(elicitationId, "elicitationId"));
    }
}
