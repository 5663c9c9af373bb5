package dev.mcpj.server;

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
            // RFC 6749 section 3.3: scope-token = 1*( %x21 / %x23-5B / %x5D-7E )
            if (scope.isEmpty() || !scope.chars().allMatch(c -> c == 0x21 || (c >= 0x23 && c <= 0x5B)
                    || (c >= 0x5D && c <= 0x7E))) {
                throw new IllegalArgumentException(owner + ": not a scope token: '" + scope + "'");
            }
            into.add(scope);
        }
    }

    static Set<String> copy(Set<String> scopes) {
        return Collections.unmodifiableSet(new LinkedHashSet<>(scopes));
    }
}
