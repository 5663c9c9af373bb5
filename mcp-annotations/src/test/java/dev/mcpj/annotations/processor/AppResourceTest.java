package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.apps.AppResource;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code appResource} and {@code appOnly} attributes of {@code @McpTool}: the tool's link to its App. */
class AppResourceTest {
    @TempDir
    Path dir;

    private static final javax.tools.JavaFileObject WEATHER = Compiler.source("shop.Weather", """
            package shop;

            import dev.mcpj.annotations.McpTool;

            public class Weather {
                /** Current weather for a city. */
                @McpTool(appResource = "ui://weather/dashboard")
                public String forecast(String city) {
                    return city + ": sunny";
                }

                /** Reload the dashboard. */
                @McpTool(appResource = "ui://weather/dashboard", appOnly = true)
                public String refresh() {
                    return "refreshed";
                }

                /** No App. */
                @McpTool
                public String plain() {
                    return "plain";
                }
            }
            """);

    @Test
    void theGeneratedToolsLinkTheirAppAndTheServerChecksTheResourceExists() throws Exception {
        Compiler.Compilation c = Compiler.compile(dir, List.of(WEATHER));
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.warnings()).as(c.describe()).isEmpty();
        ClassLoader loader = c.loader();
        Class<?> weather = loader.loadClass("shop.Weather");
        Object target = weather.getDeclaredConstructor().newInstance();
        var register = loader.loadClass("shop.WeatherTools").getMethod("register", McpServer.class, weather);
        try (McpServer server = McpServer.builder("weather", "1.0").build()) {
            assertThatThrownBy(() -> register.invoke(null, server, target))
                    .isInstanceOf(InvocationTargetException.class).cause()
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ui://weather/dashboard");
        }
        try (McpServer server = McpServer.builder("weather", "1.0").build()) {
            server.registerResource(AppResource.builder("ui://weather/dashboard", "Dashboard")
                    .html("<!doctype html><html></html>").build().toServerResource());
            register.invoke(null, server, target);
            ServerTool forecast = server.tool("forecast").orElseThrow().definition();
            assertThat(forecast.tool().meta().toString())
                    .isEqualTo("{\"ui\":{\"resourceUri\":\"ui://weather/dashboard\",\"visibility\":[\"model\",\"app\"]}}");
            assertThat(server.tool("refresh").orElseThrow().definition().tool().meta().at("/ui/visibility").toString())
                    .isEqualTo("[\"app\"]");
            assertThat(server.tool("plain").orElseThrow().definition().tool().meta()).isNull();
        }
    }

    @Test
    void anAppResourceThatIsNotAUiUriIsReportedOnTheValue() {
        new CompileErrors(dir, """
                package shop;

                import dev.mcpj.annotations.*;

                """).assertOnlyError("""
                public class Shop {
                    @McpTool(appResource = "https://example.com/app.html")
                    public String show() { return "hi"; }
                }
                """, "\"https://example.com/app.html\"", "[McpAppResource] @McpTool appResource "
                + "\"https://example.com/app.html\" is not a ui:// URI: an App resource's URI uses the ui:// scheme");
    }

    @Test
    void appOnlyWithoutAnAppResourceIsReported() {
        new CompileErrors(dir, """
                package shop;

                import dev.mcpj.annotations.*;

                """).assertOnlyError("""
                public class Shop {
                    @McpTool(appOnly = true)
                    public String show() { return "hi"; }
                }
                """, "true", "[McpAppResource] @McpTool appOnly needs appResource: only a tool linked to an App "
                + "can be for the App only");
    }
}
