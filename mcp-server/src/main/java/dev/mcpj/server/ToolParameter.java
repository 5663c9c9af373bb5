package dev.mcpj.server;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * One argument of a tool, described in Java rather than in JSON Schema: its name, type and
 * constraints, from which {@link ServerTool.Builder#parameter(ToolParameter)} makes the tool's
 * {@code inputSchema}. Start one with the factory of its type; each method returns a new value, so
 * a parameter may be shared. A parameter is required unless {@link #optional()} is called.
 *
 * {@snippet :
 * ServerTool.builder("forecast")
 *         .parameter(ToolParameter.string("city").description("City name").minLength(1))
 *         .parameter(ToolParameter.integer("days").minimum(1).maximum(14).defaultValue(3).optional())
 *         .parameter(ToolParameter.string("units").enumValues("metric", "imperial").optional())
 *         .handler((args, ctx) -> CallToolResult.text("Sunny in " + args.string("city")))
 *         .build();
 * }
 *
 * <p>Constraints that do not fit the type are refused at once ({@code minLength} of an integer,
 * say); those that contradict each other, such as a default outside the bounds or not among the
 * enum values, are refused when the tool is built.
 */
public final class ToolParameter {
    /** The JSON type of a parameter, or of the items of an array parameter. */
    public enum Type {
        /** A JSON string. */
        STRING("string"),
        /** A JSON number without a fractional part. */
        INTEGER("integer"),
        /** Any JSON number. */
        NUMBER("number"),
        /** {@code true} or {@code false}. */
        BOOLEAN("boolean"),
        /** A JSON array. */
        ARRAY("array"),
        /** A JSON object, described by a schema given as JSON text. */
        OBJECT("object");

        private final String json;

        Type(String json) {
            this.json = json;
        }

        /** {@return the name of the type in JSON Schema ({@code "string"}, ...)} */
        public String json() {
            return json;
        }
    }

    private final String name;
    private final Type type;
    private final @Nullable Type items;
    private final @Nullable ObjectNode schema;
    private final @Nullable String description;
    private final boolean required;
    private final List<String> enumValues;
    private final @Nullable Double minimum;
    private final @Nullable Double maximum;
    private final @Nullable Integer minLength;
    private final @Nullable Integer maxLength;
    private final @Nullable String pattern;
    private final @Nullable Object defaultValue;

    private ToolParameter(String name, Type type, @Nullable Type items, @Nullable ObjectNode schema,
                          @Nullable String description, boolean required, List<String> enumValues,
                          @Nullable Double minimum, @Nullable Double maximum, @Nullable Integer minLength,
                          @Nullable Integer maxLength, @Nullable String pattern, @Nullable Object defaultValue) {
        this.name = name;
        this.type = type;
        this.items = items;
        this.schema = schema;
        this.description = description;
        this.required = required;
        this.enumValues = enumValues;
        this.minimum = minimum;
        this.maximum = maximum;
        this.minLength = minLength;
        this.maxLength = maxLength;
        this.pattern = pattern;
        this.defaultValue = defaultValue;
    }

    private static ToolParameter of(String name, Type type, @Nullable Type items, @Nullable ObjectNode schema) {
        Objects.requireNonNull(name, "name");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("A tool parameter needs a name");
        }
        return new ToolParameter(name, type, items, schema, null, true, List.of(), null, null, null, null, null, null);
    }

    /**
     * A string parameter.
     *
     * @param name the argument's name
     * @return the parameter, required
     */
    public static ToolParameter string(String name) {
        return of(name, Type.STRING, null, null);
    }

    /**
     * An integer parameter, read with {@link ToolArguments#integer(String)}.
     *
     * @param name the argument's name
     * @return the parameter, required
     */
    public static ToolParameter integer(String name) {
        return of(name, Type.INTEGER, null, null);
    }

    /**
     * A number parameter, read with {@link ToolArguments#number(String)}.
     *
     * @param name the argument's name
     * @return the parameter, required
     */
    public static ToolParameter number(String name) {
        return of(name, Type.NUMBER, null, null);
    }

    /**
     * A boolean parameter.
     *
     * @param name the argument's name
     * @return the parameter, required
     */
    public static ToolParameter bool(String name) {
        return of(name, Type.BOOLEAN, null, null);
    }

    /**
     * An array parameter whose items are all of one scalar type.
     *
     * @param name  the argument's name
     * @param items the type of its items: {@code STRING}, {@code INTEGER}, {@code NUMBER} or {@code BOOLEAN}
     * @return the parameter, required
     * @throws IllegalArgumentException if {@code items} is not a scalar type
     */
    public static ToolParameter array(String name, Type items) {
        Objects.requireNonNull(items, "items");
        if (items == Type.ARRAY || items == Type.OBJECT) {
            throw new IllegalArgumentException("Parameter '" + name + "': array items must be a scalar type; give an "
                    + "object parameter with its schema for anything else");
        }
        return of(name, Type.ARRAY, items, null);
    }

    /**
     * An object parameter, with its JSON Schema written out: for shapes the other factories do not
     * describe.
     *
     * @param name       the argument's name
     * @param schemaJson the JSON Schema of the value, as JSON text: an object whose {@code type},
     *                   if given, is {@code "object"}
     * @return the parameter, required
     * @throws IllegalArgumentException if the text is not a JSON object, or its type is not {@code object}
     */
    public static ToolParameter object(String name, String schemaJson) {
        Objects.requireNonNull(schemaJson, "schemaJson");
        JsonNode tree;
        try {
            tree = JsonValues.mapper().readTree(schemaJson);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Parameter '" + name + "': the schema is not valid JSON: "
                    + e.getMessage(), e);
        }
        if (!(tree instanceof ObjectNode obj)) {
            throw new IllegalArgumentException("Parameter '" + name + "': the schema must be a JSON object");
        }
        JsonNode declared = obj.get("type");
        if (declared != null && !(declared.isString() && "object".equals(declared.asString()))) {
            throw new IllegalArgumentException("Parameter '" + name + "': the schema of an object parameter must have "
                    + "\"type\": \"object\", not " + declared);
        }
        return of(name, Type.OBJECT, null, obj);
    }

    /** {@return the argument's name} */
    public String name() { return name; }

    /** {@return its JSON type} */
    public Type type() { return type; }

    /** {@return whether a call must give it (true unless {@link #optional()} was called)} */
    public boolean required() { return required; }

    /**
     * What the argument means, for the model and for people.
     *
     * @param description the description
     * @return a parameter with it
     */
    public ToolParameter description(String description) {
        return new ToolParameter(name, type, items, schema, Objects.requireNonNull(description, "description"),
                required, enumValues, minimum, maximum, minLength, maxLength, pattern, defaultValue);
    }

    /**
     * Makes the argument one a call may leave out.
     *
     * @return a parameter that is not required
     */
    public ToolParameter optional() {
        return new ToolParameter(name, type, items, schema, description, false, enumValues, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * The only values a string argument may take ({@code enum}).
     *
     * @param values the values, at least one, without repeats
     * @return a parameter with them
     * @throws IllegalArgumentException if this is not a string parameter, or the values are none or repeat
     */
    public ToolParameter enumValues(String... values) {
        only("enumValues", Type.STRING);
        List<String> list = List.copyOf(Arrays.asList(values));
        if (list.isEmpty()) {
            throw new IllegalArgumentException("Parameter '" + name + "': enumValues needs at least one value");
        }
        if (list.stream().distinct().count() != list.size()) {
            throw new IllegalArgumentException("Parameter '" + name + "': enumValues repeats a value: " + list);
        }
        return new ToolParameter(name, type, items, schema, description, required, list, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * The smallest value a number or integer argument may take (inclusive).
     *
     * @param minimum the bound
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a number or integer parameter, or the bound is not finite
     */
    public ToolParameter minimum(double minimum) {
        only("minimum", Type.INTEGER, Type.NUMBER);
        finite("minimum", minimum);
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * The largest value a number or integer argument may take (inclusive).
     *
     * @param maximum the bound
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a number or integer parameter, or the bound is not finite
     */
    public ToolParameter maximum(double maximum) {
        only("maximum", Type.INTEGER, Type.NUMBER);
        finite("maximum", maximum);
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * The fewest characters a string argument may have.
     *
     * @param minLength the bound, not negative
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a string parameter, or the bound is negative
     */
    public ToolParameter minLength(int minLength) {
        only("minLength", Type.STRING);
        notNegative("minLength", minLength);
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * The most characters a string argument may have.
     *
     * @param maxLength the bound, not negative
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a string parameter, or the bound is negative
     */
    public ToolParameter maxLength(int maxLength) {
        only("maxLength", Type.STRING);
        notNegative("maxLength", maxLength);
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, pattern, defaultValue);
    }

    /**
     * A regular expression a string argument must match somewhere (JSON Schema's {@code pattern}:
     * anchor it with {@code ^…$} to match the whole value).
     *
     * @param regex the expression
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a string parameter, or the expression does not compile
     */
    public ToolParameter pattern(String regex) {
        only("pattern", Type.STRING);
        try {
            java.util.regex.Pattern.compile(Objects.requireNonNull(regex, "regex"));
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("Parameter '" + name + "': pattern does not compile: "
                    + e.getDescription(), e);
        }
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, regex, defaultValue);
    }

    /**
     * The value assumed when a string argument is left out; only an {@link #optional()} parameter may have one.
     *
     * @param value the default
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a string parameter
     */
    public ToolParameter defaultValue(String value) {
        only("a string default", Type.STRING);
        return withDefault(Objects.requireNonNull(value, "value"));
    }

    /**
     * The value assumed when an integer or number argument is left out; only an {@link #optional()}
     * parameter may have one.
     *
     * @param value the default
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not an integer or number parameter
     */
    public ToolParameter defaultValue(long value) {
        only("an integer default", Type.INTEGER, Type.NUMBER);
        return withDefault(value);
    }

    /**
     * The value assumed when a number argument is left out; only an {@link #optional()} parameter may have one.
     *
     * @param value the default, finite
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a number parameter, or the value is not finite
     */
    public ToolParameter defaultValue(double value) {
        only("a fractional default", Type.NUMBER);
        finite("default", value);
        return withDefault(value);
    }

    /**
     * The value assumed when a boolean argument is left out; only an {@link #optional()} parameter may have one.
     *
     * @param value the default
     * @return a parameter with it
     * @throws IllegalArgumentException if this is not a boolean parameter
     */
    public ToolParameter defaultValue(boolean value) {
        only("a boolean default", Type.BOOLEAN);
        return withDefault(value);
    }

    private ToolParameter withDefault(Object value) {
        return new ToolParameter(name, type, items, schema, description, required, enumValues, minimum, maximum,
                minLength, maxLength, pattern, value);
    }

    /**
     * Checks that the constraints agree with each other and makes the parameter's schema.
     *
     * @throws IllegalArgumentException naming the tool and the parameter when they do not
     */
    ObjectNode toSchema(String tool) {
        String where = "Tool '" + tool + "', parameter '" + name + "': ";
        if (minimum != null && maximum != null && minimum > maximum) {
            throw new IllegalArgumentException(where + "minimum " + number(minimum) + " is above maximum " + number(maximum));
        }
        if (minLength != null && maxLength != null && minLength > maxLength) {
            throw new IllegalArgumentException(where + "minLength " + minLength + " is above maxLength " + maxLength);
        }
        if (defaultValue != null) {
            checkDefault(where);
        }
        ObjectNode out = schema != null ? schema.deepCopy() : JsonNodeFactory.instance.objectNode();
        out.put("type", type.json());
        if (items != null) {
            out.putObject("items").put("type", items.json());
        }
        if (description != null) {
            out.put("description", description);
        }
        if (!enumValues.isEmpty()) {
            ArrayNode values = out.putArray("enum");
            enumValues.forEach(values::add);
        }
        bound(out, "minimum", minimum);
        bound(out, "maximum", maximum);
        if (minLength != null) {
            out.put("minLength", minLength);
        }
        if (maxLength != null) {
            out.put("maxLength", maxLength);
        }
        if (pattern != null) {
            out.put("pattern", pattern);
        }
        if (defaultValue != null) {
            out.set("default", JsonValues.mapper().valueToTree(defaultValue));
        }
        return out;
    }

    private void checkDefault(String where) {
        if (required) {
            throw new IllegalArgumentException(where + "has a default, so a call may leave it out: make it optional()");
        }
        if (defaultValue instanceof String s) {
            if (!enumValues.isEmpty() && !enumValues.contains(s)) {
                throw new IllegalArgumentException(where + "default \"" + s + "\" is not one of " + enumValues);
            }
            int length = s.codePointCount(0, s.length());
            if (minLength != null && length < minLength || maxLength != null && length > maxLength) {
                throw new IllegalArgumentException(where + "default \"" + s + "\" has " + length
                        + " characters, outside its length bounds");
            }
            if (pattern != null && !java.util.regex.Pattern.compile(pattern).matcher(s).find()) {
                throw new IllegalArgumentException(where + "default \"" + s + "\" does not match pattern " + pattern);
            }
        } else if (defaultValue instanceof Number n) {
            double v = n.doubleValue();
            if (minimum != null && v < minimum || maximum != null && v > maximum) {
                throw new IllegalArgumentException(where + "default " + n + " is outside ["
                        + (minimum == null ? "-∞" : number(minimum)) + ", "
                        + (maximum == null ? "∞" : number(maximum)) + "]");
            }
        }
    }

    private void bound(ObjectNode out, String keyword, @Nullable Double value) {
        if (value == null) {
            return;
        }
        if (value == Math.rint(value) && Math.abs(value) < 0x1p53) {
            out.put(keyword, value.longValue());
        } else {
            out.put(keyword, value);
        }
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 0x1p53 ? Long.toString((long) value) : Double.toString(value);
    }

    private void only(String what, Type... allowed) {
        for (Type t : allowed) {
            if (t == type) {
                return;
            }
        }
        throw new IllegalArgumentException("Parameter '" + name + "': " + what + " does not apply to a "
                + type.json() + " parameter");
    }

    private void finite(String what, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("Parameter '" + name + "': " + what + " must be finite");
        }
    }

    private void notNegative(String what, int value) {
        if (value < 0) {
            throw new IllegalArgumentException("Parameter '" + name + "': " + what + " must not be negative");
        }
    }

    @Override
    public String toString() {
        return "ToolParameter[" + name + ": " + type.json() + (required ? "" : ", optional") + "]";
    }
}
