package dev.mcpj.server.internal.schema;

import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import tools.jackson.databind.JsonNode;

/**
 * A fast structural check of a JSON Schema, run synchronously when a tool is registered so that
 * the usual mistakes (a misspelt type, a non-array {@code required}, a broken pattern, a remote
 * {@code $ref}, an unknown dialect) fail at once, without loading the validator. The full
 * meta-schema validation and compilation follow in the background.
 */
public final class SchemaShape {
    static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
    static final Set<String> DIALECTS = Set.of(DRAFT_2020_12, DRAFT_2020_12 + "#",
            "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-07/schema");

    private static final Set<String> TYPES = Set.of("null", "boolean", "object", "array", "number", "string", "integer");
    private static final Set<String> SCHEMA = Set.of("items", "additionalProperties", "not", "if", "then", "else",
            "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems");
    private static final Set<String> SCHEMA_MAPS = Set.of("properties", "$defs", "definitions", "patternProperties",
            "dependentSchemas");
    private static final Set<String> SCHEMA_ARRAYS = Set.of("allOf", "anyOf", "oneOf", "prefixItems");
    private static final Set<String> NUMBERS = Set.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
            "multipleOf");
    private static final Set<String> COUNTS = Set.of("minLength", "maxLength", "minItems", "maxItems",
            "minProperties", "maxProperties", "minContains", "maxContains");

    private SchemaShape() {
    }

    /** @throws IllegalArgumentException naming {@code what}, the location and the rule broken */
    public static void check(JsonNode schema, String what) {
        JsonNode dialect = schema.get("$schema");
        if (dialect != null && !DIALECTS.contains(dialect.asString(""))) {
            throw new IllegalArgumentException(what + " uses an unsupported JSON Schema dialect " + dialect
                    + "; use " + DRAFT_2020_12 + " (the default) or draft-07");
        }
        walk(schema, "#", what);
    }

    private static void walk(JsonNode schema, String at, String what) {
        if (schema.isBoolean()) {
            return;
        }
        if (!schema.isObject()) {
            throw bad(what, at, "a schema must be an object or a boolean");
        }
        for (Map.Entry<String, JsonNode> e : schema.properties()) {
            String key = e.getKey();
            JsonNode v = e.getValue();
            String here = at + "/" + key;
            if (key.equals("type")) {
                checkType(v, here, what);
            } else if (SCHEMA.contains(key)) {
                walk(v, here, what);
            } else if (SCHEMA_MAPS.contains(key)) {
                if (!v.isObject()) {
                    throw bad(what, here, "must be an object of schemas");
                }
                for (Map.Entry<String, JsonNode> p : v.properties()) {
                    walk(p.getValue(), here + "/" + p.getKey(), what);
                }
            } else if (SCHEMA_ARRAYS.contains(key)) {
                if (!v.isArray() || v.isEmpty()) {
                    throw bad(what, here, "must be a non-empty array of schemas");
                }
                for (int i = 0; i < v.size(); i++) {
                    walk(v.get(i), here + "/" + i, what);
                }
            } else if (key.equals("required")) {
                if (!v.isArray()) {
                    throw bad(what, here, "must be an array of property names");
                }
                v.forEach(n -> {
                    if (!n.isString()) {
                        throw bad(what, here, "must be an array of property names");
                    }
                });
            } else if (key.equals("enum") && !v.isArray()) {
                throw bad(what, here, "must be an array");
            } else if (NUMBERS.contains(key) && !v.isNumber()) {
                throw bad(what, here, "must be a number");
            } else if (COUNTS.contains(key) && !(v.isIntegralNumber() && v.asLong() >= 0)) {
                throw bad(what, here, "must be a non-negative integer");
            } else if (key.equals("pattern")) {
                checkPattern(v, here, what);
            } else if (key.equals("$ref")) {
                checkRef(v, here, what);
            }
        }
    }

    private static void checkType(JsonNode v, String at, String what) {
        if (v.isString() && TYPES.contains(v.stringValue())) {
            return;
        }
        if (v.isArray() && !v.isEmpty()) {
            for (JsonNode t : v) {
                checkType(t, at, what);
            }
            return;
        }
        throw bad(what, at, "must be one of " + new java.util.TreeSet<>(TYPES) + " (or an array of them), not " + v);
    }

    private static void checkPattern(JsonNode v, String at, String what) {
        if (!v.isString()) {
            throw bad(what, at, "must be a regular expression string");
        }
        try {
            Pattern.compile(v.stringValue());
        } catch (PatternSyntaxException e) {
            throw bad(what, at, "is not a valid regular expression: " + e.getDescription());
        }
    }

    private static void checkRef(JsonNode v, String at, String what) {
        if (!v.isString()) {
            throw bad(what, at, "must be a string");
        }
        String ref = v.stringValue();
        if (!ref.startsWith("#") && ref.contains(":")) {
            throw bad(what, at, "refers to " + ref + ", outside the schema; remote references are never fetched, "
                    + "so put the definition under $defs");
        }
    }

    private static IllegalArgumentException bad(String what, String at, String rule) {
        return new IllegalArgumentException(what + " is not a valid JSON Schema: at " + at + ", " + rule);
    }
}
