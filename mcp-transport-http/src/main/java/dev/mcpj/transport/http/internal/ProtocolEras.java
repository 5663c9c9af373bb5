package dev.mcpj.transport.http.internal;

import java.util.List;

/**
 * The protocol versions a server speaks, split by the HTTP profile they use: the stateless
 * revisions (2026-07-28 on: no sessions, every POST on its own) and those of the
 * {@code initialize} era (sessions, the GET stream, resumption).
 *
 * @param stateless the stateless revisions, newest first
 * @param legacy    the revisions of the {@code initialize} era, newest first
 */
record ProtocolEras(List<String> stateless, List<String> legacy) {
    /**
     * The last revision of the {@code initialize} era; 2026-07-28 calls every revision up to it
     * legacy. Versions are dates, so they order as strings.
     */
    static final String LAST_LEGACY = "2025-11-25";

    ProtocolEras {
        stateless = List.copyOf(stateless);
        legacy = List.copyOf(legacy);
    }

    /** Splits what {@link dev.mcpj.server.McpServer#supportedProtocolVersions()} lists. */
    static ProtocolEras of(List<String> supported) {
        return new ProtocolEras(supported.stream().filter(v -> v.compareTo(LAST_LEGACY) > 0).toList(),
                supported.stream().filter(v -> v.compareTo(LAST_LEGACY) <= 0).toList());
    }

    /** The server's own split of the versions it speaks. */
    static ProtocolEras of(List<String> supported, List<String> stateless) {
        return new ProtocolEras(stateless, supported.stream().filter(v -> !stateless.contains(v)).toList());
    }

    boolean isStateless(String version) {
        return version != null && stateless.contains(version);
    }

    boolean isLegacy(String version) {
        return version != null && legacy.contains(version);
    }

    /** Every supported version, stateless ones first. */
    List<String> all() {
        return java.util.stream.Stream.concat(stateless.stream(), legacy.stream()).toList();
    }
}
