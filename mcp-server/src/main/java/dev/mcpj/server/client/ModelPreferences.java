package dev.mcpj.server.client;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What the server would like in a model; the client decides.
 *
 * @param hints                model name hints, most preferred first
 * @param costPriority         0..1, or {@code null}
 * @param speedPriority        0..1, or {@code null}
 * @param intelligencePriority 0..1, or {@code null}
 */
public record ModelPreferences(List<String> hints, @Nullable Double costPriority, @Nullable Double speedPriority,
                               @Nullable Double intelligencePriority) {
    public ModelPreferences {
        hints = hints == null ? List.of() : List.copyOf(hints);
        check(costPriority, "costPriority");
        check(speedPriority, "speedPriority");
        check(intelligencePriority, "intelligencePriority");
    }

    private static void check(Double v, String name) {
        if (v != null && !(v >= 0 && v <= 1)) {
            throw new IllegalArgumentException(name + " must be between 0 and 1, not " + v);
        }
    }
}
