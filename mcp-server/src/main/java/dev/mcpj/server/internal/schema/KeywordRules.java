package dev.mcpj.server.internal.schema;

import dev.mcpj.server.internal.schema.FastSchemaCheck.Check;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The assertions of one object subschema, for {@link FastSchemaCheck}, each made the way the full
 * validator makes it (lengths in code points, numbers compared by value, {@code 1.0} an integer).
 * Instances of kinds a parser never makes (binary, POJO) and non-finite numbers are never sure.
 */
final class KeywordRules implements Check {
    private static final int NULL = 1;
    private static final int BOOLEAN = 2;
    private static final int OBJECT = 4;
    private static final int ARRAY = 8;
    private static final int STRING = 16;
    private static final int INTEGER = 32;
    private static final int NUMBER = 64;
    private static final int ALL = NULL | BOOLEAN | OBJECT | ARRAY | STRING | INTEGER | NUMBER;

    /** Thrown while compiling a keyword this check cannot reason about. */
    private static final class Unsure extends RuntimeException {
        Unsure() {
            super(null, null, false, false);
        }
    }

    private final int types;
    private final Map<String, Check> properties;
    private final String[] required;
    /** {@code null} when any additional property goes. */
    private final Check additional;
    /** {@code null} when any item goes. */
    private final Check items;
    private final List<JsonNode> enumValues;
    private final JsonNode constValue;
    private final NumberBound[] bounds;
    private final int minLength;
    private final int maxLength;
    private final int minItems;
    private final int maxItems;
    private final int minProperties;
    private final int maxProperties;
    private final boolean uniqueItems;
    /** {@code null} when the schema names no format. */
    private final StringFormats.Known format;

    private KeywordRules(JsonNode schema) {
        types = types(schema.get("type"));
        properties = properties(schema.get("properties"));
        required = required(schema.get("required"));
        JsonNode extra = schema.get("additionalProperties");
        additional = extra == null || extra.isBoolean() && extra.booleanValue() ? null : subschema(extra);
        JsonNode item = schema.get("items");
        items = item == null || item.isBoolean() && item.booleanValue() ? null : subschema(item);
        enumValues = enumValues(schema.get("enum"));
        constValue = constValue(schema.get("const"));
        bounds = bounds(schema);
        minLength = count(schema.get("minLength"), 0);
        maxLength = count(schema.get("maxLength"), Integer.MAX_VALUE);
        minItems = count(schema.get("minItems"), 0);
        maxItems = count(schema.get("maxItems"), Integer.MAX_VALUE);
        minProperties = count(schema.get("minProperties"), 0);
        maxProperties = count(schema.get("maxProperties"), Integer.MAX_VALUE);
        JsonNode unique = schema.get("uniqueItems");
        if (unique != null && !unique.isBoolean()) {
            throw new Unsure();
        }
        uniqueItems = unique != null && unique.booleanValue();
        format = format(schema.get("format"));
    }

    /** The rules of an object subschema whose keywords are all known to {@link FastSchemaCheck}. */
    static Check of(JsonNode schema) {
        try {
            return new KeywordRules(schema);
        } catch (Unsure e) {
            return Check.UNSURE;
        }
    }

    @Override
    public boolean surely(JsonNode v) {
        int kind = kind(v);
        if (kind == 0 || (types & kind) == 0 && !(kind == NUMBER && (types & INTEGER) != 0 && isWhole(v))) {
            return false;
        }
        if (constValue != null && !equal(constValue, v)) {
            return false;
        }
        if (enumValues != null && !inEnum(v)) {
            return false;
        }
        if ((kind & NUMBER) != 0) {
            for (NumberBound b : bounds) {
                if (!b.holds(v)) {
                    return false;
                }
            }
            return true;
        }
        switch (kind) {
            case STRING:
                return lengthOk(v.stringValue()) && (format == null || format.test().test(v.stringValue()));
            case ARRAY:
                return arrayOk(v);
            case OBJECT:
                return objectOk(v);
            default:
                return true;
        }
    }

    /** The kind of an instance as a type bit, or 0 for instances never sure of. */
    private static int kind(JsonNode v) {
        switch (v.getNodeType()) {
            case NULL:
                return NULL;
            case BOOLEAN:
                return BOOLEAN;
            case OBJECT:
                return OBJECT;
            case ARRAY:
                return ARRAY;
            case STRING:
                return STRING;
            case NUMBER:
                if (!NumberBound.isFinite(v)) {
                    return 0;
                }
                return v.isIntegralNumber() ? INTEGER | NUMBER : NUMBER;
            default:
                return 0;
        }
    }

    /** A floating-point number whose value is whole, which {@code integer} accepts (since draft 6). */
    private static boolean isWhole(JsonNode v) {
        return v.canConvertToExactIntegral();
    }

    private boolean lengthOk(String s) {
        // Lengths count code points; a string has at least as many chars as code points.
        if (s.length() < minLength) {
            return false;
        }
        if (minLength > 0 || s.length() > maxLength) {
            int codePoints = s.codePointCount(0, s.length());
            return codePoints >= minLength && codePoints <= maxLength;
        }
        return true;
    }

    private boolean arrayOk(JsonNode array) {
        int size = array.size();
        if (size < minItems || size > maxItems) {
            return false;
        }
        if (items != null) {
            for (JsonNode item : array.values()) {
                if (!items.surely(item)) {
                    return false;
                }
            }
        }
        return !uniqueItems || surelyUnique(array);
    }

    private boolean objectOk(JsonNode object) {
        int size = object.size();
        if (size < minProperties || size > maxProperties) {
            return false;
        }
        for (String name : required) {
            if (object.get(name) == null) {
                return false;
            }
        }
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            Check declared = properties.get(e.getKey());
            Check check = declared != null ? declared : additional;
            if (check != null && !check.surely(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code true} when no two items are equal under any reading of equality: strings, booleans,
     * nulls and numbers (compared by value) only; arrays and objects as items are never sure.
     */
    private static boolean surelyUnique(JsonNode array) {
        if (array.size() < 2) {
            return true;
        }
        Set<Object> seen = new HashSet<>();
        for (JsonNode item : array.values()) {
            Object key;
            if (item.isString()) {
                key = item.stringValue();
            } else if (item.isBoolean()) {
                key = item.booleanValue();
            } else if (item.isNull()) {
                key = NullKey.NULL;
            } else if (item.isNumber() && NumberBound.isFinite(item)) {
                key = item.decimalValue().stripTrailingZeros();
            } else {
                return false;
            }
            if (!seen.add(key)) {
                return false;
            }
        }
        return true;
    }

    /** The key of {@code null} items, distinct from every string, boolean and number. */
    private enum NullKey { NULL }

    private boolean inEnum(JsonNode v) {
        for (JsonNode candidate : enumValues) {
            if (equal(candidate, v)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Equality as {@code const} and {@code enum} see it: numbers by value, everything else as
     * Jackson's nodes compare (so a nested 1 and 1.0 differ, and the full validator decides).
     */
    private static boolean equal(JsonNode expected, JsonNode v) {
        if (expected.isNumber() && v.isNumber()) {
            return NumberBound.isFinite(expected) && NumberBound.isFinite(v)
                    && expected.decimalValue().compareTo(v.decimalValue()) == 0;
        }
        return expected.equals(v);
    }

    private static int types(JsonNode type) {
        if (type == null) {
            return ALL;
        }
        if (type.isString()) {
            return typeBit(type.stringValue());
        }
        if (!type.isArray() || type.isEmpty()) {
            throw new Unsure();
        }
        int bits = 0;
        for (JsonNode t : type.values()) {
            if (!t.isString()) {
                throw new Unsure();
            }
            bits |= typeBit(t.stringValue());
        }
        return bits;
    }

    private static int typeBit(String name) {
        switch (name) {
            case "null":
                return NULL;
            case "boolean":
                return BOOLEAN;
            case "object":
                return OBJECT;
            case "array":
                return ARRAY;
            case "string":
                return STRING;
            case "integer":
                return INTEGER;
            case "number":
                return NUMBER | INTEGER;
            default:
                throw new Unsure();
        }
    }

    private static Map<String, Check> properties(JsonNode node) {
        if (node == null) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw new Unsure();
        }
        Map<String, Check> checks = new HashMap<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            checks.put(e.getKey(), subschema(e.getValue()));
        }
        return checks;
    }

    private static String[] required(JsonNode node) {
        if (node == null) {
            return new String[0];
        }
        if (!node.isArray()) {
            throw new Unsure();
        }
        List<String> names = new ArrayList<>(node.size());
        for (JsonNode n : node.values()) {
            if (!n.isString()) {
                throw new Unsure();
            }
            names.add(n.stringValue());
        }
        return names.toArray(new String[0]);
    }

    private static Check subschema(JsonNode node) {
        return FastSchemaCheck.compile(node, false);
    }

    private static List<JsonNode> enumValues(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (!node.isArray()) {
            throw new Unsure();
        }
        List<JsonNode> values = new ArrayList<>(node.size());
        for (JsonNode n : node.values()) {
            values.add(n.deepCopy());
        }
        return List.copyOf(values);
    }

    private static JsonNode constValue(JsonNode node) {
        return node == null ? null : node.deepCopy();
    }

    private static NumberBound[] bounds(JsonNode schema) {
        boolean typeNamesInteger = namesInteger(schema.get("type"));
        List<NumberBound> bounds = new ArrayList<>(2);
        for (String keyword : List.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")) {
            JsonNode value = schema.get(keyword);
            if (value != null) {
                NumberBound bound = NumberBound.of(keyword, value, typeNamesInteger);
                if (bound == null) {
                    throw new Unsure();
                }
                bounds.add(bound);
            }
        }
        return bounds.toArray(new NumberBound[0]);
    }

    /** Whether {@code type} is {@code "integer"} or an array listing it, as the full validator asks. */
    private static boolean namesInteger(JsonNode type) {
        if (type == null) {
            return false;
        }
        if (type.isString()) {
            return type.stringValue().equals("integer");
        }
        for (JsonNode t : type.values()) {
            if (t.isString() && t.stringValue().equals("integer")) {
                return true;
            }
        }
        return false;
    }

    /** A format the full validator asserts with the same test; any other is beyond this check. */
    private static StringFormats.Known format(JsonNode node) {
        if (node == null) {
            return null;
        }
        StringFormats.Known known = node.isString() ? StringFormats.named(node.stringValue()) : null;
        if (known == null) {
            throw new Unsure();
        }
        return known;
    }

    private static int count(JsonNode node, int absent) {
        if (node == null) {
            return absent;
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < 0) {
            throw new Unsure();
        }
        return node.intValue();
    }
}
