package dev.mcpj.core;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The name and version of an MCP implementation ({@code serverInfo} / {@code clientInfo}), with
 * optional display fields. Build one with {@link #builder(String, String)}.
 */
public final class Implementation {
    private final String name;
    private final String version;
    private final @Nullable String title;
    private final @Nullable String description;
    private final @Nullable String websiteUrl;
    private final List<Icon> icons;

    private Implementation(Builder b) {
        this.name = b.name;
        this.version = b.version;
        this.title = b.title;
        this.description = b.description;
        this.websiteUrl = b.websiteUrl;
        this.icons = List.copyOf(b.icons);
    }

    /**
     * An implementation with just a name and a version.
     *
     * @param name    its name, as programs know it
     * @param version its version
     * @return the implementation
     */
    public static Implementation of(String name, String version) {
        return builder(name, version).build();
    }

    /**
     * Starts building an implementation; the display fields are optional.
     *
     * @param name    its name, as programs know it
     * @param version its version
     * @return a builder with no display fields
     */
    public static Builder builder(String name, String version) {
        return new Builder(name, version);
    }

    /** {@return the implementation's name}, as programs know it */
    public String name() { return name; }
    /** {@return the implementation's version} */
    public String version() { return version; }
    /** {@return the display name, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return the description, or {@code null}} */
    public @Nullable String description() { return description; }
    /** {@return the website's URL, or {@code null}} */
    public @Nullable String websiteUrl() { return websiteUrl; }
    /** {@return the icons a client may show}; empty when there are none */
    public List<Icon> icons() { return icons; }

    @Override
    public String toString() {
        return name + " " + version;
    }

    /** Builds an {@link Implementation}; name and version are required. */
    public static final class Builder {
        private final String name;
        private final String version;
        private @Nullable String title;
        private @Nullable String description;
        private @Nullable String websiteUrl;
        private List<Icon> icons = List.of();

        private Builder(String name, String version) {
            this.name = Objects.requireNonNull(name, "name");
            this.version = Objects.requireNonNull(version, "version");
        }

        /**
         * Sets the name people see.
         *
         * @param title the display name, or {@code null} for none
         * @return this builder
         */
        public Builder title(@Nullable String title) { this.title = title; return this; }

        /**
         * Sets what the implementation is, in a sentence.
         *
         * @param description the description, or {@code null} for none
         * @return this builder
         */
        public Builder description(@Nullable String description) { this.description = description; return this; }

        /**
         * Sets where people learn more.
         *
         * @param websiteUrl the website's URL, or {@code null} for none
         * @return this builder
         */
        public Builder websiteUrl(@Nullable String websiteUrl) { this.websiteUrl = websiteUrl; return this; }

        /**
         * Sets the icons a client may show.
         *
         * @param icons the icons (copied)
         * @return this builder
         */
        public Builder icons(List<Icon> icons) { this.icons = List.copyOf(icons); return this; }

        /**
         * Builds the implementation.
         *
         * @return the implementation
         */
        public Implementation build() {
            return new Implementation(this);
        }
    }
}
