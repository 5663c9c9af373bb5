package dev.mcpj.docs;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.server.apps.AppCsp;
import dev.mcpj.server.apps.AppLink;
import dev.mcpj.server.apps.AppPermissions;
import dev.mcpj.server.apps.AppResource;
import dev.mcpj.server.apps.Apps;
import dev.mcpj.server.apps.McpApps;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.extension.ExtensionMethod;
import java.util.List;
import java.util.Locale;

/** The samples of the guide's page on extensions. */
public final class Extensions {
    /** The extension's identifier. */
    public static final String LIBRARY = "com.example/library";
    private static final List<String> SHELF = List.of("Dune", "Emma", "Neuromancer", "The Dispossessed");

    private Extensions() {
    }

    /** What a lookup asks. */
    public record LookupParams(String text) {
    }

    /** What a lookup answers. */
    public record LookupResult(List<String> titles) {
    }

    /**
     * A user-defined extension: an id, a setting, a method of its own and a tool that checks
     * whether the client declared the extension.
     *
     * @return the extension
     */
    public static Extension library() {
        // region library-extension
        return Extension.builder(LIBRARY)                       // vendor-prefix/name
                .setting("maxResults", 5)                        // advertised in the server's capabilities
                .method(ExtensionMethod.builder("library/lookup", LookupParams.class, (params, ctx) -> {
                    if (params.text() == null || params.text().isBlank()) {
                        throw new InvalidParamsException("text is required");
                    }
                    String text = params.text().toLowerCase(Locale.ROOT);
                    return new LookupResult(SHELF.stream()
                            .filter(t -> t.toLowerCase(Locale.ROOT).contains(text)).limit(5).toList());
                }).requiresClientDeclaration().build())          // refused to a client that did not declare it
                .tool(ServerTool.builder("book_of_the_day")
                        .handler((args, ctx) -> ctx.clientExtension(LIBRARY).isPresent()
                                ? CallToolResult.text("Neuromancer (look up more with library/lookup)")
                                : CallToolResult.text("Neuromancer"))
                        .build())
                .build();
        // endregion
    }

    /**
     * An MCP App: an HTML resource and a tool that links to it and answers in text all the same.
     *
     * @return the App extension
     */
    public static Apps weather() {
        // region app
        AppResource dashboard = AppResource.builder("ui://weather/dashboard", "Weather dashboard")
                .html("<!doctype html><html><body><output id=\"summary\"></output></body></html>")
                .csp(AppCsp.builder().connectDomains("https://api.open-meteo.com").build())
                .permissions(AppPermissions.of(AppPermissions.Permission.GEOLOCATION))
                .build();
        ServerTool showWeather = ServerTool.builder("show_weather")
                .description("Today's weather for a city")
                .parameter(ToolParameter.string("city"))
                .meta(AppLink.to("ui://weather/dashboard").meta())
                .handler((args, ctx) -> {
                    String text = args.string("city") + ": sunny, 21 °C";
                    // The text is what the model reads and all a client without Apps shows.
                    return CallToolResult.text(McpApps.clientSupportsApps(ctx) ? text + " (see the dashboard)" : text);
                })
                .build();
        Apps apps = Apps.builder().resource(dashboard).tool(showWeather).build();
        // endregion
        return apps;
    }

    /**
     * A server with both extensions.
     *
     * @return the server
     */
    public static McpServer server() {
        // region server
        McpServer server = McpServer.builder("library", "1.0.0")
                .extension(library())
                .extension(weather().extension())
                .build();
        // endregion
        return server;
    }
}
