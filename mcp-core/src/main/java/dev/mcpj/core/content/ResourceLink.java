package dev.mcpj.core.content;

import dev.mcpj.core.Icon;
import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A link to a resource the client may read. Optional fields are {@code null} (or empty) when absent.
 *
 * @param uri         the resource's URI
 * @param name        its name
 * @param title       its display name, or {@code null}
 * @param description what it is, or {@code null}
 * @param mimeType    the type of its contents, or {@code null}
 * @param size        its size in bytes, or {@code null}
 * @param icons       the icons a client may show; empty when none
 * @param annotations usage hints for the client, or {@code null}
 * @param meta        {@code _meta}, or {@code null} (the link keeps a copy)
 */
public record ResourceLink(String uri, String name, @Nullable String title, @Nullable String description,
                           @Nullable String mimeType, @Nullable Long size, List<Icon> icons,
                           @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content {
    /**
     * Checks the required components and copies the icons and {@code meta}; {@code null} icons are none.
     *
     * @throws NullPointerException if {@code uri} or {@code name} is {@code null}
     */
    public ResourceLink {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        icons = icons == null ? List.of() : List.copyOf(icons);
        meta = Json.copyOf(meta);
    }

    /**
     * Starts building a link; the other fields are optional.
     *
     * @param uri  the resource's URI
     * @param name its name
     * @return a builder
     */
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
        public Builder icons(List<Icon> icons) { this.icons = icons; return this; }
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
        public Builder meta(@Nullable ObjectNode meta) { this.meta = meta; return this; }

        /**
         * Builds the link.
         *
         * @return the link
         */
        public ResourceLink build() {
            return new ResourceLink(uri, name, title, description, mimeType, size, icons, annotations, meta);
        }
    }
}
