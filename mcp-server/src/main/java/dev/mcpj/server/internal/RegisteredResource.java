package dev.mcpj.server.internal;

import dev.mcpj.server.ResourceHandler;
import dev.mcpj.server.ServerResource;
import tools.jackson.databind.node.ObjectNode;

/** A resource with its wire form, prepared at registration. */
record RegisteredResource(ServerResource resource, ObjectNode wire) {
    ResourceHandler handler() {
        return resource.handler();
    }
}
