package dev.mcpj.core.resource;

import dev.mcpj.core.Icon;
import dev.mcpj.core.content.Annotations;
import dev.mcpj.core.content.ResourceLink;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A resource as listed by {@code resources/list}: a URI with a name and optional description.
 * Build one with {@link #builder(String, String)}.
 *
 * {@snippet :
 * Resource readme = Resource.builder("file:///project/README.md", "README")
 *         .mimeType("text/markdown").description("The project's readme").build();
 * }
 */
public final class Resource {
    private final String uri;
    private final String name;
    private final @Nullable String title;
    private final @Nullable String description;
    private final @Nullable String mimeType;
    private final @Nullable Long size;
    private final List<Icon> icons;
    private final @Nullable Annotations annotations;
    private final @Nullable ObjectNode meta;

    private Resource(Builder b) {
        this.uri = b.uri;
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.mimeType = b.mimeType;
        this.size = b.size;
        this.icons = List.copyOf(b.icons);
        this.annotations = b.annotations;
        this.meta = b.meta;
    }

    /**
     * Starts building a resource.
     *
     * @param uri  the resource's absolute URI
     * @param name its name
     * @return a builder
     */
    public static Builder builder(String uri, String name) {
        return new Builder(uri, name);
    }

    /** {@return the resource's absolute URI} */
    public String uri() { return uri; }
    /** {@return the resource's name} */
    public String name() { return name; }
    /** {@return the display title, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return the description, or {@code null}} */
    public @Nullable String description() { return description; }
    /** {@return the MIME type, or {@code null}} */
    public @Nullable String mimeType() { return mimeType; }
    /** {@return the size in bytes, or {@code null}} */
    public @Nullable Long size() { return size; }
    /** {@return the icons a client may show; empty when none} */
    public List<Icon> icons() { return icons; }
    /** {@return the usage hints, or {@code null}} */
    public @Nullable Annotations annotations() { return annotations; }
    /** {@return the {@code _meta} tree, or {@code null}} */
    public @Nullable ObjectNode meta() { return meta; }

    /**
     * A link to this resource, for a tool's result: a content block with this resource's fields.
     *
     * @return the link
     */
    public ResourceLink link() {
        return new ResourceLink(uri, name, title, description, mimeType, size, icons, annotations, meta);
    }

    @Override
    public String toString() {
        return "Resource[" + uri + "]";
    }

    /** Builds a {@link Resource}; uri and name are required. */
    public static final class Builder {
        private final String uri;
        private final String name;
        private @Nullable String title;
        private @Nullable String description;
        private @Nullable String mimeType;
        private @Nullable Long size;
        private List<Icon> icons = List.of();
        private @Nullable Annotations annotations;
        private @Nullable ObjectNode meta;

        private Builder(String uri, String name) {
            this.uri = Objects.requireNonNull(uri, "uri");
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
         * Sets its size in bytes, before any encoding.
         *
         * @param size the size in bytes
         * @return this builder
         */
        public Builder size(long size) { this.size = size; return this; }
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
         * Builds the resource.
         *
         * @return the resource
         * @throws IllegalArgumentException if the URI is not absolute
         */
        public Resource build() {
            UriTemplate.requireAbsolute(uri, "Resource URI");
            return new Resource(this);
        }
    }
}
