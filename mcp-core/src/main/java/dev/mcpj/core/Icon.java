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
    /**
     * Checks the source and theme, and copies the sizes.
     *
     * @throws NullPointerException     if {@code src} is {@code null}
     * @throws IllegalArgumentException if {@code theme} is neither {@code "light"} nor {@code "dark"}
     */
    public Icon {
        Objects.requireNonNull(src, "src");
        sizes = sizes == null ? List.of() : List.copyOf(sizes);
        if (theme != null && !theme.equals("light") && !theme.equals("dark")) {
            throw new IllegalArgumentException("Icon theme must be \"light\" or \"dark\", not \"" + theme + "\"");
        }
    }

    /**
     * An icon with only its source.
     *
     * @param src an {@code https:} URL or a {@code data:} URI
     * @return the icon, with no type, sizes or theme
     */
    public static Icon of(String src) {
        return new Icon(src, null, List.of(), null);
    }
}
