package dev.mcpj.core;

import tools.jackson.databind.node.JsonNodeFactory;

/**
 * No resource has the requested URI: thrown by a resource handler for a URI that matches its
 * template but names nothing (no such row, no such file). Reported as
 * {@link ErrorCode#RESOURCE_NOT_FOUND} ({@code -32002}) to clients of protocol 2025-11-25 and
 * earlier, and as {@link ErrorCode#INVALID_PARAMS} ({@code -32602}) from 2026-07-28 on, which
 * retired the former; {@code error.data} holds the {@code uri} either way.
 *
 * <p>See {@code dev.mcpj.server.ResourceHandler} for an example.
 */
public class ResourceNotFoundException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    /** The URI that names no resource; see {@link #uri()}. */
    private final String uri;

    /**
     * A failure whose message is {@code "Resource not found: <uri>"}.
     *
     * @param uri the URI that names no resource
     */
    public ResourceNotFoundException(String uri) {
        this(uri, "Resource not found: " + uri);
    }

    /**
     * A failure with a message of its own.
     *
     * @param uri     the URI that names no resource
     * @param message what the client is told, for a more precise message than the default
     */
    public ResourceNotFoundException(String uri, String message) {
        super(ErrorCode.RESOURCE_NOT_FOUND.code(), message,
                JsonNodeFactory.instance.objectNode().put("uri", java.util.Objects.requireNonNull(uri, "uri")), null);
        this.uri = uri;
    }

    /** {@return the URI that names no resource} */
    public String uri() {
        return uri;
    }
}
