package dev.mcpj.server.client;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A root the client exposes: a {@code file://} URI and an optional name ({@code null} if none).
 *
 * @param uri  the root's URI, {@code file://} in practice
 * @param name what to call it, or {@code null}
 */
public record Root(String uri, @Nullable String name) {
    /**
     * Checks the URI.
     *
     * @throws NullPointerException if {@code uri} is {@code null}
     */
    public Root {
        Objects.requireNonNull(uri, "uri");
    }
}
