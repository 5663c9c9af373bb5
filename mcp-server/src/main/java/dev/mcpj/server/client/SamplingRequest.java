package dev.mcpj.server.client;

import dev.mcpj.core.tool.Tool;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request for the client's model to generate a message. With {@link Builder#tools tools}, the
 * model may answer with requests to use them (the client must declare {@code sampling.tools}): run
 * them, append the model's message and your results, and ask again.
 *
 * {@snippet :
 * SamplingRequest request = SamplingRequest.builder(200)
 *         .systemPrompt("You are terse.")
 *         .message(SamplingMessage.user("What is the weather in Oslo?"))
 *         .tools(List.of(weatherTool))
 *         .toolChoice(ToolChoice.AUTO)
 *         .temperature(0.2)
 *         .build();
 * }
 */
public final class SamplingRequest {
    private final List<SamplingMessage> messages;
    private final int maxTokens;
    private final @Nullable String systemPrompt;
    private final @Nullable ModelPreferences modelPreferences;
    private final @Nullable Double temperature;
    private final List<String> stopSequences;
    private final @Nullable IncludeContext includeContext;
    private final @Nullable ObjectNode metadata;
    private final List<Tool> tools;
    private final @Nullable ToolChoice toolChoice;
    private final @Nullable String key;

    private SamplingRequest(Builder b) {
        this.messages = List.copyOf(b.messages);
        this.maxTokens = b.maxTokens;
        this.systemPrompt = b.systemPrompt;
        this.modelPreferences = b.modelPreferences;
        this.temperature = b.temperature;
        this.stopSequences = List.copyOf(b.stopSequences);
        this.includeContext = b.includeContext;
        this.metadata = b.metadata == null ? null : b.metadata.deepCopy();
        this.tools = List.copyOf(b.tools);
        this.toolChoice = b.toolChoice;
        this.key = b.key;
    }

    /**
     * Starts a request for at most {@code maxTokens} tokens.
     *
     * @param maxTokens how many tokens the model may produce, positive
     * @return a builder
     * @throws IllegalArgumentException if {@code maxTokens} is not positive
     */
    public static Builder builder(int maxTokens) {
        return new Builder(maxTokens);
    }

    /** {@return the conversation so far, in order} */
    public List<SamplingMessage> messages() { return messages; }
    /** {@return how many tokens the model may produce} */
    public int maxTokens() { return maxTokens; }
    /** {@return the system prompt, or {@code null}} */
    public @Nullable String systemPrompt() { return systemPrompt; }
    /** {@return the model preferences, or {@code null}} */
    public @Nullable ModelPreferences modelPreferences() { return modelPreferences; }
    /** {@return the sampling temperature, or {@code null} for the client's choice} */
    public @Nullable Double temperature() { return temperature; }
    /** {@return the sequences that stop generation; empty when none} */
    public List<String> stopSequences() { return stopSequences; }
    /** {@return which servers' context to include, or {@code null} for none} */
    public @Nullable IncludeContext includeContext() { return includeContext; }
    /** {@return the provider-specific metadata passed through to the model, or {@code null}}; do not modify it */
    public @Nullable ObjectNode metadata() { return metadata; }
    /** {@return the tools the model may use; empty when none} */
    public List<Tool> tools() { return tools; }
    /** {@return how the model may use the tools, or {@code null} for the client's default ({@link ToolChoice#AUTO})} */
    public @Nullable ToolChoice toolChoice() { return toolChoice; }
    /**
     * The question's key among the {@code inputRequests} of an {@code input_required} result
     * (2026-07-28), or {@code null} to number it in the order asked.
     *
     * @return the key, or {@code null}
     */
    public @Nullable String key() { return key; }

    /** Builds a {@link SamplingRequest}; at least one message is required. */
    public static final class Builder {
        private final List<SamplingMessage> messages = new ArrayList<>();
        private final int maxTokens;
        private @Nullable String systemPrompt;
        private @Nullable ModelPreferences modelPreferences;
        private @Nullable Double temperature;
        private List<String> stopSequences = List.of();
        private @Nullable IncludeContext includeContext;
        private @Nullable ObjectNode metadata;
        private List<Tool> tools = List.of();
        private @Nullable ToolChoice toolChoice;
        private @Nullable String key;

        private Builder(int maxTokens) {
            if (maxTokens <= 0) {
                throw new IllegalArgumentException("maxTokens must be positive");
            }
            this.maxTokens = maxTokens;
        }

        /**
         * Adds a message after those already set.
         *
         * @param message the message
         * @return this builder
         */
        public Builder message(SamplingMessage message) {
            messages.add(Objects.requireNonNull(message, "message"));
            return this;
        }

        /**
         * Adds several messages, in order (a conversation so far).
         *
         * @param messages the messages
         * @return this builder
         */
        public Builder messages(List<SamplingMessage> messages) {
            messages.forEach(this::message);
            return this;
        }

        /**
         * Sets the system prompt.
         *
         * @param systemPrompt the prompt, or {@code null} for none
         * @return this builder
         */
        public Builder systemPrompt(@Nullable String systemPrompt) {
            this.systemPrompt = systemPrompt;
            return this;
        }

        /**
         * Sets what the server would like in a model.
         *
         * @param preferences the preferences, or {@code null} for none
         * @return this builder
         */
        public Builder modelPreferences(@Nullable ModelPreferences preferences) {
            this.modelPreferences = preferences;
            return this;
        }

        /**
         * The sampling temperature, a finite number.
         *
         * @param temperature the temperature
         * @return this builder
         * @throws IllegalArgumentException if it is not finite
         */
        public Builder temperature(double temperature) {
            if (!Double.isFinite(temperature)) {
                throw new IllegalArgumentException("temperature must be a finite number");
            }
            this.temperature = temperature;
            return this;
        }

        /**
         * Sets the sequences that stop generation.
         *
         * @param stopSequences the sequences (copied)
         * @return this builder
         */
        public Builder stopSequences(List<String> stopSequences) {
            this.stopSequences = List.copyOf(stopSequences);
            return this;
        }

        /**
         * Asks for other servers' context: needs the client's {@code sampling.context} capability.
         *
         * @param includeContext which servers' context, or {@code null} for none
         * @return this builder
         */
        public Builder includeContext(@Nullable IncludeContext includeContext) {
            this.includeContext = Objects.requireNonNull(includeContext, "includeContext");
            return this;
        }

        /**
         * Provider-specific metadata; a copy is kept.
         *
         * @param metadata the metadata, or {@code null} for none
         * @return this builder
         */
        public Builder metadata(@Nullable ObjectNode metadata) {
            this.metadata = metadata == null ? null : metadata.deepCopy();
            return this;
        }

        /**
         * Tools the model may use: needs the client's {@code sampling.tools} capability.
         *
         * @param tools the tools (copied)
         * @return this builder
         */
        public Builder tools(List<Tool> tools) {
            this.tools = List.copyOf(tools);
            return this;
        }

        /**
         * How the model may use the tools: needs the client's {@code sampling.tools} capability.
         *
         * @param toolChoice the mode, or {@code null} for the client's default
         * @return this builder
         */
        public Builder toolChoice(@Nullable ToolChoice toolChoice) {
            this.toolChoice = Objects.requireNonNull(toolChoice, "toolChoice");
            return this;
        }

        /**
         * The question's key in an {@code input_required} result (2026-07-28); unique within the request.
         *
         * @param key the key, or {@code null} to number it
         * @return this builder
         * @throws IllegalArgumentException if it is empty
         */
        public Builder key(@Nullable String key) {
            this.key = QuestionKeys.check(Objects.requireNonNull(key, "key"));
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if no message was added
         */
        public SamplingRequest build() {
            if (messages.isEmpty()) {
                throw new IllegalStateException("A sampling request needs at least one message");
            }
            return new SamplingRequest(this);
        }
    }
}
