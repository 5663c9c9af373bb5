package dev.mcpj.annotations.processor;

import java.util.List;
import java.util.Map;

/** The JSON shape of a Java type, as the schema writer and the code generator need it. */
sealed interface JType {

    /** A JSON string, boolean or number read and written without Jackson. */
    record Scalar(ScalarKind kind) implements JType {
    }

    /** A string with a known format ({@code UUID}, {@code URI}, {@code java.time}); Jackson converts it. */
    record Text(String qualifiedName, String format, String pattern) implements JType {
    }

    /** {@code byte[]}: a base64 string. */
    record Bytes() implements JType {
    }

    /**
     * An enum: its constants and their names on the wire, index by index.
     *
     * @param qualifiedName the enum's canonical name
     */
    record EnumType(String qualifiedName, List<String> constants, List<String> wireNames) implements JType {
    }

    /**
     * A list, collection, set ({@code unique}) or array.
     *
     * @param itemKeywords the schema keywords of constraints on the item type, as in
     *                     {@code List<@Size(max = 20) String>}
     */
    record ArrayType(JType items, boolean unique, Map<String, Object> itemKeywords) implements JType {
    }

    /**
     * A {@code Map<String, T>}.
     *
     * @param valueKeywords the schema keywords of constraints on the value type
     */
    record MapType(JType values, Map<String, Object> valueKeywords) implements JType {
    }

    /** A record, bean or sealed interface: its definition may be shared and recursive. */
    record Ref(Def def) implements JType {
    }

    /** Scalar kinds with their JSON type. */
    enum ScalarKind {
        STRING("string"), CHAR("string"), BOOLEAN("boolean"),
        BYTE("integer"), SHORT("integer"), INT("integer"), LONG("integer"), BIG_INTEGER("integer"),
        FLOAT("number"), DOUBLE("number"), BIG_DECIMAL("number");

        final String jsonType;

        ScalarKind(String jsonType) {
            this.jsonType = jsonType;
        }

        boolean isNumber() {
            return jsonType.equals("integer") || jsonType.equals("number");
        }

        boolean isInteger() {
            return jsonType.equals("integer");
        }
    }

    /** How the type reads in a message: "a string", "a list", ... */
    static String describe(JType type) {
        if (type instanceof Scalar s) {
            return switch (s.kind()) {
                case STRING -> "a string";
                case CHAR -> "a character";
                case BOOLEAN -> "a boolean";
                case BYTE, SHORT, INT, LONG, BIG_INTEGER -> "an integer";
                case FLOAT, DOUBLE, BIG_DECIMAL -> "a number";
            };
        }
        if (type instanceof Text t) {
            return "a " + t.qualifiedName().substring(t.qualifiedName().lastIndexOf('.') + 1);
        }
        if (type instanceof Bytes) {
            return "a byte array";
        }
        if (type instanceof EnumType) {
            return "an enum";
        }
        if (type instanceof ArrayType) {
            return "a list";
        }
        if (type instanceof MapType) {
            return "a map";
        }
        return "an object";
    }
}
