package dev.mcpj.core.content;

import dev.mcpj.core.Icon;
import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A link to a resource the client may read. Optional fields are {@code null} (or empty) when absent.
 */
public record ResourceLink(String uri, String name, @Nullable String title, @Nullable String description,
                           @Nullable String mimeType, @Nullable Long size, List<Icon> icons,
                           @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content {
    public ResourceLink {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        icons = icons == null ? List.of() : List.copyOf(icons);
        meta = Json.copyOf(meta);
    }

    public static Builder builder(String uri, String name) {
        return new Builder(uri, name);
    }

    /** Builds a {@link ResourceLink}; uri and name are required. */
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
            this.uri = uri;
            this.name = name;
        }

        public Builder title(@Nullable String title) { this.title = title; return this; }
        public Builder description(@Nullable String description) { this.description = description; return this; }
        public Builder mimeType(@Nullable String mimeType) { this.mimeType = mimeType; return this; }
        public Builder size(long size) { this.size = size; return this; }
        public Builder icons(List<Icon> icons) { this.icons = icons; return this; }
        public Builder annotations(@Nullable Annotations annotations) { this.annotations = annotations; return this; }
        public Builder meta(@Nullable ObjectNode meta) { this.meta = meta; return this; }

        public ResourceLink build() {
            return new ResourceLink(uri, name, title, description, mimeType, size, icons, annotations, meta);
        }
    }
}
