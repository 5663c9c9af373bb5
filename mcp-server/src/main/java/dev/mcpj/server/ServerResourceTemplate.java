package dev.mcpj.server;

import dev.mcpj.core.resource.ResourceTemplate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A resource template with its reader and the completion providers of its variables.
 *
 * {@snippet :
 * server.add(ServerResourceTemplate.builder(template)
 *         .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", "…")))
 *         .completion("id", (value, context) -> Completion.matching(value, ids))
 *         .build());
 * }
 */
public final class ServerResourceTemplate {
    private final ResourceTemplate template;
    private final ResourceHandler handler;
    private final Map<String, CompletionProvider> completions;

    private ServerResourceTemplate(Builder b) {
        this.template = b.template;
        this.handler = b.handler;
        this.completions = Map.copyOf(b.completions);
    }

    public static Builder builder(ResourceTemplate template) {
        return new Builder(template);
    }

    public ResourceTemplate template() { return template; }
    public ResourceHandler handler() { return handler; }
    /** Completion providers by variable name. */
    public Map<String, CompletionProvider> completions() { return completions; }

    /** Builds a {@link ServerResourceTemplate}; a handler is required. */
    public static final class Builder {
        private final ResourceTemplate template;
        private ResourceHandler handler;
        private final Map<String, CompletionProvider> completions = new LinkedHashMap<>();

        private Builder(ResourceTemplate template) {
            this.template = Objects.requireNonNull(template, "template");
        }

        public Builder handler(ResourceHandler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /** Suggests values for the named template variable. */
        public Builder completion(String variable, CompletionProvider provider) {
            if (!template.uriTemplate().variables().contains(variable)) {
                throw new IllegalArgumentException("Template " + template.uriTemplate() + " has no variable '" + variable + "'");
            }
            completions.put(variable, Objects.requireNonNull(provider, "provider"));
            return this;
        }

        public ServerResourceTemplate build() {
            if (handler == null) {
                throw new IllegalStateException("Template " + template.uriTemplate() + " has no handler");
            }
            return new ServerResourceTemplate(this);
        }
    }
}
