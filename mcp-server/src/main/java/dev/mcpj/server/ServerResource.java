package dev.mcpj.server;

import dev.mcpj.core.resource.Resource;
import java.util.Objects;

/**
 * A resource with the reader of its contents: the unit that {@link McpServer#add(ServerResource)}
 * registers, and that {@link McpServer#resource(String)} returns.
 *
 * {@snippet :
 * server.add(ServerResource.of(
 *         Resource.builder("file:///notes.md", "notes").mimeType("text/markdown").build(),
 *         (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/markdown", text))));
 * }
 */
public final class ServerResource {
    private final Resource resource;
    private final ResourceHandler handler;

    private ServerResource(Resource resource, ResourceHandler handler) {
        this.resource = Objects.requireNonNull(resource, "resource");
        this.handler = Objects.requireNonNull(handler, "handler");
    }

    /** A resource read by {@code handler}. */
    public static ServerResource of(Resource resource, ResourceHandler handler) {
        return new ServerResource(resource, handler);
    }

    /** The resource as listed to clients. */
    public Resource resource() { return resource; }

    /** The reader of its contents. */
    public ResourceHandler handler() { return handler; }
}
