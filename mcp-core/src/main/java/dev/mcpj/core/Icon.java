package dev.mcpj.core;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An icon for a server, tool, prompt or resource.
 *
 * @param src      an {@code https:} URL or a {@code data:} URI
 * @param mimeType the image type, or {@code null}
 * @param sizes    sizes such as {@code "48x48"} or {@code "any"}; empty when unspecified
 * @param theme    {@code "light"}, {@code "dark"} or {@code null}
 */
public record Icon(String src, @Nullable String mimeType, List<String> sizes, @Nullable String theme) {
    public Icon {
        Objects.requireNonNull(src, "src");
        sizes = sizes == null ? List.of() : List.copyOf(sizes);
        if (theme != null && !theme.equals("light") && !theme.equals("dark")) {
            throw new IllegalArgumentException("Icon theme must be \"light\" or \"dark\", not \"" + theme + "\"");
        }
    }

    /** An icon with only its source. */
    public static Icon of(String src) {
        return new Icon(src, null, List.of(), null);
    }
}
