package dev.mcpj.core.content;

import dev.mcpj.core.Icon;
import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A link to a resource the client may read. Optional fields are {@code null} (or empty) when absent.
 * {@link Content#resourceLink(String, String)} makes one of a URI and name; a
 * {@link dev.mcpj.core.resource.Resource}'s {@link dev.mcpj.core.resource.Resource#link() link()}
 * one with all of that resource's fields.
 *
 * @param uri         the resource's URI
 * @param name        its name
 * @param title       its display name, or {@code null}
 * @param description what it is, or {@code null}
 * @param mimeType    the type of its contents, or {@code null}
 * @param size        its size in bytes, or {@code null}
 * @param icons       the icons a client may show; empty when none
 * @param annotations usage hints for the client, or {@code null}
 * @param meta        {@code _meta}, or {@code null} (the link keeps a copy)
 */
public record ResourceLink(String uri, String name, @Nullable String title, @Nullable String description,
                           @Nullable String mimeType, @Nullable Long size, List<Icon> icons,
                           @Nullable Annotations annotations, @Nullable ObjectNode meta) implements Content {
    /**
     * Checks the required components and copies the icons and {@code meta}; {@code null} icons are none.
     *
     * @throws NullPointerException if {@code uri} or {@code name} is {@code null}
     */
    public ResourceLink {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        icons = icons == null ? List.of() : List.copyOf(icons);
        meta = Json.copyOf(meta);
    }
}
