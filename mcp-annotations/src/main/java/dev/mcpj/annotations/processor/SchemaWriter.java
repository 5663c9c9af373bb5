package dev.mcpj.annotations.processor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes the JSON Schema (2020-12) of a tool's arguments or result. A record, bean or sealed
 * interface used once is written in place; one used more than once, or recursively, is written
 * once under {@code $defs} and referenced with {@code $ref}.
 */
final class SchemaWriter {
    /** An argument of the input schema. */
    record Property(String name, Slot slot, boolean required, String description, Object defaultValue) {
    }

    private final Map<Def, Integer> uses = new IdentityHashMap<>();
    private final Map<Def, String> names = new IdentityHashMap<>();
    private final List<Def> order = new ArrayList<>();
    /** The definitions whose bodies were counted, over every root: each body counts once. */
    private final Set<Def> visited = new HashSet<>();

    /**
     * Whether optional values accept {@code null}: in arguments, where a model sends it for what it
     * leaves out; structured output never holds a null (it is left out when written).
     */
    private final boolean input;

    private SchemaWriter(boolean input) {
        this.input = input;
    }

    /** The input schema: an object with one property per argument, closed to others. */
    static Map<String, Object> input(List<Property> properties) {
        SchemaWriter w = new SchemaWriter(true);
        properties.forEach(p -> w.count(p.slot().type()));
        w.name();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("type", "object");
        Map<String, Object> props = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        for (Property p : properties) {
            Map<String, Object> schema = w.type(p.slot().type());
            schema.putAll(p.slot().keywords());
            if (!p.required()) {
                schema = nullable(schema);
            }
            if (p.description() != null) {
                schema.put("description", p.description());
            }
            if (p.defaultValue() != null) {
                schema.put("default", p.defaultValue());
            }
            props.put(p.name(), schema);
            if (p.required()) {
                required.add(p.name());
            }
        }
        root.put("properties", props);
        if (!required.isEmpty()) {
            root.put("required", required);
        }
        root.put("additionalProperties", false);
        w.defs(root);
        return root;
    }

    /**
     * The output schema of a structured result: the object itself, or {@code {"result": ...}} around
     * an array ({@code wrap}).
     */
    static Map<String, Object> output(JType type, boolean wrap) {
        SchemaWriter w = new SchemaWriter(false);
        w.count(type);
        w.name();
        Map<String, Object> root;
        if (wrap) {
            root = new LinkedHashMap<>();
            root.put("type", "object");
            root.put("properties", Map.of("result", w.type(type)));
            root.put("required", List.of("result"));
        } else {
            Map<String, Object> schema = w.type(type);
            root = new LinkedHashMap<>();
            root.put("type", "object");
            schema.remove("type");
            root.putAll(schema);
        }
        w.defs(root);
        return root;
    }

    /** Counts references to each definition; every definition's body is visited once. */
    private void count(JType root) {
        Deque<JType> work = new ArrayDeque<>();
        work.push(root);
        while (!work.isEmpty()) {
            JType t = work.pop();
            if (t instanceof JType.ArrayType a) {
                work.push(a.items());
            } else if (t instanceof JType.MapType m) {
                work.push(m.values());
            } else if (t instanceof JType.Ref r) {
                Def d = r.def();
                uses.merge(d, 1, Integer::sum);
                if (visited.add(d)) {
                    order.add(d);
                    List<JType> inner = new ArrayList<>();
                    d.props.forEach(p -> inner.add(p.type()));
                    d.variants.forEach(v -> inner.add(new JType.Ref(v)));
                    for (int i = inner.size() - 1; i >= 0; i--) {
                        work.push(inner.get(i));
                    }
                }
            }
        }
    }

    /**
     * Names the shared definitions: by their short name ({@code Book}, {@code Page_Book}), or, when
     * two types of the schema share one, each of them by its qualified name, so that a name never
     * depends on the order in which types are met.
     */
    private void name() {
        Map<String, List<Def>> byName = new LinkedHashMap<>();
        for (Def d : order) {
            if (uses.get(d) > 1) {
                byName.computeIfAbsent(safe(d.baseName), k -> new ArrayList<>()).add(d);
            }
        }
        byName.forEach((name, defs) -> defs.forEach(d -> names.put(d, defs.size() == 1 ? name : safe(d.key))));
    }

    private void defs(Map<String, Object> root) {
        if (names.isEmpty()) {
            return;
        }
        Map<String, Object> defs = new LinkedHashMap<>();
        for (Def d : order) {
            String n = names.get(d);
            if (n != null) {
                defs.put(n, body(d));
            }
        }
        root.put("$defs", defs);
    }

    /**
     * The schema that also accepts {@code null}, which an optional value takes as "absent": its
     * {@code type} lists {@code "null"} (and so does its {@code enum}); a reference or a choice of
     * schemas goes into {@code anyOf} with {@code {"type": "null"}}.
     */
    static Map<String, Object> nullable(Map<String, Object> schema) {
        if (schema.get("type") instanceof String type && !schema.containsKey("oneOf") && !schema.containsKey("const")) {
            Map<String, Object> s = new LinkedHashMap<>(schema);
            s.put("type", List.of(type, "null"));
            if (s.get("enum") instanceof List<?> values) {
                List<Object> withNull = new ArrayList<>(values);
                withNull.add(null);
                s.put("enum", withNull);
            }
            return s;
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("anyOf", List.of(schema, Map.of("type", "null")));
        return s;
    }

    private Map<String, Object> type(JType type) {
        Map<String, Object> s = new LinkedHashMap<>();
        if (type instanceof JType.Scalar scalar) {
            s.put("type", scalar.kind().jsonType);
            if (scalar.kind() == JType.ScalarKind.CHAR) {
                s.put("minLength", 1);
                s.put("maxLength", 1);
            }
        } else if (type instanceof JType.Text text) {
            s.put("type", "string");
            if (text.format() != null) {
                s.put("format", text.format());
            }
            if (text.pattern() != null) {
                s.put("pattern", text.pattern());
            }
        } else if (type instanceof JType.Bytes) {
            s.put("type", "string");
            s.put("contentEncoding", "base64");
        } else if (type instanceof JType.EnumType e) {
            s.put("type", "string");
            s.put("enum", e.wireNames());
        } else if (type instanceof JType.ArrayType a) {
            s.put("type", "array");
            Map<String, Object> items = type(a.items());
            items.putAll(a.itemKeywords());
            s.put("items", items);
            if (a.unique()) {
                s.put("uniqueItems", true);
            }
        } else if (type instanceof JType.MapType m) {
            s.put("type", "object");
            Map<String, Object> values = type(m.values());
            values.putAll(m.valueKeywords());
            s.put("additionalProperties", values);
        } else if (type instanceof JType.Ref r) {
            String n = names.get(r.def());
            if (n != null) {
                s.put("$ref", "#/$defs/" + n);
            } else {
                s.putAll(body(r.def()));
            }
        }
        return s;
    }

    private Map<String, Object> body(Def d) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        if (d.description != null) {
            s.put("description", d.description);
        }
        if (d.sealed) {
            List<Object> variants = new ArrayList<>();
            d.variants.forEach(v -> variants.add(type(new JType.Ref(v))));
            s.put("oneOf", variants);
            return s;
        }
        Map<String, Object> props = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        if (d.discriminator != null) {
            props.put("type", Map.of("const", d.discriminator));
            required.add("type");
        }
        for (Def.Prop p : d.props) {
            Map<String, Object> schema = type(p.type());
            schema.putAll(p.keywords());
            if (input && !p.required()) {
                schema = nullable(schema);
            }
            if (p.description() != null) {
                schema.put("description", p.description());
            }
            props.put(p.name(), schema);
            if (p.required()) {
                required.add(p.name());
            }
        }
        s.put("properties", props);
        if (!required.isEmpty()) {
            s.put("required", required);
        }
        return s;
    }

    /** A name usable in a {@code $ref} fragment without escaping. */
    private static String safe(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            sb.append(c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.') ? c : '_');
        }
        return sb.toString();
    }
}
