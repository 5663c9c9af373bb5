package dev.mcpj.server.internal.wire;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The client's answer to {@code roots/list}.
 *
 * @param roots the roots, in the client's order
 */
public record ListRootsResult(List<Root> roots) {

    /**
     * One root.
     *
     * @param uri  where it is
     * @param name what to call it, or {@code null}
     */
    public record Root(String uri, String name) {
    }

    public ListRootsResult {
        roots = List.copyOf(roots);
    }

    /**
     * Reads and checks a client's answer.
     *
     * @throws IllegalArgumentException when it has no roots array, or a root has no URI
     */
    public static ListRootsResult read(JsonNode answer) {
        JsonNode roots = answer.get("roots");
        if (roots == null || !roots.isArray()) {
            throw new IllegalArgumentException("The client's roots answer has no roots array");
        }
        List<Root> out = new ArrayList<>();
        for (JsonNode r : roots) {
            JsonNode uri = r.get("uri");
            if (uri == null || !uri.isString()) {
                throw new IllegalArgumentException("The client sent a root without a uri");
            }
            out.add(new Root(uri.stringValue(), r.path("name").asString(null)));
        }
        return new ListRootsResult(out);
    }
}
