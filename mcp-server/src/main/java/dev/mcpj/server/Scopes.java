package dev.mcpj.server;

import dev.mcpj.core.ScopeTokens;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

/** The OAuth scopes an item requires, checked as RFC 6749 scope tokens. */
final class Scopes {
    private Scopes() {
    }

    /** Adds {@code scopes} to {@code into}, refusing any that is not a scope token. */
    static void addAll(Set<String> into, Collection<String> scopes, String owner) {
        for (String scope : Objects.requireNonNull(scopes, "scopes")) {
            Objects.requireNonNull(scope, "scope");
            if (!ScopeTokens.isValid(scope)) {
                throw new IllegalArgumentException(owner + ": not a scope token: '" + scope + "'");
            }
            into.add(scope);
        }
    }

    static Set<String> copy(Set<String> scopes) {
        return Collections.unmodifiableSet(new LinkedHashSet<>(scopes));
    }
}
