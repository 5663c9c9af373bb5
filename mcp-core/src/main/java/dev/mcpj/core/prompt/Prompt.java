package dev.mcpj.core.prompt;

import dev.mcpj.core.Icon;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A prompt template as listed by {@code prompts/list}.
 *
 * {@snippet :
 * Prompt review = Prompt.builder("code_review")
 *         .description("Review a piece of code")
 *         .argument(PromptArgument.required("code", "The code to review"))
 *         .build();
 * }
 */
public final class Prompt {
    private final String name;
    private final @Nullable String title;
    private final @Nullable String description;
    private final List<PromptArgument> arguments;
    private final List<Icon> icons;
    private final @Nullable ObjectNode meta;

    private Prompt(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.arguments = List.copyOf(b.arguments);
        this.icons = List.copyOf(b.icons);
        this.meta = b.meta;
    }

    /**
     * Starts building a prompt.
     *
     * @param name the prompt's name, unique on its server
     * @return a builder with no arguments
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** {@return the prompt's name, unique on its server} */
    public String name() { return name; }
    /** {@return the display name, or {@code null}} */
    public @Nullable String title() { return title; }
    /** {@return the description, or {@code null}} */
    public @Nullable String description() { return description; }
    /** {@return the arguments it accepts, in order; empty when none} */
    public List<PromptArgument> arguments() { return arguments; }
    /** {@return the icons a client may show; empty when none} */
    public List<Icon> icons() { return icons; }
    /** {@return the {@code _meta} tree, or {@code null}} */
    public @Nullable ObjectNode meta() { return meta; }

    @Override
    public String toString() {
        return "Prompt[" + name + "]";
    }

    /** Builds a {@link Prompt}; argument names must be unique. */
    public static final class Builder {
        private final String name;
        private @Nullable String title;
        private @Nullable String description;
        private final List<PromptArgument> arguments = new ArrayList<>();
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
         * Sets one more argument, after those already set.
         *
         * @param argument the argument
         * @return this builder
         */
        public Builder argument(PromptArgument argument) { arguments.add(Objects.requireNonNull(argument)); return this; }
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
         * Builds the prompt.
         *
         * @return the prompt
         * @throws IllegalArgumentException if the name is empty or two arguments share a name
         */
        public Prompt build() {
            if (name.isEmpty()) {
                throw new IllegalArgumentException("A prompt needs a name");
            }
            Set<String> seen = new HashSet<>();
            for (PromptArgument a : arguments) {
                if (!seen.add(a.name())) {
                    throw new IllegalArgumentException("Prompt '" + name + "' declares argument '" + a.name() + "' twice");
                }
            }
            return new Prompt(this);
        }
    }
}
