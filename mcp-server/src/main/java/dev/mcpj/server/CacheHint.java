package dev.mcpj.server;

import java.time.Duration;
import java.util.Objects;

/**
 * How long clients of protocol 2026-07-28 may cache a list, discover or read result, and with whom
 * they may share it ({@code ttlMs} and {@code cacheScope} on the wire).
 *
 * @param ttl   how long the result stays fresh; zero means immediately stale
 * @param scope who may share a cached copy
 */
public record CacheHint(Duration ttl, Scope scope) {
    /**
     * Checks both components.
     *
     * @throws IllegalArgumentException if {@code ttl} is negative
     */
    public CacheHint {
        Objects.requireNonNull(ttl, "ttl");
        Objects.requireNonNull(scope, "scope");
        if (ttl.isNegative()) {
            throw new IllegalArgumentException("ttl must not be negative");
        }
    }

    /** Who may reuse a cached result. */
    public enum Scope {
        /** Holds no user-specific data: any cache may serve it to anyone. */
        PUBLIC,
        /** May be reused only within the same authorization context. */
        PRIVATE;

        /** {@return the value of {@code cacheScope} on the wire} */
        public String wire() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * Fresh for {@code ttl}, for any cache to share.
     *
     * @param ttl how long the result stays fresh, zero or more
     * @return the hint
     * @throws IllegalArgumentException if {@code ttl} is negative
     */
    public static CacheHint publicFor(Duration ttl) {
        return new CacheHint(ttl, Scope.PUBLIC);
    }

    /**
     * Fresh for {@code ttl}, to be reused within the same authorization context only.
     *
     * @param ttl how long the result stays fresh, zero or more
     * @return the hint
     * @throws IllegalArgumentException if {@code ttl} is negative
     */
    public static CacheHint privateFor(Duration ttl) {
        return new CacheHint(ttl, Scope.PRIVATE);
    }
}
