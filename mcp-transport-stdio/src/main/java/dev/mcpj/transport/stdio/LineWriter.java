package dev.mcpj.transport.stdio;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes messages one per line, in the order they were queued, without a thread of its own: the
 * sender that finds the writer idle writes everything queued so far, then flushes. A lone message
 * goes out at once with no hand-off between threads; under load, messages that arrive while one
 * sender writes are batched into the same flush.
 *
 * <p>A message may also be queued without a flush of its own ({@link #enqueueUnflushed}): the
 * read thread does so for answers to requests read from a buffer that holds more of them, and
 * flushes ({@link #flush}) before it waits for more input. The answers to a batch of requests then
 * leave in one write instead of one each, which saves both sides a system call and a wake-up per
 * message. Any message queued with a flush takes the unflushed ones with it.
 */
final class LineWriter {

    /** A queued message, or a request to flush when {@code json} is null. */
    private record Pending(byte[] json, boolean flush) {
    }

    private static final Pending FLUSH = new Pending(null, true);

    private final OutputStream out;
    private final ConcurrentLinkedQueue<Pending> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean writing = new AtomicBoolean();
    /** Whether messages may sit unflushed in the buffer; set by the thread that queued them. */
    private volatile boolean unflushed;
    private volatile boolean closed;
    private volatile boolean broken;

    LineWriter(OutputStream out) {
        this.out = new BufferedOutputStream(out, 64 * 1024);
    }

    /** Writes {@code json} and flushes it. */
    void enqueue(byte[] json) {
        add(new Pending(json, true));
    }

    /** Writes {@code json}, leaving the flush to {@link #flush} or to a later message. */
    void enqueueUnflushed(byte[] json) {
        unflushed = true;
        add(new Pending(json, false));
    }

    /** Flushes messages written without a flush, if there are any. */
    void flush() {
        if (unflushed) {
            unflushed = false;
            add(FLUSH);
        }
    }

    /** Writes what is queued; later messages are dropped. */
    void close() {
        closed = true;
        queue.add(FLUSH);
        drain();
    }

    private void add(Pending pending) {
        if (closed || broken) {
            return;
        }
        queue.add(pending);
        drain();
    }

    private void drain() {
        while (!queue.isEmpty() && writing.compareAndSet(false, true)) {
            try {
                boolean flush = false;
                Pending pending;
                while ((pending = queue.poll()) != null) {
                    flush |= pending.flush();
                    if (pending.json() != null && !broken) {
                        out.write(pending.json());
                        out.write('\n');
                    }
                }
                if (flush && !broken) {
                    out.flush();
                }
            } catch (IOException e) {
                broken = true;
                queue.clear();
                log().debug("Standard output closed: {}", e.toString());
            } finally {
                writing.set(false);
            }
        }
    }

    /** Made on first use, so that slf4j starts only when there is something to log. */
    private static Logger log() {
        return LoggerFactory.getLogger("dev.mcpj.transport.stdio");
    }
}
