package dev.mcpj.transport.http;

import java.util.Objects;

/**
 * What a {@link TokenVerifier} decided about one bearer token: {@link Valid valid}, with the
 * grant it carries; {@link Invalid invalid} (the client gets {@code 401} with
 * {@code error="invalid_token"}); or {@link Unavailable undecidable for now}, because what it
 * is checked against (the authorization server's keys, its introspection endpoint) cannot be
 * reached (the client gets {@code 503}).
 *
 * <p>Reasons are written to the server's log at debug level and never sent to the client, so
 * they may be precise; they must not contain the token.
 */
public sealed interface TokenVerification
        permits TokenVerification.Valid, TokenVerification.Invalid, TokenVerification.Unavailable {

    /**
     * The token is good and grants {@code token}.
     *
     * @param token the token's grants and claims
     * @return the verdict
     */
    static TokenVerification valid(AccessToken token) {
        return new Valid(token);
    }

    /**
     * The token is refused, for {@code reason}.
     *
     * @param reason why, for the server's log
     * @return the verdict
     */
    static TokenVerification invalid(String reason) {
        return new Invalid(reason);
    }

    /**
     * The token cannot be checked now, for {@code reason}.
     *
     * @param reason why, for the server's log
     * @return the verdict
     */
    static TokenVerification unavailable(String reason) {
        return new Unavailable(reason);
    }

    /**
     * The token is good.
     *
     * @param token what it grants
     */
    record Valid(AccessToken token) implements TokenVerification {
        /**
         * Checks the token.
         *
         * @throws NullPointerException if {@code token} is {@code null}
         */
        public Valid {
            Objects.requireNonNull(token, "token");
        }
    }

    /**
     * The token is refused.
     *
     * @param reason why, for the server's log
     */
    record Invalid(String reason) implements TokenVerification {
        /**
         * Checks the reason.
         *
         * @throws NullPointerException if {@code reason} is {@code null}
         */
        public Invalid {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The token cannot be checked now.
     *
     * @param reason why, for the server's log
     */
    record Unavailable(String reason) implements TokenVerification {
        /**
         * Checks the reason.
         *
         * @throws NullPointerException if {@code reason} is {@code null}
         */
        public Unavailable {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
