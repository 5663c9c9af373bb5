package dev.mcpj.server.apps;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class AppsTest {
    private static final String HTML = "<!doctype html><html><body><div id=\"app\"></div></body></html>";
    private static final String APPS_CLIENT = "{\"extensions\":{\"io.modelcontextprotocol/ui\":"
            + "{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}";
    private static final String MODERN_META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":%s}";

    private static AppResource dashboard() {
        return AppResource.builder("ui://weather/dashboard", "Weather dashboard")
                .description("A chart of the week's weather")
                .html(HTML)
                .csp(AppCsp.builder().connectDomains("https://api.weather.example")
                        .resourceDomains("https://cdn.example").frameDomains("https://www.youtube.com")
                        .baseUriDomains("https://cdn.example").build())
                .permissions(AppPermissions.of(AppPermissions.Permission.CLIPBOARD_WRITE,
                        AppPermissions.Permission.GEOLOCATION))
                .domain("weather.apps.example")
                .prefersBorder(true)
                .build();
    }

    private static ServerTool weather(AppLink link) {
        return ServerTool.builder("get_weather").description("Current weather")
                .meta(link.meta())
                .handler((args, ctx) -> CallToolResult.text("Lisbon: sunny, 21 °C"
                        + (McpApps.clientSupportsApps(ctx) ? " (the dashboard shows the week)" : "")))
                .build();
    }

    private static final String UI = "{\"csp\":{\"connectDomains\":[\"https://api.weather.example\"],"
            + "\"resourceDomains\":[\"https://cdn.example\"],\"frameDomains\":[\"https://www.youtube.com\"],"
            + "\"baseUriDomains\":[\"https://cdn.example\"]},\"permissions\":{\"geolocation\":{},\"clipboardWrite\":{}},"
            + "\"domain\":\"weather.apps.example\",\"prefersBorder\":true}";

    @Test
    void appResourcesCarryTheProfileMimeTypeAndUiMetaWhenListedAndRead() {
        Apps apps = Apps.builder().resource(dashboard()).tool(weather(AppLink.to("ui://weather/dashboard"))).build();
        try (McpServer server = McpServer.builder("w", "1").extension(apps.extension()).build();
             TestClient client = new TestClient(server)) {
            JsonNode init = client.initialize("2025-11-25", json(APPS_CLIENT));
            assertThat(init.at("/result/capabilities/extensions/io.modelcontextprotocol~1ui")).isEqualTo(json("{}"));
            JsonNode listed = client.request("resources/list", json("{}")).at("/result/resources/0");
            assertThat(listed.get("uri").asString()).isEqualTo("ui://weather/dashboard");
            assertThat(listed.get("mimeType").asString()).isEqualTo("text/html;profile=mcp-app");
            assertThat(listed.at("/_meta/ui")).isEqualTo(json(UI));
            JsonNode read = client.request("resources/read", json("{\"uri\":\"ui://weather/dashboard\"}"))
                    .at("/result/contents/0");
            assertThat(read.get("mimeType").asString()).isEqualTo("text/html;profile=mcp-app");
            assertThat(read.get("text").asString()).isEqualTo(HTML);
            assertThat(read.at("/_meta/ui")).isEqualTo(json(UI));
            JsonNode tool = client.request("tools/list", json("{}")).at("/result/tools/0");
            assertThat(tool.at("/_meta/ui")).isEqualTo(json(
                    "{\"resourceUri\":\"ui://weather/dashboard\",\"visibility\":[\"model\",\"app\"]}"));
            assertThat(tool.at("/_meta").has("ui/resourceUri")).isFalse();
        }
    }

    @Test
    void visibilityAndTheDeprecatedFlatKeyAreStampedOnRequest() {
        JsonNode meta = AppLink.to("ui://x/app").visibility(AppLink.Visibility.APP).withLegacyKey().meta();
        assertThat(meta).isEqualTo(json("{\"ui\":{\"resourceUri\":\"ui://x/app\",\"visibility\":[\"app\"]},"
                + "\"ui/resourceUri\":\"ui://x/app\"}"));
    }

    @Test
    void clientSupportsAppsOnlyWhenItDeclaresTheProfileMimeType() {
        Apps apps = Apps.builder().resource(dashboard()).tool(weather(AppLink.to("ui://weather/dashboard"))).build();
        try (McpServer server = McpServer.builder("w", "1").extension(apps.extension()).build()) {
            try (TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
                for (String caps : new String[] {APPS_CLIENT, "{}", "{\"extensions\":{\"io.modelcontextprotocol/ui\":{}}}"}) {
                    JsonNode r = modern.request("tools/call", json("{\"name\":\"get_weather\"," + MODERN_META.formatted(caps) + "}"));
                    String text = r.at("/result/content/0/text").asString();
                    assertThat(text).as(caps).startsWith("Lisbon: sunny, 21 °C");
                    assertThat(text.contains("dashboard")).as(caps).isEqualTo(caps.equals(APPS_CLIENT));
                }
            }
            try (TestClient legacy = new TestClient(server)) {
                legacy.initialize("2025-11-25", json("{}"));
                assertThat(legacy.request("tools/call", TestClient.toolParams("get_weather", json("{}")))
                        .at("/result/content/0/text").asString()).isEqualTo("Lisbon: sunny, 21 °C");
            }
        }
    }

    @Test
    void nonUiUrisConflictingTypesAndMissingResourcesAreRefused() {
        assertThatThrownBy(() -> AppResource.builder("https://example.com/app", "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ui://");
        assertThatThrownBy(() -> AppResource.builder("ui://x/app", "x").mimeType("text/html"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("text/html;profile=mcp-app");
        assertThatThrownBy(() -> AppLink.to("file:///app.html")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Apps.builder().tool(weather(AppLink.to("ui://weather/missing"))).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Tool 'get_weather'").hasMessageContaining("ui://weather/missing");
        try (McpServer server = McpServer.builder("w", "1").build()) {
            assertThatThrownBy(() -> server.registerTool(weather(AppLink.to("ui://weather/dashboard").withLegacyKey())))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("Tool 'get_weather'").hasMessageContaining("not registered");
            assertThat(server.tools()).isEmpty();
            server.registerResource(dashboard().toServerResource());
            Registration<ServerTool> linked = server.registerTool(weather(AppLink.to("ui://weather/dashboard")));
            assertThat(server.tools()).hasSize(1);
            assertThatThrownBy(() -> linked.update(weather(AppLink.to("ui://weather/missing"))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("Tool 'get_weather'").hasMessageContaining("ui://weather/missing");
            assertThat(linked.definition().tool().meta().at("/ui/resourceUri").asString())
                    .as("a refused update leaves the registration as it was").isEqualTo("ui://weather/dashboard");
        }
    }
}
