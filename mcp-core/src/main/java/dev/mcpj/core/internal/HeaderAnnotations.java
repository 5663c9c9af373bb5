package dev.mcpj.core.internal;

import dev.mcpj.core.tool.HeaderParameter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Finds and checks the {@code x-mcp-header} annotations of an input schema: each must name a
 * valid, case-insensitively unique HTTP token, sit on an integer, string or boolean property, and
 * be reachable from the root through {@code properties} keys only.
 */
public final class HeaderAnnotations {
    private static final String KEY = "x-mcp-header";
    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+\\-.^_`|~0-9A-Za-z]+");
    private static final Set<String> HEADER_TYPES = Set.of("integer", "string", "boolean");

    private HeaderAnnotations() {
    }

    /**
     * The header parameters of {@code schema}.
     *
     * @throws IllegalArgumentException naming the first annotation that breaks a rule
     */
    public static List<HeaderParameter> of(JsonNode schema) {
        List<HeaderParameter> found = new ArrayList<>();
        collect(schema, new ArrayList<>(), found);
        int reachable = found.size();
        int everywhere = countAll(schema);
        if (everywhere != reachable) {
            throw new IllegalArgumentException(KEY + " may only annotate properties reached from the root through "
                    + "\"properties\" alone (not items, $ref, oneOf/anyOf/allOf/not or if/then/else)");
        }
        Set<String> names = new HashSet<>();
        for (HeaderParameter p : found) {
            if (!names.add(p.name().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException(KEY + " \"" + p.name() + "\" is used twice (names are compared "
                        + "without regard to case)");
            }
        }
        return List.copyOf(found);
    }

    private static void collect(JsonNode schema, List<String> path, List<HeaderParameter> out) {
        if (!path.isEmpty() && schema.has(KEY)) {
            JsonNode name = schema.get(KEY);
            String where = String.join(".", path);
            if (!name.isString() || !TOKEN.matcher(name.stringValue()).matches()) {
                throw new IllegalArgumentException(KEY + " on '" + where + "' must be a non-empty HTTP token "
                        + "(letters, digits and !#$%&'*+-.^_`|~), not " + name);
            }
            JsonNode type = schema.get("type");
            if (type == null || !type.isString() || !HEADER_TYPES.contains(type.stringValue())) {
                throw new IllegalArgumentException(KEY + " on '" + where + "' needs \"type\" integer, string or "
                        + "boolean, not " + type);
            }
            out.add(new HeaderParameter(name.stringValue(), path));
        }
        JsonNode properties = schema.get("properties");
        if (properties != null && properties.isObject()) {
            for (Map.Entry<String, JsonNode> e : properties.properties()) {
                if (e.getValue().isObject()) {
                    List<String> next = new ArrayList<>(path);
                    next.add(e.getKey());
                    collect(e.getValue(), next, out);
                }
            }
        }
    }

    private static int countAll(JsonNode node) {
        int n = 0;
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (e.getKey().equals(KEY)) {
                    n++;
                } else {
                    n += countAll(e.getValue());
                }
            }
        } else if (node.isArray()) {
            for (JsonNode e : node) {
                n += countAll(e);
            }
        }
        return n;
    }
}
