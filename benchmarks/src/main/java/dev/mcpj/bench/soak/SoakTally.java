package dev.mcpj.bench.soak;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * Calls in flight and the verdict on each answer, for one soak: every call answered exactly once
 * and correctly, and every cancelled call not at all. Thread-safe.
 */
final class SoakTally {
    private static final int MAX_EXAMPLES = 5;

    private final Map<Long, SoakCalls.SoakCall> pending = new ConcurrentHashMap<>();
    private final Map<Long, Boolean> finished = new ConcurrentHashMap<>();
    private final Map<SoakCalls.Kind, AtomicLong> correct = new EnumMap<>(SoakCalls.Kind.class);
    private final AtomicLong problems = new AtomicLong();
    private final List<String> examples = new ArrayList<>();

    SoakTally() {
        for (SoakCalls.Kind kind : SoakCalls.Kind.values()) {
            correct.put(kind, new AtomicLong());
        }
    }

    void sent(SoakCalls.SoakCall call) {
        pending.put(call.n(), call);
    }

    SoakCalls.SoakCall pending(long n) {
        return pending.get(n);
    }

    /** Checks {@code response}, the answer to call {@code n}. */
    void answered(long n, JsonNode response) {
        SoakCalls.SoakCall call = pending.remove(n);
        if (call == null) {
            problem(finished.containsKey(n) ? "a second answer, or an answer after the cancellation, for call " + n
                    : "an answer for a call never sent: " + SoakCalls.abbreviated(response));
            return;
        }
        finished.put(n, Boolean.TRUE);
        String problem = SoakCalls.problem(call, response);
        if (problem == null) {
            correct.get(call.kind()).incrementAndGet();
        } else {
            problem(problem);
        }
    }

    /** Call {@code n} was cancelled; from now on any answer to it is a problem. */
    void cancelled(long n) {
        SoakCalls.SoakCall call = pending.remove(n);
        if (call != null) {
            finished.put(n, Boolean.TRUE);
            correct.get(SoakCalls.Kind.CANCEL).incrementAndGet();
        }
    }

    /** The server answered a call with nothing, where it had to answer. */
    void unanswered(long n, String what) {
        pending.remove(n);
        finished.put(n, Boolean.TRUE);
        problem("call " + n + ": " + what);
    }

    void problem(String problem) {
        problems.incrementAndGet();
        synchronized (examples) {
            if (examples.size() < MAX_EXAMPLES) {
                examples.add(problem);
            }
        }
    }

    /** Forgets the record of finished calls below {@code n}, so that a million calls do not fill the driver's heap. */
    void forgetBefore(long n) {
        finished.keySet().removeIf(k -> k < n - 10_000);
    }

    int outstanding() {
        return pending.size();
    }

    SoakResult result(String transport, long calls, double seconds, List<SoakResult.Sample> samples, long exitMillis) {
        long missing = pending.size();
        Map<SoakCalls.Kind, Long> counts = new EnumMap<>(SoakCalls.Kind.class);
        correct.forEach((k, v) -> counts.put(k, v.get()));
        List<String> shown;
        synchronized (examples) {
            shown = List.copyOf(examples);
        }
        if (missing > 0) {
            shown = new ArrayList<>(shown);
            shown.add(missing + " calls never answered");
        }
        return new SoakResult(transport, calls, seconds, counts, problems.get() + missing, shown, samples, exitMillis);
    }
}
