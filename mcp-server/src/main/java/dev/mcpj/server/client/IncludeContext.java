package dev.mcpj.server.client;

/**
 * Which servers' context the client should add to a sampling request ({@code includeContext}).
 * Anything but {@link #NONE} needs the client's {@code sampling.context} capability, and is
 * soft-deprecated by the protocol.
 */
public enum IncludeContext {
    /** No context (the default). */
    NONE,
    /** Context from this server. */
    THIS_SERVER,
    /** Context from every server the client is connected to. */
    ALL_SERVERS
}
