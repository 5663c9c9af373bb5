package dev.mcpj.bench;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
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
        Answer answer;
        try {
            answer = Answer.scan(MAPPER, bytes);
        } catch (RuntimeException e) {
            lock.lock();
            try {
                mismatch("a line that is not a JSON object: " + quote(bytes));
            } finally {
                lock.unlock();
            }
            return;
        }
        if (answer.message()) {
            return; // A notification or request from the server: not an answer to anything.
        }
        lock.lock();
        try {
            match(answer, bytes);
        } finally {
            lock.unlock();
        }
    }

    private void match(Answer answer, byte[] line) {
        long id = answer.id();
        Call call = id > 0 ? pending.remove(id) : null;
        if (call == null) {
            if (id > 0 && answered.get((int) id)) {
                duplicated++;
                example("a second response for id " + answer.idText());
            } else {
                mismatch("a response for an id never sent: " + quote(line));
            }
            return;
        }
        answered.set((int) id);
        outstanding = pending.size();
        lastProgressNanos = System.nanoTime();
        if (!answer.hasResult() || !accepts(call.check(), answer, line)) {
            mismatch(call.method() + " id " + id + " expected " + call.expectation() + ", got " + quote(line));
        }
        changed.signalAll();
    }

    /** Whether the result in {@code line} passes {@code check}; decodes only what it must. */
    private static boolean accepts(ResultCheck check, Answer answer, byte[] line) {
        try {
            if (check instanceof ResultCheck.ToolText text) {
                return answer.textIs(line, text.literal())
                        || answer.textStart() >= 0 && text.accepts().test(answer.text(MAPPER, line));
            }
            return ((ResultCheck.Tree) check).accepts().test(MAPPER.readTree(line).get("result"));
        } catch (RuntimeException e) {
            return false;
        }
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
