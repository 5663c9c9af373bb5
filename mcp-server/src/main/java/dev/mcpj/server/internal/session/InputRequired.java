package dev.mcpj.server.internal.session;

/**
 * Thrown inside a handler serving a 2026-07-28 request when it asks the client a question whose
 * answer has not come yet. The question is recorded on the call; whatever the handler does with
 * this exception, the server answers with an {@code input_required} result.
 */
final class InputRequired extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InputRequired(String key) {
        super("The client must answer input request '" + key + "' first; the server asks it and the call is retried", null,
                false, false);
    }
}
