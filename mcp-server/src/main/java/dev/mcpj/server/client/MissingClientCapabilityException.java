package dev.mcpj.server.client;

/**
 * A handler asked the client for something (elicitation, sampling, roots) that the client did not
 * declare it supports. In protocol 2026-07-28, if the handler lets it escape, the request fails
 * with error {@code -32021} naming the capability; in earlier revisions it becomes an
 * {@code isError} result with this message.
 */
public class MissingClientCapabilityException extends ClientRequestException {
    private static final long serialVersionUID = 1L;

    /** The capability that was needed; see {@link #capability()}. */
    private final String capability;

    /**
     * The client did not declare {@code capability}.
     *
     * @param capability the capability needed, e.g. {@code "elicitation"}
     * @param message    what went wrong, for the model
     */
    public MissingClientCapabilityException(String capability, String message) {
        super(message);
        this.capability = capability;
    }

    /** {@return the capability that was needed, e.g. {@code "elicitation"}} */
    public String capability() {
        return capability;
    }
}
