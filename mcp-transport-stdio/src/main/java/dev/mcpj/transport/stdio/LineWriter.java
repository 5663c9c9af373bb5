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
 */
final class LineWriter {

    private final OutputStream out;
    private final ConcurrentLinkedQueue<byte[]> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean writing = new AtomicBoolean();
    private volatile boolean closed;
    private volatile boolean broken;

    LineWriter(OutputStream out) {
        this.out = new BufferedOutputStream(out, 64 * 1024);
    }

    void enqueue(byte[] json) {
        if (closed || broken) {
            return;
        }
        queue.add(json);
        drain();
    }

    /** Writes what is queued; later messages are dropped. */
    void close() {
        closed = true;
        drain();
    }

    private void drain() {
        while (!queue.isEmpty() && writing.compareAndSet(false, true)) {
            try {
                byte[] json;
                while ((json = queue.poll()) != null) {
                    if (!broken) {
                        out.write(json);
                        out.write('\n');
                    }
                }
                if (!broken) {
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
