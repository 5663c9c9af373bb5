package dev.mcpj.transport.http.internal;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open {@code text/event-stream} response. Senders only queue bytes and never block; one
 * drain task at a time writes them to the client on the transport's executor, so a slow or
 * vanished client delays nobody else. When a write fails the channel is dead: it drops its queue
 * and tells its owner, whose events stay in the session's buffer for a resuming client.
 */
final class SseChannel {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    /** A client that lets this much pile up unread is dropped (it may resume). */
    private static final long MAX_QUEUED_BYTES = 16L * 1024 * 1024;

    private final HttpExchangeAdapter exchange;
    private final Map<String, String> headers;
    private final Executor executor;
    private final Runnable onBroken;
    private final ArrayDeque<byte[]> queue = new ArrayDeque<>();
    private long queuedBytes;
    private boolean draining;
    private boolean finishing;
    private boolean dead;
    private boolean ended;
    private boolean overflowed;
    private ResponseStream out;
    private volatile long lastSend = System.nanoTime();

    /**
     * @param onBroken run once, on the drain thread, if the client turns out to be gone or stops
     *                 reading (not on a normal finish or an abort)
     */
    SseChannel(HttpExchangeAdapter exchange, Map<String, String> headers, Executor executor, Runnable onBroken) {
        this.exchange = exchange;
        this.headers = headers;
        this.executor = executor;
        this.onBroken = onBroken;
    }

    /** Queues bytes for the client; returns {@code false} if the channel is finished or dead. */
    boolean send(byte[] bytes) {
        synchronized (this) {
            if (dead || finishing) {
                return false;
            }
            if (queuedBytes + bytes.length > MAX_QUEUED_BYTES) {
                LOG.debug("Dropping an SSE stream whose client does not read ({} bytes queued)", queuedBytes);
                dead = true;
                overflowed = true;
                queue.clear();
            } else {
                queue.add(bytes);
                queuedBytes += bytes.length;
            }
            lastSend = System.nanoTime();
            schedule();
        }
        return !dead;
    }

    /** Ends the response once everything queued is written. */
    synchronized void finish() {
        finishing = true;
        schedule();
    }

    /** Ends the response now, dropping what is queued (another connection takes the stream over). */
    synchronized void abort() {
        dead = true;
        queue.clear();
        schedule();
    }

    /** Sends a keep-alive comment if nothing was sent for {@code intervalNanos}. */
    void keepAlive(long now, long intervalNanos) {
        if (now - lastSend >= intervalNanos) {
            send(SseFormat.KEEP_ALIVE);
        }
    }

    /** Whether the channel still takes events. */
    synchronized boolean isOpen() {
        return !dead && !finishing;
    }

    private void schedule() {
        if (draining || ended) {
            return;
        }
        draining = true;
        try {
            executor.execute(this::drain);
        } catch (RejectedExecutionException e) {
            draining = false;
            dead = true;
            queue.clear();
        }
    }

    private void drain() {
        boolean unflushed = false;
        while (true) {
            byte[] next;
            synchronized (this) {
                next = dead ? null : queue.poll();
                if (next != null) {
                    queuedBytes -= next.length;
                } else if (!unflushed) {
                    if (ended || !(dead || finishing)) {
                        draining = false;
                        return;
                    }
                    ended = true;
                }
            }
            try {
                if (next != null) {
                    if (out == null) {
                        out = exchange.openStream(headers);
                    }
                    out.write(next);
                    unflushed = true;
                } else if (unflushed) {
                    out.flush();
                    unflushed = false;
                } else {
                    close();
                    if (overflowed) {
                        onBroken.run();
                    }
                    return;
                }
            } catch (IOException | RuntimeException e) {
                broken(e);
                return;
            }
        }
    }

    private void broken(Exception e) {
        LOG.debug("SSE client went away: {}", e.toString());
        synchronized (this) {
            dead = true;
            ended = true;
            queue.clear();
        }
        if (out != null) {
            out.close();
        }
        onBroken.run();
    }

    /** Ends the response normally; an empty stream is opened first so the client gets a valid one. */
    private void close() {
        if (out == null) {
            try {
                out = exchange.openStream(headers);
            } catch (IOException | RuntimeException e) {
                LOG.debug("Could not end an empty SSE response: {}", e.toString());
                return;
            }
        }
        out.close();
    }
}
