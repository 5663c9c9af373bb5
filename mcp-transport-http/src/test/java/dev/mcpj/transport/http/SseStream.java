package dev.mcpj.transport.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Reads server-sent events from a response body on a thread of its own. */
final class SseStream implements AutoCloseable {
    /** One event; {@code data} is empty for a priming event. */
    record Event(String id, String event, String data, Long retry) {
        boolean isPriming() {
            return data.isEmpty();
        }
    }

    private static final Event END = new Event(null, null, "<end>", null);
    private final InputStream in;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final AtomicInteger comments = new AtomicInteger();

    SseStream(InputStream in) {
        this.in = in;
        Thread t = new Thread(this::read, "test-sse-reader");
        t.setDaemon(true);
        t.start();
    }

    private void read() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String id = null;
            String event = null;
            Long retry = null;
            StringBuilder data = null;
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isEmpty()) {
                    if (data != null || id != null) {
                        events.add(new Event(id, event, data == null ? "" : data.toString(), retry));
                    }
                    id = null;
                    event = null;
                    retry = null;
                    data = null;
                } else if (line.startsWith(":")) {
                    comments.incrementAndGet();
                } else {
                    int colon = line.indexOf(':');
                    String field = colon < 0 ? line : line.substring(0, colon);
                    String value = colon < 0 ? "" : line.substring(colon + 1);
                    if (value.startsWith(" ")) {
                        value = value.substring(1);
                    }
                    switch (field) {
                        case "id" -> id = value;
                        case "event" -> event = value;
                        case "retry" -> retry = Long.parseLong(value);
                        case "data" -> data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
                        default -> { }
                    }
                }
            }
        } catch (IOException e) {
            // the stream was closed
        } finally {
            events.add(END);
        }
    }

    /** The next event, or {@code null} when the stream ended; fails after {@code timeout}. */
    Event next(Duration timeout) throws InterruptedException {
        Event e = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (e == null) {
            throw new AssertionError("No event within " + timeout);
        }
        if (e == END) {
            events.add(END);
            return null;
        }
        return e;
    }

    /**
     * The next event if one arrives within {@code timeout}, else {@code null}.
     *
     * @throws AssertionError if the stream ended
     */
    Event poll(Duration timeout) throws InterruptedException {
        Event e = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (e == END) {
            events.add(END);
            throw new AssertionError("The stream ended");
        }
        return e;
    }

    /** The next event that carries a message. */
    Event nextMessage(Duration timeout) throws InterruptedException {
        while (true) {
            Event e = next(timeout);
            if (e == null || !e.isPriming()) {
                return e;
            }
        }
    }

    /** How many comment lines (keep-alives) arrived so far. */
    int comments() {
        return comments.get();
    }

    /** Drops the connection, as a client that goes away would. */
    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // ignored
        }
    }
}
