package dev.mcpj.server.client;

import java.util.Objects;

/** A root the client exposes: a {@code file://} URI and an optional name ({@code null} if none). */
public record Root(String uri, String name) {
    public Root {
        Objects.requireNonNull(uri, "uri");
    }
}
