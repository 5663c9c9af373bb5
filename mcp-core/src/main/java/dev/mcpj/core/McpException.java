package dev.mcpj.core;

import org.jspecify.annotations.Nullable;

/**
 * The root of every exception this SDK defines: catch it to handle any of them. It is unchecked
 * and abstract, and its kinds say what failed and how the client is told:
 *
 * <ul>
 *   <li>{@link ProtocolException} and its kinds ({@link InvalidParamsException},
 *       {@link ResourceNotFoundException}, {@code dev.mcpj.server.client.UrlElicitationRequiredException}):
 *       the request ends with a JSON-RPC error of the {@linkplain ProtocolException#code() code} it
 *       carries;</li>
 *   <li>{@code dev.mcpj.server.ToolException}: a tool failed with a message for the model, which
 *       the client gets as a result with {@code isError: true};</li>
 *   <li>{@code dev.mcpj.server.client.ClientRequestException}: a request the server sent the client
 *       failed.</li>
 * </ul>
 *
 * <p>The message is what the client is told, so it must never hold internals such as stack traces
 * or class names.
 */
public abstract class McpException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A failure with this message, caused by another.
     *
     * @param message what the client is told
     * @param cause   the underlying failure, or {@code null}; never sent to the client
     */
    protected McpException(String message, @Nullable Throwable cause) {
        super(java.util.Objects.requireNonNull(message, "message"), cause);
    }
}
