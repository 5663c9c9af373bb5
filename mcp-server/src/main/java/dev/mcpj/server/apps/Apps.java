package dev.mcpj.server.apps;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.extension.Extension;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The MCP Apps extension: App resources and the tools linked to them, registered together, and
 * {@code "io.modelcontextprotocol/ui": {}} advertised in the server's capabilities (hosts find
 * Apps by the tools' metadata; the advertisement tells clients that look for it). Give
 * {@link #extension()} to the server builder.
 *
 * {@snippet :
 * AppResource dashboard = AppResource.builder("ui://weather/dashboard", "Weather dashboard")
 *         .html("<!doctype html><html><body><div id=\"chart\"></div></body></html>")
 *         .build();
 * ServerTool weather = ServerTool.builder("get_weather")
 *         .meta(AppLink.to("ui://weather/dashboard").meta())
 *         .handler((args, ctx) -> CallToolResult.text("Lisbon: sunny, 21 °C"))
 *         .build();
 * Apps apps = Apps.builder()
 *         .resource(dashboard)
 *         .tool(weather)
 *         .build();
 * McpServer server = McpServer.builder("weather", "1.0.0").extension(apps.extension()).build();
 * }
 */
public final class Apps {
    private final Extension extension;

    private Apps(Builder b) {
        Extension.Builder ext = Extension.builder(McpApps.EXTENSION_ID);
        b.resources.values().forEach(r -> ext.resource(r.toServerResource()));
        for (ServerTool t : b.tools) {
            String linked = linkedUri(t);
            if (linked != null && !b.resources.containsKey(linked)) {
                throw new IllegalArgumentException("Tool '" + t.tool().name() + "' links the App resource " + linked
                        + ", which is not among the App resources " + b.resources.keySet());
            }
            ext.tool(t);
        }
        this.extension = ext.build();
    }

    /** {@return a builder} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the extension, for {@link McpServer.Builder#extension}} */
    public Extension extension() {
        return extension;
    }

    private static @Nullable String linkedUri(ServerTool tool) {
        var meta = tool.tool().meta();
        if (meta == null) {
            return null;
        }
        var uri = meta.path("ui").path("resourceUri");
        if (uri.isString()) {
            return uri.asString();
        }
        var flat = meta.path(McpApps.LEGACY_RESOURCE_URI_KEY);
        return flat.isString() ? flat.asString() : null;
    }

    /** Configures {@link Apps}. */
    public static final class Builder {
        private final Map<String, AppResource> resources = new LinkedHashMap<>();
        private final List<ServerTool> tools = new ArrayList<>();

        private Builder() {
        }

        /**
         * Adds an App resource.
         *
         * @param resource the resource
         * @return this builder
         * @throws IllegalArgumentException if one with the same URI was added
         */
        public Builder resource(AppResource resource) {
            Objects.requireNonNull(resource, "resource");
            if (resources.putIfAbsent(resource.uri(), resource) != null) {
                throw new IllegalArgumentException("App resource " + resource.uri() + " is added twice");
            }
            return this;
        }

        /**
         * Adds a tool, linked to one of the App resources (or to none).
         *
         * @param tool the tool
         * @return this builder
         */
        public Builder tool(ServerTool tool) {
            tools.add(Objects.requireNonNull(tool, "tool"));
            return this;
        }

        /**
         * Builds the extension.
         *
         * @return the extension
         * @throws IllegalArgumentException naming the tool, if a tool links an App resource not added
         */
        public Apps build() {
            return new Apps(this);
        }
    }
}
