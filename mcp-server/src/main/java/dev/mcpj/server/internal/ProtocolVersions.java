package dev.mcpj.server.internal;

import java.util.List;

/** The protocol revisions this server speaks. */
final class ProtocolVersions {
    /** Revisions with the {@code initialize} lifecycle, newest first. */
    static final List<String> LEGACY = List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");
    static final String LATEST_LEGACY = LEGACY.get(0);
    /** Stateless revisions, where every request carries its version in {@code _meta}. */
    static final List<String> MODERN = List.of("2026-07-28");

    private ProtocolVersions() {
    }

    /** The version to answer an {@code initialize} that asked for {@code requested}. */
    static String negotiate(String requested) {
        return LEGACY.contains(requested) ? requested : LATEST_LEGACY;
    }
}
