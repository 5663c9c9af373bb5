package dev.mcpj.server.client;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolException;
import java.util.List;
import java.util.Objects;

/**
 * Thrown by a handler that cannot go on until the user has completed an interaction at one or more
 * URLs (an OAuth consent, say): the request ends, and the client is asked to open them and retry.
 * In protocol 2025-11-25 the request fails with error {@code -32042} carrying the elicitations
 * (tell the client when one completed with
 * {@link dev.mcpj.server.McpServer#notifyElicitationComplete(String)}); in 2026-07-28 it is answered
 * with an {@code input_required} result asking for them, and runs again when the client retries.
 * A client that did not declare the {@code elicitation.url} capability is told that it lacks it.
 *
 * {@snippet :
 * if (!tokens.has(user)) {
 *     throw new UrlElicitationRequiredException("Sign in to Example first",
 *             UrlElicitation.builder(authorizeUrl(user), "Sign in to Example").build());
 * }
 * }
 */
public class UrlElicitationRequiredException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    private final transient List<UrlElicitation> elicitations;

    /**
     * The request cannot go on until the user has opened these URLs.
     *
     * @param message      why the request cannot go on, for the client and the model
     * @param elicitations the URLs to open, at least one
     * @throws IllegalArgumentException if there is none
     */
    public UrlElicitationRequiredException(String message, UrlElicitation... elicitations) {
        this(message, List.of(elicitations));
    }

    /**
     * As {@link #UrlElicitationRequiredException(String, UrlElicitation...)}, with a list.
     *
     * @param message      why the request cannot go on, for the client and the model
     * @param elicitations the URLs to open, at least one (copied)
     * @throws IllegalArgumentException if there is none
     */
    public UrlElicitationRequiredException(String message, List<UrlElicitation> elicitations) {
        super(ErrorCode.URL_ELICITATION_REQUIRED.code(), Objects.requireNonNull(message, "message"), null, null);
        this.elicitations = List.copyOf(elicitations);
        if (this.elicitations.isEmpty()) {
            throw new IllegalArgumentException("At least one URL elicitation is required");
        }
    }

    /** {@return the interactions the user must complete, in order} */
    public List<UrlElicitation> elicitations() {
        return elicitations;
    }
}
