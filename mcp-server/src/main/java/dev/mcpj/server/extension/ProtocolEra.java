package dev.mcpj.server.extension;

/** The two wires a server speaks, for methods that exist on only one of them. */
public enum ProtocolEra {
    /** Protocol 2025-11-25 and earlier: a session opened by {@code initialize}. */
    LEGACY,
    /** Protocol 2026-07-28: stateless requests, each carrying the client's capabilities. */
    MODERN
}
