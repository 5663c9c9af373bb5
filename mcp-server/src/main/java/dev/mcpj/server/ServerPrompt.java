package dev.mcpj.server;

import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
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
    private final Set<String> scopes;

    private ServerPrompt(Builder b, PromptHandler handler) {
        this.prompt = b.prompt;
        this.handler = handler;
        this.completions = Map.copyOf(b.completions);
        this.scopes = Scopes.copy(b.scopes);
    }

    /**
     * Starts a prompt with its options; a handler is required.
     *
     * @param prompt the prompt's description
     * @return a builder
     */
    public static Builder builder(Prompt prompt) {
        return new Builder(prompt);
    }

    /** {@return the prompt as listed to clients} */
    public Prompt prompt() { return prompt; }
    /** {@return the renderer of the prompt} */
    public PromptHandler handler() { return handler; }
    /** {@return the completion providers, by argument name} */
    public Map<String, CompletionProvider> completions() { return completions; }

    /**
     * The OAuth scopes a caller's access token must grant for a {@code prompts/get} of this prompt; empty when it needs none beyond
     * what the endpoint requires. Enforced by a transport that checks tokens, such as the HTTP
     * transport's bearer authorization, before the handler runs.
     *
     * @return the scopes; empty when none
     */
    public Set<String> scopes() { return scopes; }

    /** Builds a {@link ServerPrompt}; a handler is required. */
    public static final class Builder {
        private final Prompt prompt;
        private @Nullable PromptHandler handler;
        private final Map<String, CompletionProvider> completions = new LinkedHashMap<>();
        private final Set<String> scopes = new LinkedHashSet<>();

        private Builder(Prompt prompt) {
            this.prompt = Objects.requireNonNull(prompt, "prompt");
        }

        /**
         * Sets what renders the prompt.
         *
         * @param handler the handler
         * @return this builder
         */
        public Builder handler(PromptHandler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /**
         * Suggests values for the named argument.
         *
         * @param argument the argument's name
         * @param provider suggests values
         * @return this builder
         * @throws IllegalArgumentException if the prompt has no such argument
         */
        public Builder completion(String argument, CompletionProvider provider) {
            if (prompt.arguments().stream().map(PromptArgument::name).noneMatch(argument::equals)) {
                throw new IllegalArgumentException("Prompt '" + prompt.name() + "' has no argument '" + argument + "'");
            }
            completions.put(argument, Objects.requireNonNull(provider, "provider"));
            return this;
        }

        /**
         * Scopes a {@code prompts/get} of this prompt needs (none by default); see {@link ServerPrompt#scopes()}.
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not an RFC 6749 scope token
         */
        public Builder scopes(String... scopes) {
            return scopes(List.of(scopes));
        }

        /**
         * Scopes a {@code prompts/get} of this prompt needs (none by default); see {@link ServerPrompt#scopes()}.
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not an RFC 6749 scope token
         */
        public Builder scopes(Collection<String> scopes) {
            Scopes.addAll(this.scopes, scopes, "Prompt '" + prompt.name() + "'");
            return this;
        }

        /**
         * Builds the prompt.
         *
         * @return the prompt
         * @throws IllegalStateException if no handler was given
         */
        public ServerPrompt build() {
            PromptHandler h = handler;
            if (h == null) {
                throw new IllegalStateException("Prompt '" + prompt.name() + "' has no handler");
            }
            return new ServerPrompt(this, h);
        }
    }
}
