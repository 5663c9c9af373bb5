package dev.mcpj.server;

import dev.mcpj.core.resource.Resource;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A resource with the reader of its contents: the unit that
 * {@link McpServer#registerResource(ServerResource)} registers. Build one with
 * {@link #builder(String, String)}, or pair a {@link Resource} defined elsewhere with its reader
 * ({@link #of}, {@link #builder(Resource)}).
 *
 * {@snippet :
 * server.registerResource(ServerResource.builder("file:///readme.md", "readme")
 *         .description("How to use this server")
 *         .mimeType("text/markdown")
 *         .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/markdown", text)))
 *         .build());
 * server.registerResource(ServerResource.of(
 *         Resource.builder("file:///notes.md", "notes").mimeType("text/markdown").build(),
 *         (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/markdown", text))));
 * server.registerResource(ServerResource.builder(Resource.builder("file:///payroll.csv", "payroll").build())
 *         .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/csv", text)))
 *         .scopes("payroll:read")
 *         .build());
 * }
 */
public final class ServerResource {
    private final Resource resource;
    private final ResourceHandler handler;
    private final Set<String> scopes;

    private ServerResource(Builder b, Resource resource, ResourceHandler handler) {
        this.resource = resource;
        this.handler = handler;
        this.scopes = b.scopesNeeded();
    }

    /**
     * A resource read by {@code handler}, needing no scope of its own.
     *
     * @param resource the resource's description
     * @param handler  reads its contents
     * @return the resource
     */
    public static ServerResource of(Resource resource, ResourceHandler handler) {
        return builder(resource).handler(handler).build();
    }

    /**
     * Starts a resource: URI and name, then description, MIME type, handler and options; a handler
     * is required.
     *
     * @param uri  the resource's URI, unique on its server
     * @param name the resource's name
     * @return a builder
     */
    public static Builder builder(String uri, String name) {
        return new Builder(uri, Resource.builder(uri, name), null);
    }

    /**
     * Starts from a resource described elsewhere; set its handler and options.
     *
     * @param resource the resource's description
     * @return a builder
     */
    public static Builder builder(Resource resource) {
        Resource.Builder definition = Resource.builder(resource.uri(), resource.name()).title(resource.title())
                .description(resource.description()).mimeType(resource.mimeType()).icons(resource.icons())
                .annotations(resource.annotations()).meta(resource.meta());
        if (resource.size() != null) {
            definition.size(resource.size());
        }
        return new Builder(resource.uri(), definition, resource);
    }

    /** {@return the resource as listed to clients} */
    public Resource resource() { return resource; }

    /** {@return the reader of its contents} */
    public ResourceHandler handler() { return handler; }

    /**
     * The OAuth scopes a caller's access token must grant for a {@code resources/read} of this
     * resource; empty when it needs none beyond what the endpoint requires. Enforced by a transport
     * that checks tokens, such as the HTTP transport's bearer authorization, before the handler runs.
     *
     * @return the scopes; empty when none
     */
    public Set<String> scopes() { return scopes; }

    /** Builds a {@link ServerResource}; a handler is required. */
    public static final class Builder extends ItemBuilder<ResourceHandler, Builder> {
        private final Resource.Builder definition;
        private final @Nullable Resource given;

        private Builder(String uri, Resource.Builder definition, @Nullable Resource given) {
            super("Resource " + uri, definition::title, definition::description);
            this.definition = definition;
            this.given = given;
        }

        /**
         * Sets the MIME type of its contents.
         *
         * @param mimeType the MIME type, or {@code null} for none
         * @return this builder
         */
        public Builder mimeType(@Nullable String mimeType) {
            definition.mimeType(mimeType);
            return changed();
        }

        /**
         * Builds the resource.
         *
         * @return the resource
         * @throws IllegalStateException if no handler was given
         */
        public ServerResource build() {
            ResourceHandler handler = requireHandler();
            return new ServerResource(this, definition(given, definition::build), handler);
        }
    }
}
