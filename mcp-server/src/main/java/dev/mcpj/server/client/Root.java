package dev.mcpj.server.client;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** A root the client exposes: a {@code file://} URI and an optional name ({@code null} if none). */
public record Root(String uri, @Nullable String name) {
    public Root {
        Objects.requireNonNull(uri, "uri");
    }
}
