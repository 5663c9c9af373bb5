package dev.mcpj.server;

import dev.mcpj.core.resource.ResourceTemplate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A resource template with its reader and the completion providers of its variables: the unit that
 * {@link McpServer#registerResourceTemplate(ServerResourceTemplate)} registers. Build one with
 * {@link #builder(String, String)}, or pair a {@link ResourceTemplate} defined elsewhere with its
 * reader ({@link #of}, {@link #builder(ResourceTemplate)}).
 *
 * {@snippet :
 * server.registerResourceTemplate(ServerResourceTemplate.builder("orders://{id}", "order")
 *         .description("An order, by its id")
 *         .mimeType("application/json")
 *         .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "application/json", "{}")))
 *         .completion("id", (value, context) -> Completion.matching(value, ids))
 *         .build());
 * }
 */
public final class ServerResourceTemplate {
    private final ResourceTemplate template;
    private final ResourceHandler handler;
    private final Map<String, CompletionProvider> completions;
    private final Set<String> scopes;

    private ServerResourceTemplate(Builder b, ResourceTemplate template, ResourceHandler handler) {
        this.template = template;
        this.handler = handler;
        this.completions = Map.copyOf(b.completions);
        this.scopes = b.scopesNeeded();
    }

    /**
     * A template read by {@code handler}, with no completions and needing no scope of its own.
     *
     * @param template the template
     * @param handler  reads the contents of a resource it matches
     * @return the template
     */
    public static ServerResourceTemplate of(ResourceTemplate template, ResourceHandler handler) {
        return builder(template).handler(handler).build();
    }

    /**
     * Starts a resource template: URI template and name, then description, MIME type, handler and
     * options; a handler is required.
     *
     * @param uriTemplate the RFC 6570 URI template, unique on its server
     * @param name        the template's name
     * @return a builder
     * @throws IllegalArgumentException if {@code uriTemplate} is not a valid URI template
     */
    public static Builder builder(String uriTemplate, String name) {
        ResourceTemplate.Builder definition = ResourceTemplate.builder(uriTemplate, name);
        return new Builder(definition.build(), definition, null);
    }

    /**
     * Starts from a resource template described elsewhere; set its handler and options.
     *
     * @param template the template
     * @return a builder
     */
    public static Builder builder(ResourceTemplate template) {
        ResourceTemplate.Builder definition = ResourceTemplate.builder(template.uriTemplate().toString(), template.name())
                .title(template.title()).description(template.description()).mimeType(template.mimeType())
                .icons(template.icons()).annotations(template.annotations()).meta(template.meta());
        return new Builder(template, definition, template);
    }

    /** {@return the template as listed to clients} */
    public ResourceTemplate template() { return template; }
    /** {@return the reader of the resources the template names} */
    public ResourceHandler handler() { return handler; }
    /** {@return the completion providers, by variable name} */
    public Map<String, CompletionProvider> completions() { return completions; }

    /**
     * The OAuth scopes a caller's access token must grant for a read of a resource this template matches; empty when it needs none beyond
     * what the endpoint requires. Enforced by a transport that checks tokens, such as the HTTP
     * transport's bearer authorization, before the handler runs.
     *
     * @return the scopes; empty when none
     */
    public Set<String> scopes() { return scopes; }

    /** Builds a {@link ServerResourceTemplate}; a handler is required. */
    public static final class Builder extends ItemBuilder<ResourceHandler, Builder> {
        /** The template as first given: its URI template, which title and description do not change. */
        private final ResourceTemplate template;
        private final ResourceTemplate.Builder definition;
        private final @Nullable ResourceTemplate given;
        private final Map<String, CompletionProvider> completions = new LinkedHashMap<>();

        private Builder(ResourceTemplate template, ResourceTemplate.Builder definition, @Nullable ResourceTemplate given) {
            super("Template " + template.uriTemplate(), definition::title, definition::description);
            this.template = template;
            this.definition = definition;
            this.given = given;
        }

        /**
         * Sets the MIME type of the contents of the resources it matches.
         *
         * @param mimeType the MIME type, or {@code null} for none
         * @return this builder
         */
        public Builder mimeType(@Nullable String mimeType) {
            definition.mimeType(mimeType);
            return changed();
        }

        /**
         * Suggests values for the named template variable.
         *
         * @param variable the variable's name
         * @param provider suggests values
         * @return this builder
         * @throws IllegalArgumentException if the template has no such variable
         */
        public Builder completion(String variable, CompletionProvider provider) {
            if (!template.uriTemplate().variables().contains(variable)) {
                throw new IllegalArgumentException("Template " + template.uriTemplate() + " has no variable '" + variable + "'");
            }
            completions.put(variable, Objects.requireNonNull(provider, "provider"));
            return this;
        }

        /**
         * Builds the template.
         *
         * @return the template
         * @throws IllegalStateException if no handler was given
         */
        public ServerResourceTemplate build() {
            ResourceHandler handler = requireHandler();
            return new ServerResourceTemplate(this, definition(given, definition::build), handler);
        }
    }
}
