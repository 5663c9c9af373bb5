package dev.mcpj.core.tool;

import org.jspecify.annotations.Nullable;

/**
 * Hints that describe a tool's behaviour to clients. Every hint is tri-state: a hint that was never
 * declared is {@code null} and absent on the wire, which is not the same as {@code false}.
 *
 * {@snippet :
 * ToolAnnotations hints = ToolAnnotations.builder().readOnly(true).openWorld(false).build();
 * }
 */
public final class ToolAnnotations {
    private final @Nullable String title;
    private final @Nullable Boolean readOnlyHint;
    private final @Nullable Boolean destructiveHint;
    private final @Nullable Boolean idempotentHint;
    private final @Nullable Boolean openWorldHint;

    private ToolAnnotations(Builder b) {
        this.title = b.title;
        this.readOnlyHint = b.readOnly;
        this.destructiveHint = b.destructive;
        this.idempotentHint = b.idempotent;
        this.openWorldHint = b.openWorld;
    }

    /**
     * Starts declaring hints; each is undeclared until set.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the display title, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return {@code true} if the tool does not modify its environment; {@code null} when undeclared} */
    public @Nullable Boolean readOnlyHint() { return readOnlyHint; }
    /** {@return {@code true} if the tool may destroy data; {@code null} when undeclared} */
    public @Nullable Boolean destructiveHint() { return destructiveHint; }
    /** {@return {@code true} if repeating a call has no further effect; {@code null} when undeclared} */
    public @Nullable Boolean idempotentHint() { return idempotentHint; }
    /** {@return {@code true} if the tool reaches an open world of external entities; {@code null} when undeclared} */
    public @Nullable Boolean openWorldHint() { return openWorldHint; }

    /** {@return {@code true} when nothing at all is declared} */
    public boolean isEmpty() {
        return title == null && readOnlyHint == null && destructiveHint == null
                && idempotentHint == null && openWorldHint == null;
    }

    /** Builds {@link ToolAnnotations}; every hint starts undeclared. */
    public static final class Builder {
        private @Nullable String title;
        private @Nullable Boolean readOnly;
        private @Nullable Boolean destructive;
        private @Nullable Boolean idempotent;
        private @Nullable Boolean openWorld;

        private Builder() {
        }

        /**
         * Sets the name people see.
         *
         * @param title the display name, or {@code null} for none
         * @return this builder
         */
        public Builder title(@Nullable String title) { this.title = title; return this; }
        /**
         * Sets the hint that the tool does not modify its environment ({@code readOnlyHint}).
         *
         * @param value whether it does
         * @return this builder
         */
        public Builder readOnly(boolean value) { this.readOnly = value; return this; }
        /**
         * Sets the hint that the tool may destroy data ({@code destructiveHint}).
         *
         * @param value whether it does
         * @return this builder
         */
        public Builder destructive(boolean value) { this.destructive = value; return this; }
        /**
         * Sets the hint that repeating a call has no further effect ({@code idempotentHint}).
         *
         * @param value whether it does
         * @return this builder
         */
        public Builder idempotent(boolean value) { this.idempotent = value; return this; }
        /**
         * Sets the hint that the tool reaches an open world of external entities ({@code openWorldHint}).
         *
         * @param value whether it does
         * @return this builder
         */
        public Builder openWorld(boolean value) { this.openWorld = value; return this; }

        /**
         * Builds the hints.
         *
         * @return the hints
         */
        public ToolAnnotations build() {
            return new ToolAnnotations(this);
        }
    }
}
