package dev.mcpj.core.tool;

import dev.mcpj.core.Icon;
import dev.mcpj.core.internal.HeaderAnnotations;
import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The definition of a tool as clients see it in {@code tools/list}. Build one with
 * {@link #builder(String)}; the name is checked and the schemas are parsed at {@code build()}.
 *
 * {@snippet :
 * Tool add = Tool.builder("add")
 *         .description("Add two numbers")
 *         .inputSchema("""
 *             {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},
 *              "required":["a","b"]}""")
 *         .build();
 * }
 */
public final class Tool {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.\\-]{1,128}");

    private final String name;
    private final @Nullable String title;
    private final @Nullable String description;
    private final ObjectNode inputSchema;
    private final @Nullable JsonNode outputSchema;
    private final @Nullable ToolAnnotations annotations;
    private final List<Icon> icons;
    private final @Nullable ObjectNode meta;
    private final List<HeaderParameter> headerParameters;

    private Tool(Builder b, List<HeaderParameter> headerParameters) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
        this.annotations = b.annotations == null || b.annotations.isEmpty() ? null : b.annotations;
        this.icons = List.copyOf(b.icons);
        this.meta = b.meta;
        this.headerParameters = headerParameters;
    }

    /**
     * Starts a tool definition. The name must be 1 to 128 characters of {@code A-Z a-z 0-9 _ . -}.
     *
     * @param name the tool's name
     * @return a builder; only the name is required
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /**
     * Whether {@code name} is a valid tool name.
     *
     * @param name a candidate name, or {@code null}
     * @return whether it is valid
     */
    public static boolean isValidName(@Nullable String name) {
        return name != null && NAME.matcher(name).matches();
    }

    /** {@return the tool's name, unique on its server} */
    public String name() { return name; }
    /** {@return the display title, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return the description for the model, or {@code null}} */
    public @Nullable String description() { return description; }
    /** {@return the JSON Schema of the arguments}; its root is {@code type: object}. Do not modify it. */
    public ObjectNode inputSchema() { return inputSchema; }
    /** {@return the JSON Schema of {@code structuredContent}, or {@code null}}. Do not modify it. */
    public @Nullable JsonNode outputSchema() { return outputSchema; }
    /** {@return the behaviour hints, or {@code null} when none is declared} */
    public @Nullable ToolAnnotations annotations() { return annotations; }
    /** {@return the icons a client may show; empty when none} */
    public List<Icon> icons() { return icons; }
    /** {@return the {@code _meta} tree, or {@code null}} */
    public @Nullable ObjectNode meta() { return meta; }

    /** {@return the arguments mirrored into HTTP headers ({@code x-mcp-header}); usually none} */
    public List<HeaderParameter> headerParameters() { return headerParameters; }

    @Override
    public String toString() {
        return "Tool[" + name + "]";
    }

    /** Builds a {@link Tool}. */
    public static final class Builder {
        private final String name;
        private @Nullable String title;
        private @Nullable String description;
        private ObjectNode inputSchema;
        private @Nullable JsonNode outputSchema;
        private @Nullable ToolAnnotations annotations;
        private List<Icon> icons = List.of();
        private @Nullable ObjectNode meta;

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /**
         * Sets the name people see.
         *
         * @param title the display name, or {@code null} for none
         * @return this builder
         */
        public Builder title(@Nullable String title) { this.title = title; return this; }
        /**
         * Sets what it is, for the model and for people.
         *
         * @param description the description, or {@code null} for none
         * @return this builder
         */
        public Builder description(@Nullable String description) { this.description = description; return this; }
        /**
         * Sets the behaviour hints.
         *
         * @param annotations the hints, or {@code null} for none
         * @return this builder
         */
        public Builder annotations(@Nullable ToolAnnotations annotations) { this.annotations = annotations; return this; }
        /**
         * Sets the icons a client may show.
         *
         * @param icons the icons (copied)
         * @return this builder
         */
        public Builder icons(List<Icon> icons) { this.icons = List.copyOf(icons); return this; }
        /**
         * Sets {@code _meta}.
         *
         * @param meta the tree, or {@code null} for none (copied)
         * @return this builder
         */
        public Builder meta(@Nullable ObjectNode meta) { this.meta = meta == null ? null : meta.deepCopy(); return this; }

        /**
         * The arguments' schema as a JSON object; defaults to {@code {"type":"object"}}.
         *
         * @param schema a JSON Schema object (copied)
         * @return this builder
         * @throws IllegalArgumentException if it is not a JSON object
         */
        public Builder inputSchema(JsonNode schema) {
            if (!(schema instanceof ObjectNode obj)) {
                throw new IllegalArgumentException("Tool '" + name + "': inputSchema must be a JSON object");
            }
            this.inputSchema = obj.deepCopy();
            return this;
        }

        /**
         * The arguments' schema as JSON text.
         *
         * @param schemaJson a JSON Schema object, as JSON text
         * @return this builder
         * @throws IllegalArgumentException if it is not valid JSON or not an object
         */
        public Builder inputSchema(String schemaJson) {
            return inputSchema(parse(schemaJson, "inputSchema"));
        }

        /**
         * The schema of {@code structuredContent}.
         *
         * @param schema a JSON Schema, object or boolean (copied), or {@code null} for none
         * @return this builder
         * @throws IllegalArgumentException if it is neither an object nor a boolean
         */
        public Builder outputSchema(@Nullable JsonNode schema) {
            if (schema != null && !schema.isObject() && !schema.isBoolean()) {
                throw new IllegalArgumentException("Tool '" + name + "': outputSchema must be a JSON object");
            }
            this.outputSchema = schema == null ? null : schema.deepCopy();
            return this;
        }

        /**
         * The schema of {@code structuredContent} as JSON text.
         *
         * @param schemaJson a JSON Schema, as JSON text
         * @return this builder
         * @throws IllegalArgumentException if it is not valid JSON, nor an object or a boolean
         */
        public Builder outputSchema(String schemaJson) {
            return outputSchema(parse(schemaJson, "outputSchema"));
        }

        private JsonNode parse(String json, String what) {
            try {
                return Json.mapper().readTree(json);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("Tool '" + name + "': " + what + " is not valid JSON: "
                        + e.getMessage(), e);
            }
        }

        /**
         * Checks the definition and builds it.
         *
         * @return the tool
         * @throws IllegalArgumentException if the name is invalid, the input schema's root is not
         *                                  {@code type: object}, or an {@code x-mcp-header}
         *                                  annotation breaks its rules
         */
        public Tool build() {
            if (!isValidName(name)) {
                throw new IllegalArgumentException("Invalid tool name \"" + name
                        + "\": use 1 to 128 characters of A-Z, a-z, 0-9, '_', '.' and '-'");
            }
            if (inputSchema == null) {
                inputSchema = Json.mapper().createObjectNode().put("type", "object");
            }
            JsonNode type = inputSchema.get("type");
            if (type == null || !type.isString() || !"object".equals(type.asString())) {
                throw new IllegalArgumentException("Tool '" + name
                        + "': inputSchema must have \"type\": \"object\" at its root");
            }
            List<HeaderParameter> headers;
            try {
                headers = HeaderAnnotations.of(inputSchema);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Tool '" + name + "': " + e.getMessage(), e);
            }
            return new Tool(this, headers);
        }
    }
}
