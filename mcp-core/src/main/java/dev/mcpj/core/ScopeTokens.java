package dev.mcpj.core;

/**
 * The syntax of an OAuth scope, as RFC 6749 section 3.3 defines it:
 * {@code scope-token = 1*( %x21 / %x23-5B / %x5D-7E )}, printable ASCII without spaces, double
 * quotes or backslashes. The server checks the scopes items require, and a transport those it
 * requires of every token, both here.
 */
public final class ScopeTokens {
    private ScopeTokens() {
    }

    /**
     * Whether a string is one scope token.
     *
     * @param scope the string
     * @return whether it is non-empty and every character is one a scope token allows
     */
    public static boolean isValid(String scope) {
        if (scope.isEmpty()) {
            return false;
        }
        for (int i = 0; i < scope.length(); i++) {
            char c = scope.charAt(i);
            if (!(c == 0x21 || (c >= 0x23 && c <= 0x5B) || (c >= 0x5D && c <= 0x7E))) {
                return false;
            }
        }
        return true;
    }
}
