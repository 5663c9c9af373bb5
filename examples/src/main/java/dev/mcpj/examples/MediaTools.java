package dev.mcpj.examples;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import java.util.Base64;

/** Tools whose results are not plain text: an image, a resource link and an embedded resource. */
public final class MediaTools {
    /** A 1x1 red PNG. */
    static final byte[] RED_PIXEL = Base64.getDecoder().decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==");

    public void register(McpServer server) {
        server.registerTool(ServerTool.builder("get_logo")
                        .description("Return the shop's logo as a PNG image.").handler((args, ctx) -> CallToolResult.of(Content.image(RED_PIXEL, "image/png"))).build());

        server.registerTool(ServerTool.builder("get_catalog_file")
                        .description("Point to the catalog file and embed its current contents.").handler((args, ctx) -> CallToolResult.of(
                        Resource.builder("file:///catalog.csv", "catalog.csv")
                                .title("Catalog").mimeType("text/csv").description("The whole catalog").build().link(),
                        Content.embedded(ResourceContents.text("file:///catalog.csv", "text/csv",
                                "title,author,year\nThe Dispossessed,Ursula K. Le Guin,1974\n")))).build());
    }
}
