package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The cursor handling shared by every paginated list method. */
final class Lists {
    private Lists() {
    }

    /** The request's cursor, or {@code null} for the first page. */
    static String cursor(ObjectNode params) {
        JsonNode cursor = params.get("cursor");
        if (cursor == null || cursor.isNull()) {
            return null;
        }
        if (!cursor.isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "Invalid cursor: it must be a string");
        }
        return cursor.stringValue();
    }

    static void putNext(ObjectNode result, String nextCursor) {
        if (nextCursor != null) {
            result.put("nextCursor", nextCursor);
        }
    }
}
