package dev.mcpj.server.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A request for the client's model to generate a message.
 *
 * {@snippet :
 * SamplingRequest request = SamplingRequest.builder(200)
 *         .systemPrompt("You are terse.")
 *         .message(SamplingMessage.user("Summarise: " + text))
 *         .build();
 * }
 */
public final class SamplingRequest {
    private final List<SamplingMessage> messages;
    private final int maxTokens;
    private final String systemPrompt;
    private final ModelPreferences modelPreferences;

    private SamplingRequest(Builder b) {
        this.messages = List.copyOf(b.messages);
        this.maxTokens = b.maxTokens;
        this.systemPrompt = b.systemPrompt;
        this.modelPreferences = b.modelPreferences;
    }

    public static Builder builder(int maxTokens) {
        return new Builder(maxTokens);
    }

    public List<SamplingMessage> messages() { return messages; }
    public int maxTokens() { return maxTokens; }
    /** The system prompt, or {@code null}. */
    public String systemPrompt() { return systemPrompt; }
    /** Model preferences, or {@code null}. */
    public ModelPreferences modelPreferences() { return modelPreferences; }

    /** Builds a {@link SamplingRequest}; at least one message is required. */
    public static final class Builder {
        private final List<SamplingMessage> messages = new ArrayList<>();
        private final int maxTokens;
        private String systemPrompt;
        private ModelPreferences modelPreferences;

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

        public Builder systemPrompt(String systemPrompt) {
            this.systemPrompt = systemPrompt;
            return this;
        }

        public Builder modelPreferences(ModelPreferences preferences) {
            this.modelPreferences = preferences;
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
