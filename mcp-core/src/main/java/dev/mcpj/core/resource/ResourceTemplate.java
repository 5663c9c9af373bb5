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
     * @throws IllegalArgumentException if the template is malformed
     */
    public static Builder builder(String uriTemplate, String name) {
        return new Builder(UriTemplate.parse(uriTemplate), name);
    }

    public UriTemplate uriTemplate() { return uriTemplate; }
    public String name() { return name; }
    public @Nullable String title() { return title; }
    public @Nullable String description() { return description; }
    public @Nullable String mimeType() { return mimeType; }
    public List<Icon> icons() { return icons; }
    public @Nullable Annotations annotations() { return annotations; }
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

        public Builder title(@Nullable String title) { this.title = title; return this; }
        public Builder description(@Nullable String description) { this.description = description; return this; }
        public Builder mimeType(@Nullable String mimeType) { this.mimeType = mimeType; return this; }
        public Builder icons(List<Icon> icons) { this.icons = List.copyOf(icons); return this; }
        public Builder annotations(@Nullable Annotations annotations) { this.annotations = annotations; return this; }
        public Builder meta(@Nullable ObjectNode meta) { this.meta = meta == null ? null : meta.deepCopy(); return this; }

        public ResourceTemplate build() {
            return new ResourceTemplate(this);
        }
    }
}
