package dev.mcpj.server;

import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A prompt with its handler and the completion providers of its arguments.
 *
 * {@snippet :
 * server.add(ServerPrompt.builder(prompt)
 *         .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("Review " + args.get("code"))))
 *         .completion("language", (value, context) -> Completion.matching(value, languages))
 *         .build());
 * }
 */
public final class ServerPrompt {
    private final Prompt prompt;
    private final PromptHandler handler;
    private final Map<String, CompletionProvider> completions;

    private ServerPrompt(Builder b) {
        this.prompt = b.prompt;
        this.handler = b.handler;
        this.completions = Map.copyOf(b.completions);
    }

    public static Builder builder(Prompt prompt) {
        return new Builder(prompt);
    }

    public Prompt prompt() { return prompt; }
    public PromptHandler handler() { return handler; }
    /** Completion providers by argument name. */
    public Map<String, CompletionProvider> completions() { return completions; }

    /** Builds a {@link ServerPrompt}; a handler is required. */
    public static final class Builder {
        private final Prompt prompt;
        private PromptHandler handler;
        private final Map<String, CompletionProvider> completions = new LinkedHashMap<>();

        private Builder(Prompt prompt) {
            this.prompt = Objects.requireNonNull(prompt, "prompt");
        }

        public Builder handler(PromptHandler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /** Suggests values for the named argument. */
        public Builder completion(String argument, CompletionProvider provider) {
            if (prompt.arguments().stream().map(PromptArgument::name).noneMatch(argument::equals)) {
                throw new IllegalArgumentException("Prompt '" + prompt.name() + "' has no argument '" + argument + "'");
            }
            completions.put(argument, Objects.requireNonNull(provider, "provider"));
            return this;
        }

        public ServerPrompt build() {
            if (handler == null) {
                throw new IllegalStateException("Prompt '" + prompt.name() + "' has no handler");
            }
            return new ServerPrompt(this);
        }
    }
}
