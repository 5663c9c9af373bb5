package dev.mcpj.bench;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntFunction;

/** The two ways the driver loads a server: pipelined with a window of calls, or one at a time. */
final class Load {

    private Load() {}

    /**
     * Sends {@code count} calls keeping at most {@code window} unanswered, and waits for the last
     * answer. Requests are flushed whenever the window is full, so they go out in batches.
     *
     * @return nanoseconds from the first send to the last answer, or empty if the server failed
     */
    static OptionalLong pipelined(McpSession session, IntFunction<Call> calls, int count, int window) {
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            if (session.outstanding() >= window
                    && !(session.flush() && session.awaitOutstandingAtMost(window - 1))) {
                return OptionalLong.empty();
            }
            if (!session.send(calls.apply(i))) {
                return OptionalLong.empty();
            }
        }
        if (!(session.flush() && session.awaitOutstandingAtMost(0))) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(System.nanoTime() - start);
    }

    /**
     * Sends {@code count} calls one at a time, each after the previous answer.
     *
     * @return every round trip in nanoseconds, or empty if the server failed
     */
    static Optional<long[]> sequential(McpSession session, IntFunction<Call> calls, int count) {
        long[] roundTrips = new long[count];
        for (int i = 0; i < count; i++) {
            Call call = calls.apply(i);
            long start = System.nanoTime();
            if (!(session.send(call) && session.flush() && session.awaitOutstandingAtMost(0))) {
                return Optional.empty();
            }
            roundTrips[i] = System.nanoTime() - start;
        }
        return Optional.of(roundTrips);
    }
}
