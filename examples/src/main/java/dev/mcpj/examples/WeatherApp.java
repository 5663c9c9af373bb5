package dev.mcpj.examples;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.server.apps.AppCsp;
import dev.mcpj.server.apps.AppLink;
import dev.mcpj.server.apps.AppPermissions;
import dev.mcpj.server.apps.AppResource;
import dev.mcpj.server.apps.Apps;
import dev.mcpj.server.apps.McpApps;
import java.util.Locale;

/**
 * An MCP App: a tool whose results hosts that render Apps show in a small HTML dashboard. The
 * tool answers in text all the same: that text is what the model reads, and all that a client
 * without Apps shows.
 */
public final class WeatherApp {
    /** The App's document. */
    public static final String URI = "ui://examples/weather";
    private static final String HTML = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Weather</title>
            <style>body{font-family:system-ui;margin:1rem}output{font-size:2rem}</style></head>
            <body>
            <h1 id="city">Weather</h1>
            <output id="summary">Waiting for the tool's result</output>
            <script>
              // The host passes the tool result in with ui/notifications/tool-result.
              window.addEventListener("message", event => {
                const msg = event.data;
                if (msg && msg.method === "ui/notifications/tool-result") {
                  const text = (msg.params.content || []).find(c => c.type === "text");
                  document.getElementById("summary").textContent = text ? text.text : "";
                }
              });
            </script>
            </body>
            </html>
            """;

    private WeatherApp() {
    }

    /** The App and its tool, as an extension to give the server builder. */
    public static Apps apps() {
        AppResource dashboard = AppResource.builder(URI, "Weather dashboard")
                .description("Shows the forecast the show_weather tool returns")
                .html(HTML)
                .csp(AppCsp.builder().connectDomains("https://api.open-meteo.com").build())
                // To offer the forecast where the user is, when the host grants it.
                .permissions(AppPermissions.of(AppPermissions.Permission.GEOLOCATION))
                .prefersBorder(true)
                .build();
        // @start region="app-tool"
        ServerTool showWeather = ServerTool.builder("show_weather")
                .description("Today's weather for a city; hosts that render MCP Apps show it in a dashboard")
                .parameter(ToolParameter.string("city").description("The city"))
                .meta(AppLink.to(URI).meta())
                .handler((args, ctx) -> {
                    String city = args.string("city");
                    String text = city + ": " + forecast(city);
                    // Meaningful text for the model and for clients without Apps; the dashboard is extra.
                    return CallToolResult.text(McpApps.clientSupportsApps(ctx) ? text + " (see the dashboard)" : text);
                })
                .build();
        // @end
        return Apps.builder().resource(dashboard).tool(showWeather).build();
    }

    /** A made-up forecast, the same for the same city. */
    static String forecast(String city) {
        int h = Math.abs(city.toLowerCase(Locale.ROOT).hashCode());
        String[] skies = {"sunny", "cloudy", "light rain", "windy"};
        return skies[h % skies.length] + ", " + (8 + h % 20) + " °C";
    }
}
