package dev.mcpj.server.apps;

import dev.mcpj.server.RequestContext;
import tools.jackson.databind.JsonNode;

/**
 * The constants of MCP Apps, and whether a client renders them.
 *
 * {@snippet :
 * ServerTool weather = ServerTool.builder("get_weather")
 *         .description("Current weather for a city")
 *         .parameter(ToolParameter.string("city"))
 *         .meta(AppLink.to("ui://weather/dashboard").meta())
 *         .handler((args, ctx) -> {
 *             String city = args.string("city");
 *             // The model, and every client without Apps, reads this text; an App host also renders the UI.
 *             return CallToolResult.text(city + ": sunny, 21 °C");
 *         })
 *         .build();
 * }
 */
public final class McpApps {
    /** The extension's identifier. */
    public static final String EXTENSION_ID = "io.modelcontextprotocol/ui";
    /** The MIME type of an App's HTML document. */
    public static final String MIME_TYPE = "text/html;profile=mcp-app";
    /** The URI scheme of App resources. */
    public static final String SCHEME = "ui://";
    /** The deprecated flat {@code _meta} key some hosts still read for the tool's resource URI. */
    public static final String LEGACY_RESOURCE_URI_KEY = "ui/resourceUri";

    private McpApps() {
    }

    /**
     * Whether the client of this request renders Apps: it declared the extension with
     * {@code mimeTypes} including {@link #MIME_TYPE}. On protocol 2026-07-28 each request
     * declares it anew; on earlier protocols it was declared in {@code initialize}.
     *
     * @param ctx the request
     * @return whether the client renders Apps
     */
    public static boolean clientSupportsApps(RequestContext ctx) {
        return ctx.clientExtension(EXTENSION_ID).map(settings -> {
            for (JsonNode type : settings.path("mimeTypes")) {
                if (type.isString() && type.asString().equals(MIME_TYPE)) {
                    return true;
                }
            }
            return false;
        }).orElse(false);
    }
}
