package dev.mcpj.core.content;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Hints about how a client should use a piece of content.
 *
 * @param audience     who the content is for; empty when unspecified
 * @param priority     importance from 0 (least) to 1 (most), or {@code null}
 * @param lastModified an ISO 8601 timestamp, or {@code null}
 */
public record Annotations(List<Role> audience, @Nullable Double priority, @Nullable String lastModified) {
    /**
     * Copies the audience; a {@code null} audience is empty.
     *
     * @throws IllegalArgumentException if {@code priority} is outside 0 to 1
     */
    public Annotations {
        audience = audience == null ? List.of() : List.copyOf(audience);
        if (priority != null && !(priority >= 0.0 && priority <= 1.0)) {
            throw new IllegalArgumentException("Annotation priority must be between 0 and 1, not " + priority);
        }
    }

    /**
     * Annotations naming only the audience.
     *
     * @param roles who the content is for
     * @return the annotations, with no priority or time
     */
    public static Annotations audience(Role... roles) {
        return new Annotations(List.of(roles), null, null);
    }
}
