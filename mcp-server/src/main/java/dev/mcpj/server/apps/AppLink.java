package dev.mcpj.server.apps;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * What ties a tool to its App: the tool's {@code _meta.ui.resourceUri} and {@code visibility}
 * (and, when asked, the deprecated flat {@code _meta["ui/resourceUri"]} that older hosts read).
 * The server refuses to register a tool linked to a {@code ui://} resource it does not have.
 *
 * {@snippet :
 * ServerTool refresh = ServerTool.builder("refresh_dashboard")
 *         .description("Reload the dashboard's data")
 *         .meta(AppLink.to("ui://weather/dashboard").visibility(AppLink.Visibility.APP).meta())
 *         .handler((args, ctx) -> CallToolResult.text("The dashboard's data is reloaded"))
 *         .build();
 * }
 */
public final class AppLink {
    /** Who may call a tool linked to an App; the host enforces it, the tool is listed either way. */
    public enum Visibility {
        /** The model. */
        MODEL,
        /** The App's own UI, through the host. */
        APP;

        String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String resourceUri;
    private final Set<Visibility> visibility;
    private final boolean legacyKey;

    private AppLink(String resourceUri, Set<Visibility> visibility, boolean legacyKey) {
        this.resourceUri = resourceUri;
        this.visibility = visibility;
        this.legacyKey = legacyKey;
    }

    /**
     * A link to an App resource, visible to the model and the App.
     *
     * @param resourceUri the App resource's {@code ui://} URI
     * @return the link
     * @throws IllegalArgumentException if it is not a {@code ui://} URI
     */
    public static AppLink to(String resourceUri) {
        if (!Objects.requireNonNull(resourceUri, "resourceUri").startsWith(McpApps.SCHEME)) {
            throw new IllegalArgumentException("A tool links an App resource by its ui:// URI, not '" + resourceUri + "'");
        }
        return new AppLink(resourceUri, Set.of(Visibility.MODEL, Visibility.APP), false);
    }

    /**
     * Restricts who may call the tool: {@code APP} alone hides it from the model.
     *
     * @param first  one audience
     * @param others more
     * @return a link with that visibility
     */
    public AppLink visibility(Visibility first, Visibility... others) {
        return new AppLink(resourceUri, Set.copyOf(EnumSet.of(first, others)), legacyKey);
    }

    /**
     * Also writes the deprecated flat key {@value McpApps#LEGACY_RESOURCE_URI_KEY}, for hosts that
     * read only that.
     *
     * @return a link that writes it
     */
    public AppLink withLegacyKey() {
        return new AppLink(resourceUri, visibility, true);
    }

    /** {@return the App resource's URI} */
    public String resourceUri() {
        return resourceUri;
    }

    /** {@return who may call the tool} */
    public Set<Visibility> visibility() {
        return visibility;
    }

    /** {@return a new {@code _meta} object carrying the link, for {@code ServerTool.Builder.meta}} */
    public ObjectNode meta() {
        return applyTo(JsonNodeFactory.instance.objectNode());
    }

    /**
     * Writes the link into a {@code _meta} object that carries other keys too.
     *
     * @param meta the object, changed in place
     * @return it
     */
    public ObjectNode applyTo(ObjectNode meta) {
        ObjectNode ui = meta.putObject("ui").put("resourceUri", resourceUri);
        ArrayNode v = ui.putArray("visibility");
        EnumSet.copyOf(visibility).forEach(x -> v.add(x.wire()));
        if (legacyKey) {
            meta.put(McpApps.LEGACY_RESOURCE_URI_KEY, resourceUri);
        }
        return meta;
    }

    @Override
    public String toString() {
        return "AppLink[" + resourceUri + ", " + visibility + "]";
    }
}
