package dev.mcpj.server.client;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The form a user is asked to fill in: a flat object of strings, numbers, integers, booleans and
 * enums (single or multiple choice, with or without titles), as elicitation allows.
 *
 * {@snippet :
 * ElicitationSchema form = ElicitationSchema.builder()
 *         .string("username", "Your user name", true)
 *         .integer("age", "Your age", false, 30L)
 *         .enumeration("plan", "Plan", true, List.of("free", "pro"), "free")
 *         .build();
 * }
 */
public final class ElicitationSchema {
    private final ObjectNode json;

    private ElicitationSchema(ObjectNode json) {
        this.json = json;
    }

    /**
     * Starts a form with no fields.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the schema as sent in {@code requestedSchema}; do not modify} */
    public ObjectNode json() {
        return json;
    }

    /** Adds properties in order; each {@code name} may be used once. */
    public static final class Builder {
        private static final JsonNodeFactory F = JsonNodeFactory.instance;
        private final ObjectNode properties = F.objectNode();
        private final ArrayNode required = F.arrayNode();

        private Builder() {
        }

        /**
         * A text field without a default.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder string(String name, @Nullable String description, boolean required) {
            return string(name, description, required, null);
        }

        /**
         * A text field with an optional default.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param defaultValue the value shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder string(String name, @Nullable String description, boolean required, @Nullable String defaultValue) {
            putDefault(property(name, "string", description, required), defaultValue, F::stringNode);
            return this;
        }

        /**
         * A text field in a format: {@code email}, {@code uri}, {@code date} or {@code date-time}.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param format      the format
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder formatted(String name, @Nullable String description, boolean required, String format) {
            property(name, "string", description, required).put("format", Objects.requireNonNull(format));
            return this;
        }

        /**
         * A whole-number field with an optional default.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param defaultValue the value shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder integer(String name, @Nullable String description, boolean required, @Nullable Long defaultValue) {
            putDefault(property(name, "integer", description, required), defaultValue, F::numberNode);
            return this;
        }

        /**
         * A number field with an optional default.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param defaultValue the value shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder number(String name, @Nullable String description, boolean required, @Nullable Double defaultValue) {
            putDefault(property(name, "number", description, required), defaultValue, F::numberNode);
            return this;
        }

        /**
         * A yes-or-no field with an optional default.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param defaultValue the value shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder bool(String name, @Nullable String description, boolean required, @Nullable Boolean defaultValue) {
            putDefault(property(name, "boolean", description, required), defaultValue, F::booleanNode);
            return this;
        }

        /**
         * A single choice among plain values.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param values      the choices, in order
         * @param defaultValue the choice shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder enumeration(String name, @Nullable String description, boolean required, List<String> values,
                                   @Nullable String defaultValue) {
            ObjectNode p = property(name, "string", description, required);
            ArrayNode e = p.putArray("enum");
            values.forEach(e::add);
            putDefault(p, defaultValue, F::stringNode);
            return this;
        }

        /**
         * A single choice among values shown with titles ({@code oneOf} of {@code const} + {@code title}).
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param titlesByValue the choices: the value sent, and the title shown, in iteration order
         * @param defaultValue  the choice shown first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder titledEnumeration(String name, @Nullable String description, boolean required,
                                         Map<String, String> titlesByValue, @Nullable String defaultValue) {
            ObjectNode p = property(name, "string", description, required);
            ArrayNode oneOf = p.putArray("oneOf");
            titlesByValue.forEach((value, title) -> oneOf.addObject().put("const", value).put("title", title));
            putDefault(p, defaultValue, F::stringNode);
            return this;
        }

        /**
         * A single choice in the legacy shape: {@code enum} with parallel {@code enumNames}.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param values      the choices, in order
         * @param names       the title of each choice, in the same order
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined, or the two lists differ in length
         */
        public Builder legacyEnumeration(String name, @Nullable String description, boolean required, List<String> values,
                                         List<String> names) {
            if (values.size() != names.size()) {
                throw new IllegalArgumentException("Property '" + name + "': values and names differ in length");
            }
            ObjectNode p = property(name, "string", description, required);
            ArrayNode e = p.putArray("enum");
            values.forEach(e::add);
            ArrayNode n = p.putArray("enumNames");
            names.forEach(n::add);
            return this;
        }

        /**
         * Several choices among plain values.
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param values      the choices, in order
         * @param defaults    the choices selected first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder multiSelect(String name, @Nullable String description, boolean required, List<String> values,
                                   @Nullable List<String> defaults) {
            ObjectNode p = property(name, "array", description, required);
            ArrayNode e = p.putObject("items").put("type", "string").putArray("enum");
            values.forEach(e::add);
            putDefaults(p, defaults);
            return this;
        }

        /**
         * Several choices among values shown with titles ({@code anyOf} of {@code const} + {@code title}).
         *
         * @param name        the property's name
         * @param description what to ask, or {@code null}
         * @param required    whether the user must fill it in
         * @param titlesByValue the choices: the value sent, and the title shown, in iteration order
         * @param defaults      the choices selected first, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if a property of that name is already defined
         */
        public Builder titledMultiSelect(String name, @Nullable String description, boolean required,
                                         Map<String, String> titlesByValue, @Nullable List<String> defaults) {
            ObjectNode p = property(name, "array", description, required);
            ArrayNode anyOf = p.putObject("items").putArray("anyOf");
            titlesByValue.forEach((value, title) -> anyOf.addObject().put("const", value).put("title", title));
            putDefaults(p, defaults);
            return this;
        }

        /** Sets the property's {@code default}, unless there is none. */
        private static <T> void putDefault(ObjectNode p, @Nullable T value, Function<T, JsonNode> node) {
            if (value != null) {
                p.set("default", node.apply(value));
            }
        }

        private static void putDefaults(ObjectNode p, @Nullable List<String> defaults) {
            if (defaults != null) {
                ArrayNode d = p.putArray("default");
                defaults.forEach(d::add);
            }
        }

        private ObjectNode property(String name, String type, @Nullable String description, boolean isRequired) {
            Objects.requireNonNull(name, "name");
            if (properties.has(name)) {
                throw new IllegalArgumentException("Property '" + name + "' is already defined");
            }
            ObjectNode p = properties.putObject(name).put("type", type);
            if (description != null) {
                p.put("description", description);
            }
            if (isRequired) {
                required.add(name);
            }
            return p;
        }

        /**
         * Builds the form.
         *
         * @return the form's schema
         */
        public ElicitationSchema build() {
            ObjectNode schema = F.objectNode().put("type", "object");
            schema.set("properties", properties.deepCopy());
            if (!required.isEmpty()) {
                schema.set("required", required.deepCopy());
            }
            return new ElicitationSchema(schema);
        }
    }
}
