package dev.mcpj.server.client;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A request that the user open a URL (elicitation in URL mode): for what must not pass through the
 * client, such as credentials, a payment or an OAuth consent. The client asks the user's consent
 * and opens the page; the interaction itself happens between the user's browser and the page.
 * Ask with {@link dev.mcpj.server.RequestContext#elicit(UrlElicitation)}, or throw
 * {@link UrlElicitationRequiredException} to end the request until the user has been there.
 *
 * {@snippet :
 * UrlElicitation login = UrlElicitation.builder("https://auth.example.com/connect?session=" + session,
 *                 "Sign in to Example so this tool can read your calendar")
 *         .build();
 * ElicitationResult consent = ctx.elicit(login);
 * }
 *
 * @param url           the absolute {@code https} (or {@code http}) URL the user is asked to open
 * @param message       why, shown to the user
 * @param elicitationId the id that {@link dev.mcpj.server.McpServer#notifyElicitationComplete(String)}
 *                      names when the interaction completed (protocol 2025-11-25; 2026-07-28 does
 *                      not send it)
 * @param key           the question's key among the {@code inputRequests} of an
 *                      {@code input_required} result (2026-07-28), or {@code null} to number it
 *                      in the order asked
 */
public record UrlElicitation(String url, String message, String elicitationId, @Nullable String key) {
    /**
     * Checks the URL, the id and the key.
     *
     * @throws IllegalArgumentException if {@code url} is not an absolute {@code https} or {@code http} URL, or {@code elicitationId} or {@code key} is empty
     */
    public UrlElicitation {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(elicitationId, "elicitationId");
        String scheme;
        try {
            scheme = new URI(url).getScheme();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("Elicitation URL is not a valid URI: " + url, e);
        }
        if (scheme == null || !(scheme.equalsIgnoreCase("https") || scheme.equalsIgnoreCase("http"))) {
            throw new IllegalArgumentException("Elicitation URL must be an absolute https (or http) URL: " + url);
        }
        if (elicitationId.isEmpty()) {
            throw new IllegalArgumentException("elicitationId must not be empty");
        }
        QuestionKeys.check(key);
    }

    /**
     * Starts a URL elicitation; its id is random unless {@link Builder#elicitationId set}.
     *
     * @param url     the absolute URL the user is asked to open
     * @param message why, shown to the user
     * @return a builder
     */
    public static Builder builder(String url, String message) {
        return new Builder(url, message);
    }

    /** Builds a {@link UrlElicitation}; the URL and message are required. */
    public static final class Builder {
        private final String url;
        private final String message;
        private String elicitationId;
        private @Nullable String key;

        private Builder(String url, String message) {
            this.url = Objects.requireNonNull(url, "url");
            this.message = Objects.requireNonNull(message, "message");
        }

        /**
         * The id to name in the completion notification; by default a random UUID.
         *
         * @param elicitationId the id, not empty
         * @return this builder
         */
        public Builder elicitationId(String elicitationId) {
            this.elicitationId = Objects.requireNonNull(elicitationId, "elicitationId");
            return this;
        }

        /**
         * The question's key in an {@code input_required} result (2026-07-28); unique within the request.
         *
         * @param key the key, not empty (without a key the question is numbered)
         * @return this builder
         * @throws IllegalArgumentException if it is empty
         */
        public Builder key(String key) {
            this.key = Objects.requireNonNull(key, "key");
            return this;
        }

        /**
         * Builds the question.
         *
         * @return the question
         * @throws IllegalArgumentException if the URL is not an absolute {@code https} or {@code http} URL, or the id is empty
         */
        public UrlElicitation build() {
            return new UrlElicitation(url, message, elicitationId != null ? elicitationId : UUID.randomUUID().toString(), key);
        }
    }
}
