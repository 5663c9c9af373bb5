package dev.mcpj.bench;

import java.util.List;

/**
 * How well a server answered: every request must be answered exactly once, with its own id and the
 * right result.
 *
 * @param sent requests sent
 * @param lost requests never answered
 * @param duplicated responses for a request that was already answered
 * @param mismatched wrong results, error responses, unknown ids and lines that are not JSON-RPC
 * @param examples the first few problems, for diagnosis
 */
public record Correctness(
        long sent, long lost, long duplicated, long mismatched, List<String> examples) {

    /** The tally of a session that never sent anything. */
    public static final Correctness NONE = new Correctness(0, 0, 0, 0, List.of());

    /** Requests that got an answer, right or wrong. */
    public long answered() {
        return sent - lost;
    }

    /** True when nothing was lost, duplicated or wrong. */
    public boolean clean() {
        return lost == 0 && duplicated == 0 && mismatched == 0;
    }

    /** A one-line summary such as {@code 600 sent, 0 lost, 0 duplicated, 0 mismatched}. */
    public String summary() {
        return sent + " sent, " + lost + " lost, " + duplicated + " duplicated, " + mismatched
                + " mismatched" + (examples.isEmpty() ? "" : "; first: " + examples.get(0));
    }
}
