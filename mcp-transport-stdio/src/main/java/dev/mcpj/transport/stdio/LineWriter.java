package dev.mcpj.transport.stdio;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes messages one per line on a thread of its own, in the order they were queued, and
 * flushes whenever the queue runs dry, so a message never waits behind an idle buffer.
 */
final class LineWriter {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.stdio");
    private static final byte[] END = new byte[0];

    private final OutputStream out;
    private final LinkedBlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private final Thread thread = new Thread(this::run, "mcp-stdio-writer");
    private volatile boolean closed;

    LineWriter(OutputStream out) {
        this.out = new BufferedOutputStream(out, 64 * 1024);
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    void enqueue(byte[] json) {
        if (!closed) {
            queue.add(json);
        }
    }

    /** Writes what is queued, then stops; waits up to five seconds for the writer. */
    void close() {
        if (closed) {
            return;
        }
        closed = true;
        queue.add(END);
        if (Thread.currentThread() != thread && thread.isAlive()) {
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void run() {
        List<byte[]> batch = new ArrayList<>();
        try {
            while (true) {
                batch.add(queue.take());
                queue.drainTo(batch);
                for (byte[] json : batch) {
                    if (json == END) {
                        out.flush();
                        return;
                    }
                    out.write(json);
                    out.write('\n');
                }
                batch.clear();
                if (queue.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            LOG.debug("Standard output closed: {}", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
