package dev.mcpj.server;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Suggested values for an argument being typed.
 *
 * @param values  at most 100 suggestions
 * @param total   how many there are in all, or {@code null} if unknown
 * @param hasMore whether there are more than {@code values}
 */
public record Completion(List<String> values, @Nullable Integer total, boolean hasMore) {
    /** The most suggestions one answer may carry. */
    public static final int MAX_VALUES = 100;

    /**
     * Copies the values and checks their number.
     *
     * @throws IllegalArgumentException if there are more than {@value #MAX_VALUES}
     */
    public Completion {
        values = List.copyOf(values);
        if (values.size() > MAX_VALUES) {
            throw new IllegalArgumentException("A completion carries at most " + MAX_VALUES + " values");
        }
    }

    /** {@return a completion with no suggestions} */
    public static Completion empty() {
        return new Completion(List.of(), 0, false);
    }

    /**
     * The candidates that start with {@code prefix} (ignoring case), in their order, capped at 100.
     *
     * @param prefix     what the user has typed so far
     * @param candidates every value, in the order to suggest them
     * @return the completion, with {@code total} and {@code hasMore} set when some were left out
     */
    public static Completion matching(String prefix, Collection<String> candidates) {
        String p = prefix.toLowerCase(Locale.ROOT);
        List<String> all = candidates.stream().filter(c -> c.toLowerCase(Locale.ROOT).startsWith(p)).toList();
        List<String> shown = all.size() > MAX_VALUES ? all.subList(0, MAX_VALUES) : all;
        return new Completion(shown, all.size(), all.size() > shown.size());
    }
}
