package dev.mcpj.server.apps;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerResource;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An App's HTML document: a {@code ui://} resource of type {@value McpApps#MIME_TYPE}, with what
 * it asks of the host ({@link AppCsp}, {@link AppPermissions}, a sandbox {@code domain}, a
 * border) under {@code _meta.ui}, both in {@code resources/list} and on what
 * {@code resources/read} returns. Register {@link #toServerResource()} (or give it to
 * {@link Apps}) before the tools linked to it.
 *
 * {@snippet :
 * AppResource dashboard = AppResource.builder("ui://weather/dashboard", "Weather dashboard")
 *         .html("<!doctype html><html><body><div id=\"chart\"></div></body></html>")
 *         .csp(AppCsp.builder().connectDomains("https://api.weather.example").build())
 *         .prefersBorder(true)
 *         .build();
 * server.registerResource(dashboard.toServerResource());
 * }
 */
public final class AppResource {
    private final String uri;
    private final String name;
    private final @Nullable String title;
    private final @Nullable String description;
    private final HtmlSource html;
    private final ObjectNode ui;

    /** Writes an App's HTML document, per read. */
    @FunctionalInterface
    public interface HtmlSource {
        /**
         * The document.
         *
         * @param ctx the {@code resources/read} request
         * @return a complete HTML5 document
         * @throws Exception when it cannot be written
         */
        String html(RequestContext ctx) throws Exception;
    }

    private AppResource(Builder b) {
        this.uri = b.uri;
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.html = Objects.requireNonNull(b.html, () -> "App resource " + b.uri + " has no html");
        ObjectNode ui = JsonNodeFactory.instance.objectNode();
        if (b.csp != null) {
            ui.set("csp", b.csp.toJson());
        }
        if (b.permissions != null) {
            ui.set("permissions", b.permissions.toJson());
        }
        if (b.domain != null) {
            ui.put("domain", b.domain);
        }
        if (b.prefersBorder != null) {
            ui.put("prefersBorder", b.prefersBorder);
        }
        this.ui = ui;
    }

    /**
     * Starts an App resource.
     *
     * @param uri  its {@code ui://} URI
     * @param name its name
     * @return a builder
     * @throws IllegalArgumentException if the URI is not a {@code ui://} URI
     */
    public static Builder builder(String uri, String name) {
        return new Builder(uri, name);
    }

    /** {@return its URI} */
    public String uri() {
        return uri;
    }

    /** {@return a copy of its {@code _meta.ui} (empty when it asks for nothing)} */
    public ObjectNode ui() {
        return ui.deepCopy();
    }

    /** {@return the resource to register, listed and read with its {@code _meta.ui}} */
    public ServerResource toServerResource() {
        Resource.Builder r = Resource.builder(uri, name).title(title).description(description).mimeType(McpApps.MIME_TYPE);
        ObjectNode meta = meta();
        if (meta != null) {
            r.meta(meta);
        }
        return ServerResource.of(r.build(), (req, ctx) -> {
            String document = html.html(ctx);
            if (document == null) {
                throw new IllegalStateException("App resource " + uri + " wrote no document");
            }
            return List.<ResourceContents>of(new TextResourceContents(req.uri(), McpApps.MIME_TYPE, document, meta()));
        });
    }

    private @Nullable ObjectNode meta() {
        if (ui.isEmpty()) {
            return null;
        }
        ObjectNode meta = JsonNodeFactory.instance.objectNode();
        meta.set("ui", ui.deepCopy());
        return meta;
    }

    @Override
    public String toString() {
        return "AppResource[" + uri + "]";
    }

    /** Configures an {@link AppResource}. */
    public static final class Builder {
        private final String uri;
        private final String name;
        private @Nullable String title;
        private @Nullable String description;
        private @Nullable HtmlSource html;
        private @Nullable AppCsp csp;
        private @Nullable AppPermissions permissions;
        private @Nullable String domain;
        private @Nullable Boolean prefersBorder;

        private Builder(String uri, String name) {
            if (!Objects.requireNonNull(uri, "uri").startsWith(McpApps.SCHEME) || uri.length() == McpApps.SCHEME.length()) {
                throw new IllegalArgumentException("An App resource's URI must use the ui:// scheme, not '" + uri + "'");
            }
            this.uri = uri;
            this.name = Objects.requireNonNull(name, "name");
        }

        /**
         * Sets the name people see.
         *
         * @param title the display name
         * @return this builder
         */
        public Builder title(String title) {
            this.title = Objects.requireNonNull(title, "title");
            return this;
        }

        /**
         * Says what the App shows.
         *
         * @param description the description
         * @return this builder
         */
        public Builder description(String description) {
            this.description = Objects.requireNonNull(description, "description");
            return this;
        }

        /**
         * The document, the same on every read.
         *
         * @param document a complete HTML5 document
         * @return this builder
         */
        public Builder html(String document) {
            Objects.requireNonNull(document, "document");
            this.html = ctx -> document;
            return this;
        }

        /**
         * Writes the document on each read.
         *
         * @param source what writes it
         * @return this builder
         */
        public Builder html(HtmlSource source) {
            this.html = Objects.requireNonNull(source, "source");
            return this;
        }

        /**
         * Refuses any other MIME type than {@value McpApps#MIME_TYPE}, which is set already: an
         * App document has no other.
         *
         * @param mimeType the type asked for
         * @return this builder
         * @throws IllegalArgumentException if it is another type
         */
        public Builder mimeType(String mimeType) {
            if (!McpApps.MIME_TYPE.equals(mimeType)) {
                throw new IllegalArgumentException("App resource " + uri + " must have the MIME type "
                        + McpApps.MIME_TYPE + ", not " + mimeType);
            }
            return this;
        }

        /**
         * The origins the App asks to reach.
         *
         * @param csp the request
         * @return this builder
         */
        public Builder csp(AppCsp csp) {
            this.csp = Objects.requireNonNull(csp, "csp");
            return this;
        }

        /**
         * The browser permissions the App asks for.
         *
         * @param permissions the request
         * @return this builder
         */
        public Builder permissions(AppPermissions permissions) {
            this.permissions = Objects.requireNonNull(permissions, "permissions");
            return this;
        }

        /**
         * The sandbox origin the App asks for, in the host's own format.
         *
         * @param domain the origin
         * @return this builder
         */
        public Builder domain(String domain) {
            this.domain = Objects.requireNonNull(domain, "domain");
            return this;
        }

        /**
         * Whether the host should draw a border around the App.
         *
         * @param prefersBorder whether it should
         * @return this builder
         */
        public Builder prefersBorder(boolean prefersBorder) {
            this.prefersBorder = prefersBorder;
            return this;
        }

        /** {@return the resource} */
        public AppResource build() {
            return new AppResource(this);
        }
    }
}
