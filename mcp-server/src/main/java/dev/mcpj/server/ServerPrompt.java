package dev.mcpj.server;

import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A prompt with its handler and the completion providers of its arguments: the unit that
 * {@link McpServer#add(ServerPrompt)} registers.
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

    private ServerPrompt(Builder b, PromptHandler handler) {
        this.prompt = b.prompt;
        this.handler = handler;
        this.completions = Map.copyOf(b.completions);
    }

    /** Starts a prompt with its options; a handler is required. */
    public static Builder builder(Prompt prompt) {
        return new Builder(prompt);
    }

    /** The prompt as listed to clients. */
    public Prompt prompt() { return prompt; }
    /** The renderer of the prompt. */
    public PromptHandler handler() { return handler; }
    /** Completion providers by argument name. */
    public Map<String, CompletionProvider> completions() { return completions; }

    /** Builds a {@link ServerPrompt}; a handler is required. */
    public static final class Builder {
        private final Prompt prompt;
        private @Nullable PromptHandler handler;
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

        /** @throws IllegalStateException if no handler was given */
        public ServerPrompt build() {
            PromptHandler h = handler;
            if (h == null) {
                throw new IllegalStateException("Prompt '" + prompt.name() + "' has no handler");
            }
            return new ServerPrompt(this, h);
        }
    }
}
