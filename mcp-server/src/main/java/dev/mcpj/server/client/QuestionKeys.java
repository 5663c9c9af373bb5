package dev.mcpj.server.client;

import org.jspecify.annotations.Nullable;

/** The rule for the key that names a question to the client: absent, or not empty. */
final class QuestionKeys {
    private QuestionKeys() {
    }

    /** Returns {@code key}, or throws if it is empty. */
    static @Nullable String check(@Nullable String key) {
        if (key != null && key.isEmpty()) {
            throw new IllegalArgumentException("A question's key must not be empty");
        }
        return key;
    }
}
