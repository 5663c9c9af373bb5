package dev.mcpj.server.internal.schema;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Makes instances of a schema for differential tests: mostly close to valid, with boundary values
 * (1 and 1.0, -0.0, 2^53 + 1, huge and non-finite numbers, strings of surrogate pairs at length
 * limits, duplicates, missing and extra properties) and a share of plain mistakes at every level.
 */
final class SchemaInstances {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] CHARS = {"a", "Z", "0", " ", "é", "\uD83D\uDE00", "\uD834\uDD1E", "-", "@"};
    private static final String[] TYPES = {"null", "boolean", "object", "array", "number", "string", "integer"};

    private final JsonNode root;
    private final Random random;
    /** One in how many choices is a mistake: rare for half the instances, common for the rest. */
    private int noise;

    SchemaInstances(JsonNode root, Random random) {
        this.root = root;
        this.random = random;
    }

    JsonNode next() {
        noise = random.nextBoolean() ? 200 : 8;
        return make(root, 0);
    }

    private boolean mistake() {
        return random.nextInt(noise) == 0;
    }

    private JsonNode make(JsonNode schema, int depth) {
        if (depth > 6 || mistake() || !schema.isObject()) {
            return any(depth);
        }
        JsonNode ref = schema.get("$ref");
        if (ref != null && ref.isString() && ref.stringValue().startsWith("#/") && random.nextInt(8) != 0) {
            JsonNode target = root.at(ref.stringValue().substring(1));
            if (!target.isMissingNode()) {
                return make(target, depth + 1);
            }
        }
        for (String choice : List.of("oneOf", "anyOf", "allOf")) {
            JsonNode options = schema.get(choice);
            if (options != null && options.isArray() && !options.isEmpty() && random.nextInt(4) != 0) {
                return make(options.get(random.nextInt(options.size())), depth + 1);
            }
        }
        if (schema.has("const") && random.nextInt(3) != 0) {
            return variant(schema.get("const"));
        }
        JsonNode values = schema.get("enum");
        if (values != null && values.isArray() && !values.isEmpty() && random.nextInt(4) != 0) {
            return variant(values.get(random.nextInt(values.size())));
        }
        String type = pickType(schema.get("type"));
        switch (type) {
            case "object":
                return object(schema, depth);
            case "array":
                return array(schema, depth);
            case "string":
                return string(schema);
            case "integer":
            case "number":
                return number(schema, type.equals("integer"));
            case "boolean":
                return NODES.booleanNode(random.nextBoolean());
            default:
                return NODES.nullNode();
        }
    }

    private String pickType(JsonNode type) {
        if (type != null && type.isString() && !mistake()) {
            return type.stringValue();
        }
        if (type != null && type.isArray() && !type.isEmpty() && !mistake()) {
            return type.get(random.nextInt(type.size())).asString("null");
        }
        return TYPES[random.nextInt(TYPES.length)];
    }

    /** The same value, sometimes written differently: 1 as 1.0 or as a big decimal. */
    private JsonNode variant(JsonNode value) {
        if (value.isNumber() && NumberBound.isFinite(value) && random.nextBoolean()) {
            return random.nextBoolean() ? NODES.numberNode(value.decimalValue().doubleValue())
                    : NODES.numberNode(value.decimalValue().setScale(Math.max(1, value.decimalValue().scale())));
        }
        return value.deepCopy();
    }

    private ObjectNode object(JsonNode schema, int depth) {
        ObjectNode o = NODES.objectNode();
        JsonNode properties = schema.path("properties");
        List<String> required = new ArrayList<>();
        schema.path("required").values().forEach(n -> required.add(n.asString("")));
        for (Map.Entry<String, JsonNode> p : properties.properties()) {
            boolean isRequired = required.contains(p.getKey());
            if (isRequired ? !mistake() : random.nextBoolean()) {
                o.set(p.getKey(), make(p.getValue(), depth + 1));
            }
        }
        for (String name : required) {
            if (!o.has(name) && !mistake()) {
                o.set(name, any(depth + 1));
            }
        }
        if (mistake() || properties.isEmpty() && random.nextBoolean()) {
            JsonNode extra = schema.get("additionalProperties");
            int n = 1 + random.nextInt(3);
            for (int i = 0; i < n; i++) {
                o.set("extra" + random.nextInt(5), extra != null && extra.isObject() ? make(extra, depth + 1)
                        : any(depth + 1));
            }
        }
        return o;
    }

    private ArrayNode array(JsonNode schema, int depth) {
        int min = schema.path("minItems").asInt(0);
        int max = schema.path("maxItems").asInt(min + 4);
        int size = around(min, max, 0);
        ArrayNode a = NODES.arrayNode();
        JsonNode items = schema.path("items");
        for (int i = 0; i < size; i++) {
            if (i > 0 && mistake()) {
                a.add(variant(a.get(random.nextInt(i))));
            } else {
                a.add(items.isObject() ? make(items, depth + 1) : any(depth + 1));
            }
        }
        return a;
    }

    /** Values at the edges of each format: valid ones, and ones that are nearly so. */
    private static final Map<String, List<String>> FORMAT_SAMPLES = Map.of(
            "date-time", List.of("2025-01-31T10:15:30Z", "2025-01-31t10:15:30z", "2025-01-31T10:15:30.123456789+01:00",
                    "2024-02-29T23:59:59-12:00", "2025-02-29T10:15:30Z", "2025-01-31T10:15:30", "2025-01-31 10:15:30Z",
                    "2025-01-31T24:00:00Z", "2025-13-01T10:15:30Z", "tomorrow"),
            "date", List.of("2025-01-31", "2024-02-29", "2025-02-29", "2025-1-31", "2025-01-31T00:00:00Z", ""),
            "time", List.of("10:15:30Z", "10:15:30.5+01:00", "10:15:30", "10:15Z", "25:00:00Z", "23:59:60Z"),
            "duration", List.of("PT15M", "P1Y2M3D", "P2W", "PT1.5S", "-PT6H", "PT-1H-30M", "P1DT2H", "P", "PT", "P1DT",
                    "15 minutes"),
            "email", List.of("ada@example.com", "a.b+c@x.io", "\"a b\"@x.io", "ada@[127.0.0.1]", "ada", "ada@", "@x.io",
                    "a..b@x.io", "ada@-x.io", "ada@x..io"),
            "uuid", List.of("123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
                    "123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400", "not-a-uuid"),
            "uri", List.of("https://example.com/a?b=c", "urn:isbn:0451450523", "mailto:ada@example.com", "/relative",
                    "https://exa mple.com", "no scheme", "a:"));

    private JsonNode string(JsonNode schema) {
        List<String> samples = FORMAT_SAMPLES.get(schema.path("format").asString(""));
        if (samples != null && random.nextInt(4) != 0) {
            return NODES.stringNode(samples.get(random.nextInt(samples.size())));
        }
        int min = schema.path("minLength").asInt(0);
        int max = schema.path("maxLength").asInt(min + 8);
        int length = around(min, max, 0);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(CHARS[random.nextInt(CHARS.length)]);
        }
        return NODES.stringNode(sb.toString());
    }

    /** A count between {@code min} and {@code max}, often at or just past either end. */
    private int around(int min, int max, int floor) {
        int pick;
        switch (mistake() ? random.nextInt(4) : 4 + random.nextInt(4)) {
            case 0:
                pick = min - 1;
                break;
            case 1:
                pick = min;
                break;
            case 3:
                pick = max + 1;
                break;
            case 2:
            case 4:
                pick = max;
                break;
            default:
                pick = min + random.nextInt(Math.max(1, Math.min(max, min + 6) - min + 1));
        }
        return Math.max(floor, pick);
    }

    private JsonNode number(JsonNode schema, boolean integer) {
        List<BigDecimal> candidates = new ArrayList<>(List.of(BigDecimal.ZERO, BigDecimal.ONE,
                new BigDecimal("0.5"), new BigDecimal("-1"), new BigDecimal("9007199254740993"),
                new BigDecimal("1e20"), new BigDecimal("123456789012345678901234567890")));
        for (String bound : List.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")) {
            JsonNode b = schema.get(bound);
            if (b != null && b.isNumber()) {
                BigDecimal v = b.decimalValue();
                candidates.addAll(List.of(v, v.add(BigDecimal.ONE), v.subtract(BigDecimal.ONE),
                        v.add(new BigDecimal("0.5")), v.subtract(new BigDecimal("0.5")),
                        v.add(new BigDecimal("1e-12")), v.subtract(new BigDecimal("1e-12"))));
            }
        }
        BigDecimal v = mistake() ? candidates.get(random.nextInt(candidates.size())) : within(schema);
        if (integer && !mistake()) {
            v = v.setScale(0, java.math.RoundingMode.FLOOR);
        }
        switch (mistake() ? random.nextInt(5) : 5 + random.nextInt(6)) {
            case 0:
            case 5:
                return NODES.numberNode(v.doubleValue());
            case 1:
            case 6:
                return NODES.numberNode(v);
            case 2:
                return NODES.numberNode(-0.0);
            case 3:
                return NODES.numberNode(random.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NaN);
            case 4:
                return NODES.numberNode(new BigDecimal("1e400"));
            default:
                return numberLiteral(v);
        }
    }

    /** A number within the schema's bounds, when they leave room for one; 1 when it has none. */
    private BigDecimal within(JsonNode schema) {
        BigDecimal low = schema.has("minimum") ? schema.get("minimum").decimalValue()
                : schema.has("exclusiveMinimum") ? schema.get("exclusiveMinimum").decimalValue().add(BigDecimal.ONE)
                : null;
        BigDecimal high = schema.has("maximum") ? schema.get("maximum").decimalValue()
                : schema.has("exclusiveMaximum") ? schema.get("exclusiveMaximum").decimalValue()
                        .subtract(BigDecimal.ONE) : null;
        if (low != null && high != null) {
            return random.nextBoolean() ? low : high.compareTo(low) >= 0 ? high : low;
        }
        BigDecimal step = new BigDecimal(random.nextInt(1000)).movePointLeft(random.nextInt(3));
        return low != null ? low.add(step) : high != null ? high.subtract(step) : step;
    }

    /** A number as a parser reads it: int, long or big integer when whole, double otherwise. */
    private JsonNode numberLiteral(BigDecimal v) {
        if (v.stripTrailingZeros().scale() <= 0 && random.nextInt(4) != 0) {
            BigInteger i = v.toBigIntegerExact();
            if (i.bitLength() < 32) {
                return NODES.numberNode(i.intValue());
            }
            return i.bitLength() < 64 ? NODES.numberNode(i.longValue()) : NODES.numberNode(i);
        }
        return NODES.numberNode(v.doubleValue());
    }

    private JsonNode any(int depth) {
        switch (random.nextInt(depth > 4 ? 6 : 8)) {
            case 0:
                return NODES.nullNode();
            case 1:
                return NODES.booleanNode(random.nextBoolean());
            case 2:
                return numberLiteral(new BigDecimal(random.nextInt(2001) - 1000).movePointLeft(random.nextInt(3)));
            case 3:
                return NODES.numberNode(random.nextLong());
            case 4:
            case 5:
                return string(NODES.objectNode());
            case 6:
                ArrayNode a = NODES.arrayNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    a.add(any(depth + 1));
                }
                return a;
            default:
                ObjectNode o = NODES.objectNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    o.set("k" + random.nextInt(6), any(depth + 1));
                }
                return o;
        }
    }
}
