package dev.mcpj.server.extension;

import dev.mcpj.core.internal.Json;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Interceptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A protocol extension (SEP-2133) a server offers: its identifier, the settings it advertises in
 * {@code capabilities.extensions} (in the {@code initialize} result on protocol 2025-11-25, in
 * {@code server/discover} on 2026-07-28), and what it brings: methods of its own, tools,
 * resources, resource templates, and an interceptor that sees every {@code tools/call}. Give it to
 * {@link McpServer.Builder#extension}; a server offers no extension it was not given.
 *
 * <p>Whether a client declared an extension is a per-request fact on protocol 2026-07-28; ask
 * {@link dev.mcpj.server.RequestContext#clientExtension} inside a handler.
 *
 * {@snippet :
 * record SearchParams(String query) {}
 * List<String> titles = List.of("Dune", "Emma", "Ulysses");
 * Extension search = Extension.builder("com.example/search")
 *         .setting("maxHits", 50)
 *         .method(ExtensionMethod.builder("com.example/search", SearchParams.class,
 *                 (params, ctx) -> Map.of("hits", titles.stream().filter(t -> t.contains(params.query())).toList()))
 *                 .build())
 *         .build();
 * McpServer server = McpServer.builder("library", "1.0.0").extension(search).build();
 * }
 */
public final class Extension {
    private static final String LABEL = "[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
    private static final Pattern ID = Pattern.compile(
            LABEL + "(?:\\." + LABEL + ")*/[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?");

    private final String id;
    private final ObjectNode settings;
    private final List<ExtensionMethod<?>> methods;
    private final List<ServerTool> tools;
    private final List<ServerResource> resources;
    private final List<ServerResourceTemplate> resourceTemplates;
    private final @Nullable Interceptor interceptor;
    private final @Nullable Consumer<McpServer> onBuilt;

    private Extension(Builder b) {
        this.id = b.id;
        this.settings = b.settings.deepCopy();
        this.methods = List.copyOf(b.methods);
        this.tools = List.copyOf(b.tools);
        this.resources = List.copyOf(b.resources);
        this.resourceTemplates = List.copyOf(b.resourceTemplates);
        this.interceptor = b.interceptor;
        this.onBuilt = b.onBuilt;
    }

    /**
     * Starts an extension.
     *
     * @param id its identifier, {@code vendor-prefix/name}: a reversed domain the vendor controls
     *           (dot-separated labels of letters, digits and inner hyphens, each starting with a
     *           letter), a slash, and a name of letters, digits and inner {@code . _ -}
     * @return a builder
     * @throws IllegalArgumentException if the identifier does not follow that grammar
     */
    public static Builder builder(String id) {
        return new Builder(checkId(id));
    }

    /**
     * Checks an extension identifier.
     *
     * @param id the identifier
     * @return it
     * @throws IllegalArgumentException if it does not follow the {@code vendor-prefix/name} grammar
     */
    public static String checkId(String id) {
        if (!ID.matcher(Objects.requireNonNull(id, "id")).matches()) {
            throw new IllegalArgumentException("Extension id '" + id + "' must be vendor-prefix/name, "
                    + "for example com.example/search (a reversed domain, a slash, and a name)");
        }
        return id;
    }

    /** {@return the identifier} */
    public String id() {
        return id;
    }

    /** {@return a copy of the settings advertised under the identifier (an object, possibly empty)} */
    public ObjectNode settings() {
        return settings.deepCopy();
    }

    /** {@return the methods it adds} */
    public List<ExtensionMethod<?>> methods() {
        return methods;
    }

    /** {@return the tools it registers when the server is built} */
    public List<ServerTool> tools() {
        return tools;
    }

    /** {@return the resources it registers when the server is built} */
    public List<ServerResource> resources() {
        return resources;
    }

    /** {@return the resource templates it registers when the server is built} */
    public List<ServerResourceTemplate> resourceTemplates() {
        return resourceTemplates;
    }

    /** {@return the interceptor it adds after the server's own, or {@code null}} */
    public @Nullable Interceptor interceptor() {
        return interceptor;
    }

    /** {@return what is told of the server once it is built, or {@code null}} */
    public @Nullable Consumer<McpServer> onBuilt() {
        return onBuilt;
    }

    @Override
    public String toString() {
        return "Extension[" + id + "]";
    }

    /** Configures an {@link Extension}. */
    public static final class Builder {
        private final String id;
        private final ObjectNode settings = Json.object();
        private final List<ExtensionMethod<?>> methods = new ArrayList<>();
        private final List<ServerTool> tools = new ArrayList<>();
        private final List<ServerResource> resources = new ArrayList<>();
        private final List<ServerResourceTemplate> resourceTemplates = new ArrayList<>();
        private @Nullable Interceptor interceptor;
        private @Nullable Consumer<McpServer> onBuilt;

        private Builder(String id) {
            this.id = id;
        }

        /**
         * Replaces the advertised settings with a copy of {@code settings}; none ({@code {}})
         * unless set.
         *
         * @param settings the settings object
         * @return this builder
         */
        public Builder settings(ObjectNode settings) {
            this.settings.removeAll();
            this.settings.setAll(Objects.requireNonNull(settings, "settings").deepCopy());
            return this;
        }

        /**
         * Adds one setting.
         *
         * @param name  its name
         * @param value a JSON value, or a value Jackson serializes (a string, number, boolean,
         *              list, map, record)
         * @return this builder
         */
        public Builder setting(String name, Object value) {
            settings.set(Objects.requireNonNull(name, "name"),
                    Json.mapper().valueToTree(Objects.requireNonNull(value, "value")));
            return this;
        }

        /**
         * Adds a method.
         *
         * @param method the method
         * @return this builder
         */
        public Builder method(ExtensionMethod<?> method) {
            methods.add(Objects.requireNonNull(method, "method"));
            return this;
        }

        /**
         * Adds a tool, registered with the server when it is built.
         *
         * @param tool the tool
         * @return this builder
         */
        public Builder tool(ServerTool tool) {
            tools.add(Objects.requireNonNull(tool, "tool"));
            return this;
        }

        /**
         * Adds a resource, registered with the server when it is built.
         *
         * @param resource the resource
         * @return this builder
         */
        public Builder resource(ServerResource resource) {
            resources.add(Objects.requireNonNull(resource, "resource"));
            return this;
        }

        /**
         * Adds a resource template, registered with the server when it is built.
         *
         * @param template the template
         * @return this builder
         */
        public Builder resourceTemplate(ServerResourceTemplate template) {
            resourceTemplates.add(Objects.requireNonNull(template, "template"));
            return this;
        }

        /**
         * Sets the interceptor around tool calls (and the other requests an {@link Interceptor}
         * sees); it runs after those given to the server builder.
         *
         * @param interceptor the interceptor
         * @return this builder
         */
        public Builder intercept(Interceptor interceptor) {
            this.interceptor = Objects.requireNonNull(interceptor, "interceptor");
            return this;
        }

        /**
         * Tells {@code callback} of the server once it is built, before any connection: an
         * extension that changes what it serves later (a catalog reloaded) keeps the server.
         *
         * @param callback what is told of the server
         * @return this builder
         */
        public Builder onBuilt(Consumer<McpServer> callback) {
            this.onBuilt = Objects.requireNonNull(callback, "callback");
            return this;
        }

        /** {@return the extension} */
        public Extension build() {
            return new Extension(this);
        }
    }
}
