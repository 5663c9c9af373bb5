package dev.mcpj.core.internal;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Runs a property: its edge cases first, then random cases, each drawn from its own {@link Random}
 * made from the run's seed and the case's index, until {@code -Dfuzz.tries} of them have passed
 * (100 by default) or {@code -Dfuzz.duration} (an ISO-8601 duration such as {@code PT10M}, none by
 * default) has passed since the first, whichever comes first; the {@code fuzz} profile bounds a
 * property by time only. The seed is {@code -Dfuzz.seed}, else a fresh one; it is printed with
 * the counts, and a failure names it and the case, so that {@code -Dfuzz.seed=...} replays the run
 * exactly. A random case may name what kind of input it met; the run prints how many of each.
 */
final class Cases {
    static final int TRIES = Integer.getInteger("fuzz.tries", 100);

    /** How long each property may draw random cases, or null: no bound but {@link #TRIES}. */
    static final Duration DURATION = duration(System.getProperty("fuzz.duration", ""));

    private Cases() {
    }

    /**
     * Checks {@code property} on each of {@code edges}, then on random cases; {@code random} draws
     * a case's input from the generator it is given, checks it, and returns a label for the kind of
     * input, or null.
     */
    static void check(String property, List<Runnable> edges, Function<Random, String> random) {
        long seed = Long.getLong("fuzz.seed", new Random().nextLong());
        for (int i = 0; i < edges.size(); i++) {
            Runnable edge = edges.get(i);
            run(property, "edge case " + i, seed, () -> {
                edge.run();
                return null;
            });
        }
        Map<String, Integer> labels = new TreeMap<>();
        long start = System.nanoTime();
        int i = 0;
        for (; more(i, start); i++) {
            Random r = new Random(seed + i * 0x9E3779B97F4A7C15L);
            String label = run(property, "random case " + i, seed, () -> random.apply(r));
            if (label != null) {
                labels.merge(label, 1, Integer::sum);
            }
        }
        System.out.printf("%s: seed %d, %d edge cases and %d random cases passed%s%n", property, seed, edges.size(),
                i, labels.isEmpty() ? "" : " " + labels);
    }

    /** Whether a property that has passed {@code done} random cases since {@code start} draws another. */
    static boolean more(int done, long start) {
        return done < TRIES && (DURATION == null || System.nanoTime() - start < DURATION.toNanos());
    }

    /** {@code -Dfuzz.duration}: blank for none, else an ISO-8601 duration. */
    static Duration duration(String text) {
        return text.isBlank() ? null : Duration.parse(text.trim());
    }

    private static String run(String property, String which, long seed, java.util.function.Supplier<String> body) {
        try {
            return body.get();
        } catch (AssertionError | RuntimeException | StackOverflowError e) {
            throw new AssertionError(property + " failed on " + which + " (replay: -Dfuzz.seed=" + seed + "): "
                    + e.getMessage(), e);
        }
    }
}
