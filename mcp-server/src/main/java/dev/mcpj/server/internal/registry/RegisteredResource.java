package dev.mcpj.server.internal.registry;

import dev.mcpj.server.ResourceHandler;
import dev.mcpj.server.ServerResource;
import tools.jackson.databind.node.ObjectNode;

/** A resource with its wire form, prepared at registration. */
public record RegisteredResource(ServerResource resource, ObjectNode wire) {
    public ResourceHandler handler() {
        return resource.handler();
    }
}
