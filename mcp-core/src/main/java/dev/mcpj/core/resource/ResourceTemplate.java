package dev.mcpj.core.resource;

import dev.mcpj.core.Icon;
import dev.mcpj.core.content.Annotations;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A family of resources named by a URI template (RFC 6570), as listed by
 * {@code resources/templates/list}.
 *
 * {@snippet :
 * ResourceTemplate user = ResourceTemplate.builder("users://{id}/profile", "User profile")
 *         .mimeType("application/json").build();
 * }
 */
public final class ResourceTemplate {
    private final UriTemplate uriTemplate;
    private final String name;
    private final @Nullable String title;
    private final @Nullable String description;
    private final @Nullable String mimeType;
    private final List<Icon> icons;
    private final @Nullable Annotations annotations;
    private final @Nullable ObjectNode meta;

    private ResourceTemplate(Builder b) {
        this.uriTemplate = b.template;
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.mimeType = b.mimeType;
        this.icons = List.copyOf(b.icons);
        this.annotations = b.annotations;
        this.meta = b.meta;
    }

    /**
     * Starts a template.
     *
     * @param uriTemplate an RFC 6570 template of levels 1 and 2, such as {@code books://{isbn}}
     * @param name        the template's name
     * @return a builder
     * @throws IllegalArgumentException if the template is malformed
     */
    public static Builder builder(String uriTemplate, String name) {
        return new Builder(UriTemplate.parse(uriTemplate), name);
    }

    /** {@return the URI template the resources match} */
    public UriTemplate uriTemplate() { return uriTemplate; }
    /** {@return the template's name} */
    public String name() { return name; }
    /** {@return the display name, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return the description, or {@code null}} */
    public @Nullable String description() { return description; }
    /** {@return the MIME type of the contents, or {@code null}} */
    public @Nullable String mimeType() { return mimeType; }
    /** {@return the icons a client may show; empty when none} */
    public List<Icon> icons() { return icons; }
    /** {@return the usage hints, or {@code null}} */
    public @Nullable Annotations annotations() { return annotations; }
    /** {@return the {@code _meta} tree, or {@code null}} */
    public @Nullable ObjectNode meta() { return meta; }

    @Override
    public String toString() {
        return "ResourceTemplate[" + uriTemplate + "]";
    }

    /** Builds a {@link ResourceTemplate}. */
    public static final class Builder {
        private final UriTemplate template;
        private final String name;
        private @Nullable String title;
        private @Nullable String description;
        private @Nullable String mimeType;
        private List<Icon> icons = List.of();
        private @Nullable Annotations annotations;
        private @Nullable ObjectNode meta;

        private Builder(UriTemplate template, String name) {
            this.template = template;
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
         * Sets the MIME type of its contents.
         *
         * @param mimeType the type, such as {@code text/markdown}, or {@code null} when unknown
         * @return this builder
         */
        public Builder mimeType(@Nullable String mimeType) { this.mimeType = mimeType; return this; }
        /**
         * Sets the icons a client may show.
         *
         * @param icons the icons (copied)
         * @return this builder
         */
        public Builder icons(List<Icon> icons) { this.icons = List.copyOf(icons); return this; }
        /**
         * Sets usage hints for the client.
         *
         * @param annotations the hints, or {@code null} for none
         * @return this builder
         */
        public Builder annotations(@Nullable Annotations annotations) { this.annotations = annotations; return this; }
        /**
         * Sets {@code _meta}.
         *
         * @param meta the tree, or {@code null} for none (copied)
         * @return this builder
         */
        public Builder meta(@Nullable ObjectNode meta) { this.meta = meta == null ? null : meta.deepCopy(); return this; }

        /**
         * Builds the template.
         *
         * @return the template
         */
        public ResourceTemplate build() {
            return new ResourceTemplate(this);
        }
    }
}
