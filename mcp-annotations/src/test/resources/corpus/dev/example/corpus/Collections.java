package dev.example.corpus;

import dev.mcpj.annotations.McpTool;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;

/** Lists, sets, arrays and maps, as arguments and as results. */
public final class Collections {

    /** Counts what it was given. */
    @McpTool
    public Map<String, Integer> countItems(List<String> names, Set<Integer> numbers, String[] words, int[] digits,
                                           Collection<Double> measures, SortedSet<String> sorted,
                                           List<List<Integer>> grid, Map<String, List<Boolean>> flags) {
        Map<String, Integer> counts = new TreeMap<>();
        counts.put("names", names.size());
        counts.put("numbers", numbers.size());
        counts.put("words", words.length);
        counts.put("digits", digits.length);
        counts.put("measures", measures.size());
        counts.put("sorted", sorted.size());
        counts.put("grid", grid.stream().mapToInt(List::size).sum());
        counts.put("flags", flags.size());
        return counts;
    }

    /** Returns a list, which structured content wraps as {"result": [...]}. */
    @McpTool
    public List<String> repeat(String word, int times) {
        return java.util.Collections.nCopies(times, word);
    }

    /** Returns an array. */
    @McpTool
    public long[] squares(int upTo) {
        long[] s = new long[upTo];
        for (int i = 0; i < upTo; i++) {
            s[i] = (long) (i + 1) * (i + 1);
        }
        return s;
    }
}
