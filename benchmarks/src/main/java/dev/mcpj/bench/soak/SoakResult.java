package dev.mcpj.bench.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a soak saw: calls by kind and outcome, the server's heap after GC, threads and open file
 * descriptors sampled at regular points, and how long the server took to exit at the end.
 *
 * @param transport      what was soaked, such as "stdio" or "http 2025-11-25"
 * @param calls          calls sent
 * @param seconds        wall time of the calls
 * @param correct        correct answers (and cancellations without an answer) by kind
 * @param problems       the number of wrong, missing, duplicated or unexpected answers
 * @param examples       the first few problems
 * @param samples        the server's state after each tenth of the calls
 * @param exitMillis     time from the end of its input to its exit, or -1 if it had to be killed
 */
record SoakResult(String transport, long calls, double seconds, Map<SoakCalls.Kind, Long> correct, long problems,
        List<String> examples, List<Sample> samples, long exitMillis) {

    /** The server's state after {@code calls} calls. */
    record Sample(long calls, long heapBytes, int threads, long fds) {
    }

    /** Heap may grow by this fraction of the first sample, plus {@link #HEAP_SLACK}, and still count as flat. */
    static final double HEAP_GROWTH = 0.25;
    static final long HEAP_SLACK = 4L << 20;
    static final long EXIT_LIMIT_MILLIS = 10_000;

    /**
     * What failed: problems with answers, a heap not flat from the first sample to the last, more
     * threads or file descriptors than {@code slack} above the first sample, a slow exit.
     */
    List<String> failures(int slack) {
        List<String> failures = new ArrayList<>();
        if (problems > 0) {
            failures.add(problems + " problems with answers, such as " + examples);
        }
        long answered = correct.values().stream().mapToLong(Long::longValue).sum();
        if (answered != calls) {
            failures.add(answered + " of " + calls + " calls came out right");
        }
        if (samples.size() < 2) {
            failures.add("fewer than two samples of the server's state");
        } else {
            Sample first = samples.get(0);
            Sample last = samples.get(samples.size() - 1);
            if (last.heapBytes() > first.heapBytes() * (1 + HEAP_GROWTH) + HEAP_SLACK) {
                failures.add("heap after GC grew from " + mib(first.heapBytes()) + " to " + mib(last.heapBytes()));
            }
            if (last.threads() > first.threads() + slack) {
                failures.add("threads grew from " + first.threads() + " to " + last.threads());
            }
            if (last.fds() > first.fds() + slack) {
                failures.add("file descriptors grew from " + first.fds() + " to " + last.fds());
            }
        }
        if (exitMillis < 0 || exitMillis > EXIT_LIMIT_MILLIS) {
            failures.add(exitMillis < 0 ? "the server did not exit" : "the server took " + exitMillis + " ms to exit");
        }
        return failures;
    }

    /** Prints a sample as it is taken, so that a long soak shows how it goes. */
    static void progress(String transport, Sample sample, long startNanos) {
        System.out.printf("soak %s: %,d calls after %.0f s; heap after GC %.1f MiB, %d threads, %d fds%n", transport,
                sample.calls(), (System.nanoTime() - startNanos) / 1e9, sample.heapBytes() / (1024.0 * 1024.0),
                sample.threads(), sample.fds());
    }

    /** One paragraph for the console and the README. */
    String summary() {
        StringBuilder s = new StringBuilder();
        s.append(String.format("%s: %,d calls in %.1f s (%,.0f/s); correct by kind %s; %d problems", transport, calls,
                seconds, calls / seconds, correct, problems));
        if (!samples.isEmpty()) {
            Sample first = samples.get(0);
            Sample last = samples.get(samples.size() - 1);
            s.append(String.format("; heap after GC %s at %,d calls, %s at %,d; threads %d -> %d; fds %d -> %d",
                    mib(first.heapBytes()), first.calls(), mib(last.heapBytes()), last.calls(),
                    first.threads(), last.threads(), first.fds(), last.fds()));
        }
        s.append("; heap MiB by tenth ").append(samples.stream()
                .map(x -> String.format("%.1f", x.heapBytes() / (1024.0 * 1024.0))).toList());
        s.append("; exit ").append(exitMillis < 0 ? "killed" : exitMillis + " ms");
        return s.toString();
    }

    private static String mib(long bytes) {
        return String.format("%.1f MiB", bytes / (1024.0 * 1024.0));
    }
}
