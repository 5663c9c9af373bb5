package dev.mcpj.conformance;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import java.util.List;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The resources of the {@code resources-*} scenarios: a text and a binary resource, a template,
 * and a resource to subscribe to.
 */
final class FixtureResources {
    private FixtureResources() {
    }

    static void register(McpServer server) {
        server.registerResource(ServerResource.of(Resource.builder("test://static-text", "static-text")
                        .title("Static Text Resource")
                        .description("A static text resource for testing")
                        .mimeType("text/plain")
                        .build(),
                (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain",
                        "This is the content of the static text resource."))));

        server.registerResource(ServerResource.of(Resource.builder("test://static-binary", "static-binary")
                        .title("Static Binary Resource")
                        .description("A static binary resource (image) for testing")
                        .mimeType("image/png")
                        .build(),
                (request, ctx) -> List.of(ResourceContents.blob(request.uri(), "image/png", Media.PNG))));

        server.registerResourceTemplate(ServerResourceTemplate.of(ResourceTemplate.builder("test://template/{id}/data", "template")
                        .title("Resource Template")
                        .description("A resource template with parameter substitution")
                        .mimeType("application/json")
                        .build(),
                (request, ctx) -> {
                    String id = request.variable("id");
                    var data = JsonNodeFactory.instance.objectNode()
                            .put("id", id).put("templateTest", true).put("data", "Data for ID: " + id);
                    return List.of(ResourceContents.text(request.uri(), "application/json", data.toString()));
                }));

        // Its content never changes; it exists to be subscribed to and unsubscribed from.
        server.registerResource(ServerResource.of(Resource.builder("test://watched-resource", "watched-resource")
                        .title("Watched Resource")
                        .description("A resource to subscribe to for update notifications")
                        .mimeType("text/plain")
                        .build(),
                (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain",
                        "Watched resource content"))));
    }
}
