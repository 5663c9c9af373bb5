package dev.mcpj.server.internal;

import dev.mcpj.core.resource.Resource;
import dev.mcpj.server.ResourceHandler;
import tools.jackson.databind.node.ObjectNode;

/** A resource with its reader and its wire form, prepared at registration. */
record RegisteredResource(Resource resource, ResourceHandler handler, ObjectNode wire) {
}
