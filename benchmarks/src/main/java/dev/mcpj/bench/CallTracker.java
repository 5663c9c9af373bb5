package dev.mcpj.bench;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Matches the server's responses to the requests in flight and checks each one: answered once, with
 * a known id and the expected result. The sending thread registers calls and waits for answers; the
 * stdout reader thread reports lines.
 */
final class CallTracker implements ServerProcess.LineSink {

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    private static final int MAX_EXAMPLES = 5;
    private static final int MAX_QUOTED_CHARS = 160;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Map<Long, Call> pending = new HashMap<>();
    private final BitSet answered = new BitSet();
    private final List<String> examples = new ArrayList<>();
    private long nextId = 1;
    private long duplicated;
    private long mismatched;
    private boolean ended;
    private volatile int outstanding;
    private volatile long lastProgressNanos = System.nanoTime();

    /** Assigns the next id to {@code call} and records it as in flight. */
    long register(Call call) {
        lock.lock();
        try {
            if (pending.isEmpty()) {
                lastProgressNanos = System.nanoTime();
            }
            long id = nextId++;
            pending.put(id, call);
            outstanding = pending.size();
            return id;
        } finally {
            lock.unlock();
        }
    }

    /** Calls sent and not answered yet; a cheap read that takes no lock. */
    int outstanding() {
        return outstanding;
    }

    /** How long calls have been outstanding without any answer arriving, in nanoseconds. */
    long stalledNanos() {
        return outstanding == 0 ? 0 : System.nanoTime() - lastProgressNanos;
    }

    /**
     * Waits until at most {@code limit} calls are outstanding.
     *
     * @return false if the server's output ended first
     */
    boolean awaitOutstandingAtMost(int limit) {
        lock.lock();
        try {
            while (pending.size() > limit) {
                if (ended) {
                    return false;
                }
                changed.awaitUninterruptibly();
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void onLine(byte[] bytes) {
        JsonNode message;
        try {
            message = MAPPER.readTree(bytes);
        } catch (JacksonException e) {
            lock.lock();
            try {
                mismatch("a line that is not JSON: " + quote(bytes));
            } finally {
                lock.unlock();
            }
            return;
        }
        if (message.has("method")) {
            return; // A notification or request from the server: not an answer to anything.
        }
        lock.lock();
        try {
            match(message, bytes);
        } finally {
            lock.unlock();
        }
    }

    private void match(JsonNode message, byte[] line) {
        JsonNode id = message.path("id");
        boolean integral = id.isIntegralNumber() && id.canConvertToInt() && id.intValue() > 0;
        Call call = integral ? pending.remove(id.longValue()) : null;
        if (call == null) {
            boolean seen = integral && answered.get(id.intValue());
            if (seen) {
                duplicated++;
                example("a second response for id " + id);
            } else {
                mismatch("a response for an id never sent: " + quote(line));
            }
            return;
        }
        answered.set(id.intValue());
        outstanding = pending.size();
        lastProgressNanos = System.nanoTime();
        JsonNode result = message.get("result");
        if (result == null || !call.accepts().test(result)) {
            mismatch(call.method() + " id " + id + " expected " + call.expectation() + ", got " + quote(line));
        }
        changed.signalAll();
    }

    @Override
    public void onEndOfStream() {
        lock.lock();
        try {
            ended = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** True once the server's output has ended. */
    boolean ended() {
        lock.lock();
        try {
            return ended;
        } finally {
            lock.unlock();
        }
    }

    /** The tally so far; calls still outstanding count as lost. */
    Correctness correctness() {
        lock.lock();
        try {
            return new Correctness(nextId - 1, pending.size(), duplicated, mismatched, List.copyOf(examples));
        } finally {
            lock.unlock();
        }
    }

    private void mismatch(String problem) {
        mismatched++;
        example(problem);
    }

    private void example(String problem) {
        if (examples.size() < MAX_EXAMPLES) {
            examples.add(problem);
        }
    }

    private static String quote(byte[] bytes) {
        String line = new String(bytes, StandardCharsets.UTF_8);
        return line.length() <= MAX_QUOTED_CHARS ? line : line.substring(0, MAX_QUOTED_CHARS) + "...";
    }
}
