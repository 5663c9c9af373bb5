package dev.mcpj.server.internal.wire;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.internal.Json;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params and the result of the paginated list methods ({@code tools/list},
 * {@code resources/list}, {@code resources/templates/list}, {@code prompts/list}).
 *
 * @param cursor where the page starts, or {@code null} for the first page
 */
public record ListParams(String cursor) {

    /** What a list method lists, and the field its result holds the items in. */
    public enum Kind {
        TOOLS("tools"), RESOURCES("resources"), RESOURCE_TEMPLATES("resourceTemplates"), PROMPTS("prompts");

        private final String field;

        Kind(String field) {
            this.field = field;
        }
    }

    /**
     * Reads the params of a list method.
     *
     * @param params the request's params, or {@code null} when it has none
     * @throws InvalidParamsException when the cursor is not a string
     */
    public static ListParams read(ObjectNode params) {
        JsonNode cursor = params == null ? null : params.get("cursor");
        if (cursor == null || cursor.isNull()) {
            return new ListParams(null);
        }
        if (!cursor.isString()) {
            throw new InvalidParamsException("Invalid cursor: it must be a string");
        }
        return new ListParams(cursor.stringValue());
    }

    /** A page of a list method's result: the items, and the cursor of the next page if there is one. */
    public static ObjectNode result(Kind kind, List<? extends JsonNode> items, String nextCursor) {
        ObjectNode result = Json.object();
        ArrayNode array = result.putArray(kind.field);
        items.forEach(array::add);
        if (nextCursor != null) {
            result.put("nextCursor", nextCursor);
        }
        return result;
    }
}
