package dev.mcpj.server;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The arguments of one tool call, already validated against the tool's {@code inputSchema}.
 * Getters for a missing or mistyped argument throw {@link ToolException}, which reaches the model
 * as an {@code isError} result naming the argument.
 *
 * {@snippet :
 * double a = args.number("a");
 * String unit = args.string("unit", "km");
 * }
 */
public final class ToolArguments {
    private final ObjectNode json;

    private ToolArguments(ObjectNode json) {
        this.json = json;
    }

    /**
     * Wraps an arguments object.
     *
     * @param json the arguments object
     * @return the arguments
     */
    public static ToolArguments of(ObjectNode json) {
        return new ToolArguments(Objects.requireNonNull(json, "json"));
    }

    /** {@return a copy of the arguments as sent: changing it changes nothing the server holds} */
    public ObjectNode json() {
        return json.deepCopy();
    }

    /**
     * Whether an argument is present and not JSON {@code null}.
     *
     * @param name the argument's name
     * @return whether it is present
     */
    public boolean has(String name) {
        JsonNode v = json.get(name);
        return v != null && !v.isNull();
    }

    /**
     * A string argument.
     *
     * @param name the argument's name
     * @return its value
     * @throws ToolException if it is absent or of another type, which fails the call with a clear message
     */
    public String string(String name) {
        JsonNode v = require(name);
        if (!v.isString()) {
            throw mistyped(name, "a string", v);
        }
        return v.stringValue();
    }

    /**
     * An optional string argument.
     *
     * @param name     the argument's name
     * @param fallback the value when it is absent, or {@code null}
     * @return its value, or {@code fallback}
     * @throws ToolException if it is present but not a string
     */
    public @Nullable String string(String name, @Nullable String fallback) {
        return has(name) ? string(name) : fallback;
    }

    /**
     * A number argument.
     *
     * @param name the argument's name
     * @return its value
     * @throws ToolException if it is absent or of another type, which fails the call with a clear message
     */
    public double number(String name) {
        JsonNode v = require(name);
        if (!v.isNumber()) {
            throw mistyped(name, "a number", v);
        }
        return v.doubleValue();
    }

    /**
     * An integer argument.
     *
     * @param name the argument's name
     * @return its value
     * @throws ToolException if it is absent or of another type, which fails the call with a clear message
     */
    public long integer(String name) {
        JsonNode v = require(name);
        if (!v.isNumber() || !v.canConvertToExactIntegral() || !v.canConvertToLong()) {
            throw mistyped(name, "an integer", v);
        }
        return v.longValue();
    }

    /**
     * An optional integer argument.
     *
     * @param name     the argument's name
     * @param fallback the value when it is absent
     * @return its value, or {@code fallback}
     * @throws ToolException if it is present but not an integer
     */
    public long integer(String name, long fallback) {
        return has(name) ? integer(name) : fallback;
    }

    /**
     * A boolean argument.
     *
     * @param name the argument's name
     * @return its value
     * @throws ToolException if it is absent or of another type, which fails the call with a clear message
     */
    public boolean bool(String name) {
        JsonNode v = require(name);
        if (!v.isBoolean()) {
            throw mistyped(name, "a boolean", v);
        }
        return v.booleanValue();
    }

    /**
     * An optional boolean argument.
     *
     * @param name     the argument's name
     * @param fallback the value when it is absent
     * @return its value, or {@code fallback}
     * @throws ToolException if it is present but not a boolean
     */
    public boolean bool(String name, boolean fallback) {
        return has(name) ? bool(name) : fallback;
    }

    /**
     * The raw JSON of an argument, or {@code null} when absent.
     *
     * @param name the argument's name
     * @return its JSON, or {@code null}
     */
    public @Nullable JsonNode get(String name) {
        return json.get(name);
    }

    /**
     * Converts an argument to a Java type (records, lists, maps, enums) with Jackson, configured
     * as {@link JsonValues#mapper()} says.
     *
     * @param <T>  the type
     * @param name the argument's name
     * @param type the type's class
     * @return the converted value
     * @throws ToolException if it cannot be converted
     */
    public <T> T as(String name, Class<T> type) {
        JsonNode v = require(name);
        try {
            return JsonValues.mapper().treeToValue(v, type);
        } catch (JacksonException | IllegalArgumentException e) {
            throw new ToolException("Argument '" + name + "' cannot be read as " + type.getSimpleName());
        }
    }

    private JsonNode require(String name) {
        JsonNode v = json.get(name);
        if (v == null || v.isNull()) {
            throw new ToolException("Missing required argument '" + name + "'");
        }
        return v;
    }

    private static ToolException mistyped(String name, String expected, JsonNode actual) {
        return new ToolException("Argument '" + name + "' must be " + expected + ", not " + actual.getNodeType()
                .name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public String toString() {
        return json.toString();
    }
}
