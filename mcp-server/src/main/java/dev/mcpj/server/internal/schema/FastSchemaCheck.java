package dev.mcpj.server.internal.schema;

import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * A pre-check compiled once from a JSON Schema that tells, cheaply, whether an instance is
 * certainly valid. It answers "valid" or "not sure", never "invalid": it must never call valid an
 * instance the full validator rejects, so that the full validator still decides, and words the
 * problems of, every instance it is not sure of.
 *
 * <p>It understands the keywords tool schemas mostly use: {@code type}, {@code properties},
 * {@code required}, {@code additionalProperties}, {@code items}, {@code enum}, {@code const}, the
 * numeric bounds, the length and count bounds, {@code uniqueItems}, the formats of
 * {@link StringFormats} (with the very tests the full validator runs), and keywords that only
 * annotate. A subschema with any other keyword ({@code $ref}, {@code pattern}, {@code anyOf}, ...)
 * is not sure of any instance it applies to; the rest of the schema is still checked, so an
 * instance that never reaches such a subschema can still be called valid.
 *
 * <p>The rules mirror the full validator as the server configures it: {@code format} asserts (a
 * format other than those of {@link StringFormats} leaves it unsure), {@code readOnly} and
 * {@code writeOnly} do not, and unknown keywords are annotations (only {@code x-*} and
 * {@code enumNames} are taken as such here).
 */
final class FastSchemaCheck {
    /** The check of one subschema: {@code true} when the instance is certainly valid against it. */
    interface Check {
        Check ANY = instance -> true;
        Check UNSURE = instance -> false;

        boolean surely(JsonNode instance);
    }

    /** Keywords that neither assert nor change how other keywords assert. */
    private static final Set<String> ANNOTATIONS = Set.of("title", "description", "default", "examples",
            "$comment", "deprecated", "readOnly", "writeOnly", "contentEncoding", "contentMediaType",
            "$defs", "definitions", "$id", "enumNames");

    /** Keywords whose assertions {@link KeywordRules} makes. */
    private static final Set<String> ASSERTIONS = Set.of("type", "properties", "required", "additionalProperties",
            "items", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength",
            "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "uniqueItems", "format");

    private static final FastSchemaCheck NEVER = new FastSchemaCheck(Check.UNSURE);

    private final Check root;

    private FastSchemaCheck(Check root) {
        this.root = root;
    }

    /** Compiles the check of a schema; one that is never sure when the schema is beyond it. */
    static FastSchemaCheck of(JsonNode schema) {
        if (schema == null) {
            return NEVER;
        }
        JsonNode dialect = schema.get("$schema");
        if (dialect != null && !(dialect.isString() && SchemaShape.DRAFT_2020_12.equals(dialect.stringValue()))) {
            return NEVER;
        }
        try {
            return new FastSchemaCheck(compile(schema, true));
        } catch (RuntimeException e) {
            // A schema shaped in a way this check did not foresee: leave it to the full validator.
            return NEVER;
        }
    }

    /** {@code true} when {@code instance} is certainly valid; {@code false} when not sure. */
    boolean surelyValid(JsonNode instance) {
        return instance != null && root.surely(instance);
    }

    /** {@code true} when this check is never sure, whatever the instance. */
    boolean neverSure() {
        return root == Check.UNSURE;
    }

    /** The check of one subschema; {@link Check#UNSURE} when it uses anything not understood here. */
    static Check compile(JsonNode schema, boolean root) {
        if (schema.isBoolean()) {
            return schema.booleanValue() ? Check.ANY : Check.UNSURE;
        }
        if (!schema.isObject()) {
            return Check.UNSURE;
        }
        boolean asserts = false;
        for (String keyword : schema.propertyNames()) {
            if (ASSERTIONS.contains(keyword)) {
                asserts = true;
            } else if (!(ANNOTATIONS.contains(keyword) || keyword.startsWith("x-")
                    || (root && keyword.equals("$schema")))) {
                return Check.UNSURE;
            }
        }
        if (!asserts) {
            return Check.ANY;
        }
        return KeywordRules.of(schema);
    }
}
