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

    /** Starts a request for at most {@code maxTokens} tokens. */
    public static Builder builder(int maxTokens) {
        return new Builder(maxTokens);
    }

    public List<SamplingMessage> messages() { return messages; }
    public int maxTokens() { return maxTokens; }
    /** The system prompt, or {@code null}. */
    public @Nullable String systemPrompt() { return systemPrompt; }
    /** Model preferences, or {@code null}. */
    public @Nullable ModelPreferences modelPreferences() { return modelPreferences; }
    /** The sampling temperature, or {@code null} for the client's choice. */
    public @Nullable Double temperature() { return temperature; }
    /** Sequences that stop generation; empty when none. */
    public List<String> stopSequences() { return stopSequences; }
    /** Which servers' context to include, or {@code null} (none). */
    public @Nullable IncludeContext includeContext() { return includeContext; }
    /** Provider-specific metadata passed through to the model, or {@code null}; do not modify. */
    public @Nullable ObjectNode metadata() { return metadata; }
    /** The tools the model may use; empty when none. */
    public List<Tool> tools() { return tools; }
    /** How the model may use the tools, or {@code null} for the client's default ({@link ToolChoice#AUTO}). */
    public @Nullable ToolChoice toolChoice() { return toolChoice; }
    /**
     * The question's key among the {@code inputRequests} of an {@code input_required} result
     * (2026-07-28), or {@code null} to number it in the order asked.
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

        public Builder message(SamplingMessage message) {
            messages.add(Objects.requireNonNull(message, "message"));
            return this;
        }

        /** Adds several messages, in order (a conversation so far). */
        public Builder messages(List<SamplingMessage> messages) {
            messages.forEach(this::message);
            return this;
        }

        public Builder systemPrompt(@Nullable String systemPrompt) {
            this.systemPrompt = systemPrompt;
            return this;
        }

        public Builder modelPreferences(@Nullable ModelPreferences preferences) {
            this.modelPreferences = preferences;
            return this;
        }

        /** The sampling temperature, a finite number. */
        public Builder temperature(double temperature) {
            if (!Double.isFinite(temperature)) {
                throw new IllegalArgumentException("temperature must be a finite number");
            }
            this.temperature = temperature;
            return this;
        }

        public Builder stopSequences(List<String> stopSequences) {
            this.stopSequences = List.copyOf(stopSequences);
            return this;
        }

        /** Asks for other servers' context: needs the client's {@code sampling.context} capability. */
        public Builder includeContext(@Nullable IncludeContext includeContext) {
            this.includeContext = Objects.requireNonNull(includeContext, "includeContext");
            return this;
        }

        /** Provider-specific metadata; a copy is kept. */
        public Builder metadata(@Nullable ObjectNode metadata) {
            this.metadata = metadata == null ? null : metadata.deepCopy();
            return this;
        }

        /** Tools the model may use: needs the client's {@code sampling.tools} capability. */
        public Builder tools(List<Tool> tools) {
            this.tools = List.copyOf(tools);
            return this;
        }

        /** How the model may use the tools: needs the client's {@code sampling.tools} capability. */
        public Builder toolChoice(@Nullable ToolChoice toolChoice) {
            this.toolChoice = Objects.requireNonNull(toolChoice, "toolChoice");
            return this;
        }

        /** The question's key in an {@code input_required} result (2026-07-28); unique within the request. */
        public Builder key(@Nullable String key) {
            this.key = QuestionKeys.check(Objects.requireNonNull(key, "key"));
            return this;
        }

        public SamplingRequest build() {
            if (messages.isEmpty()) {
                throw new IllegalStateException("A sampling request needs at least one message");
            }
            return new SamplingRequest(this);
        }
    }
}
