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
    /**
     * Copies the hints ({@code null} is none) and checks the priorities.
     *
     * @throws IllegalArgumentException if a priority is outside 0 to 1
     */
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
