package dev.mcpj.server;

import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A prompt with its handler and the completion providers of its arguments: the unit that
 * {@link McpServer#registerPrompt(ServerPrompt)} registers. Build one with {@link #builder(String)},
 * or pair a {@link Prompt} defined elsewhere with its handler ({@link #of}, {@link #builder(Prompt)}).
 *
 * {@snippet :
 * server.registerPrompt(ServerPrompt.builder("code_review")
 *         .description("Review a piece of code")
 *         .argument(PromptArgument.required("code", "The code to review"))
 *         .argument(PromptArgument.optional("language", "Its language"))
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

    private ServerPrompt(Builder b, Prompt prompt, PromptHandler handler) {
        this.prompt = prompt;
        this.handler = handler;
        this.completions = Map.copyOf(b.completions);
        this.scopes = b.scopesNeeded();
    }

    /**
     * Starts a prompt: name, then description, arguments, handler and options; a handler is required.
     *
     * @param name the prompt's name, unique on its server
     * @return a builder
     */
    public static Builder builder(String name) {
        return new Builder(Objects.requireNonNull(name, "name"), null, Prompt.builder(name));
    }

    /**
     * Starts from a prompt described elsewhere; set its handler and options.
     *
     * @param prompt the prompt's description
     * @return a builder
     */
    public static Builder builder(Prompt prompt) {
        return new Builder(prompt.name(), prompt, Prompt.builder(prompt.name()));
    }

    /**
     * A prompt rendered by {@code handler}, with no completions and needing no scope of its own.
     *
     * @param prompt  the prompt's description
     * @param handler renders it
     * @return the prompt
     */
    public static ServerPrompt of(Prompt prompt, PromptHandler handler) {
        return builder(prompt).handler(handler).build();
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
    public static final class Builder extends ItemBuilder<PromptHandler, Builder> {
        private final String name;
        private final @Nullable Prompt given;
        private final Prompt.Builder definition;
        private final Map<String, CompletionProvider> completions = new LinkedHashMap<>();

        private Builder(String name, @Nullable Prompt given, Prompt.Builder definition) {
            super("Prompt '" + name + "'", definition::title, definition::description);
            this.name = name;
            this.given = given;
            this.definition = definition;
            if (given != null) {
                definition.title(given.title()).description(given.description()).icons(given.icons()).meta(given.meta());
                given.arguments().forEach(definition::argument);
            }
        }

        /**
         * Adds an argument, after those already added: {@link PromptArgument#required} or
         * {@link PromptArgument#optional}.
         *
         * @param argument the argument
         * @return this builder
         */
        public Builder argument(PromptArgument argument) {
            definition.argument(Objects.requireNonNull(argument, "argument"));
            return changed();
        }

        /**
         * Suggests values for the named argument.
         *
         * @param argument the argument's name
         * @param provider suggests values
         * @return this builder
         */
        public Builder completion(String argument, CompletionProvider provider) {
            Objects.requireNonNull(argument, "argument");
            completions.put(argument, Objects.requireNonNull(provider, "provider"));
            return this;
        }

        /**
         * Builds the prompt.
         *
         * @return the prompt
         * @throws IllegalArgumentException if the name is empty, two arguments share a name, or a
         *                                  completion names an argument the prompt does not have
         * @throws IllegalStateException    if no handler was given
         */
        public ServerPrompt build() {
            Prompt prompt = definition(given, definition::build);
            for (String argument : completions.keySet()) {
                if (prompt.arguments().stream().map(PromptArgument::name).noneMatch(argument::equals)) {
                    throw new IllegalArgumentException("Prompt '" + name + "' has no argument '" + argument + "'");
                }
            }
            return new ServerPrompt(this, prompt, requireHandler());
        }
    }
}
