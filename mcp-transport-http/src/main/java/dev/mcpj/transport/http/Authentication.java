package dev.mcpj.transport.http;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** What an {@link Authenticator} decided about one request. */
public sealed interface Authentication permits Authentication.Allowed, Authentication.Rejected {

    /**
     * Lets the request through, without a principal.
     *
     * @return the decision
     */
    static Authentication allow() {
        return new Allowed(null);
    }

    /**
     * Lets the request through on behalf of {@code principal}, which owns the sessions it opens
     * and which handlers see under {@link dev.mcpj.server.AttributeKey#PRINCIPAL} in their request's
     * attributes.
     *
     * @param principal who sent the request, as the application names them
     * @return the decision
     */
    static Authentication allow(String principal) {
        return new Allowed(Objects.requireNonNull(principal, "principal"));
    }

    /**
     * Refuses the request with {@code 401 Unauthorized}.
     *
     * @param challenge the {@code WWW-Authenticate} value, e.g. {@code Bearer realm="mcp"}
     * @return the decision
     */
    static Authentication reject(String challenge) {
        return new Rejected(challenge);
    }

    /**
     * The request may proceed.
     *
     * @param principal who sent it, or {@code null} when the application does not tell
     */
    record Allowed(@Nullable String principal) implements Authentication {
    }

    /**
     * The request is refused.
     *
     * @param challenge the {@code WWW-Authenticate} value
     */
    record Rejected(String challenge) implements Authentication {
        /**
         * Checks the challenge.
         *
         * @throws NullPointerException if {@code challenge} is {@code null}
         */
        public Rejected {
            Objects.requireNonNull(challenge, "challenge");
        }
    }
}
