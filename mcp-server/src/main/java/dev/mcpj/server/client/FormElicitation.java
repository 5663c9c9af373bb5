package dev.mcpj.server.client;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A form the user is asked to fill in (elicitation in form mode), optionally named: ask with
 * {@link dev.mcpj.server.RequestContext#elicit(FormElicitation)}, or with
 * {@link dev.mcpj.server.RequestContext#elicit(String, ElicitationSchema)} when the question needs
 * no name.
 *
 * {@snippet :
 * ElicitationSchema form = ElicitationSchema.builder().string("name", "Your name", true).build();
 * ElicitationResult answer = ctx.elicit(FormElicitation.builder("What is your name?", form)
 *         .key("user_name")
 *         .build());
 * }
 *
 * @param message why the user is asked, shown with the form
 * @param schema  the form
 * @param key     the question's key among the {@code inputRequests} of an {@code input_required}
 *                result (2026-07-28), unique within the request, or {@code null} to number it in
 *                the order asked
 */
public record FormElicitation(String message, ElicitationSchema schema, @Nullable String key) {
    /**
     * Checks the message, the form and the key.
     *
     * @throws IllegalArgumentException if {@code key} is empty
     */
    public FormElicitation {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(schema, "schema");
        QuestionKeys.check(key);
    }

    /**
     * Starts a form elicitation, numbered in the order asked unless {@link Builder#key named}.
     *
     * @param message why the user is asked, shown with the form
     * @param schema  the form
     * @return a builder
     */
    public static Builder builder(String message, ElicitationSchema schema) {
        return new Builder(message, schema);
    }

    /** Builds a {@link FormElicitation}; the message and schema are required. */
    public static final class Builder {
        private final String message;
        private final ElicitationSchema schema;
        private @Nullable String key;

        private Builder(String message, ElicitationSchema schema) {
            this.message = Objects.requireNonNull(message, "message");
            this.schema = Objects.requireNonNull(schema, "schema");
        }

        /**
         * The question's key in an {@code input_required} result (2026-07-28); unique within the request.
         *
         * @param key the key, not empty
         * @return this builder
         * @throws IllegalArgumentException if it is empty
         */
        public Builder key(String key) {
            this.key = Objects.requireNonNull(key, "key");
            return this;
        }

        /**
         * Builds the question.
         *
         * @return the question
         */
        public FormElicitation build() {
            return new FormElicitation(message, schema, key);
        }
    }
}
