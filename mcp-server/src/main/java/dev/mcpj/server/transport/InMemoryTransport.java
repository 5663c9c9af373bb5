package dev.mcpj.server.transport;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A transport whose other end lives in the same JVM: for tests, and for applications that embed
 * an agent next to their tools. Frames cross without copying through a byte stream; they are
 * delivered to the server in order on one thread of their own, as a real transport would.
 *
 * {@snippet :
 * InMemoryTransport transport = InMemoryTransport.create();
 * server.connect(transport);
 * transport.client().send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
 * String answer = transport.client().receive(Duration.ofSeconds(5));
 * }
 */
public final class InMemoryTransport implements Transport {
    private final ExecutorService delivery = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mcp-in-memory");
        t.setDaemon(true);
        return t;
    });
    private final ClientEnd client = new ClientEnd();
    private volatile FrameReceiver receiver;
    private volatile boolean closed;

    private InMemoryTransport() {
    }

    /**
     * Creates a transport; connect the server to it, and the client to {@link #client()}.
     *
     * @return the transport
     */
    public static InMemoryTransport create() {
        return new InMemoryTransport();
    }

    /** {@return the client's end of the pair} */
    public ClientEnd client() {
        return client;
    }

    @Override
    public void start(FrameReceiver receiver) {
        if (this.receiver != null) {
            throw new IllegalStateException("Transport already started");
        }
        this.receiver = receiver;
    }

    @Override
    public void send(OutboundFrame frame) {
        if (!closed) {
            client.deliver(new String(frame.json(), StandardCharsets.UTF_8));
        }
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            delivery.shutdown();
        }
    }

    /** What the client holds: it sends text frames and receives the server's frames. */
    public final class ClientEnd {
        private final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();
        private volatile Consumer<String> listener;

        private ClientEnd() {
        }

        /**
         * Sends one frame to the server.
         *
         * @param json one JSON message
         */
        public void send(String json) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            deliver(() -> {
                OutboundFrame refusal = receiver.onFrame(bytes, 0, bytes.length, Delivery.plain());
                if (refusal != null) {
                    InMemoryTransport.this.send(refusal);
                }
            });
        }

        /** Ends the client's output, as closing stdin would. */
        public void closeOutput() {
            deliver(() -> receiver.onClosed());
        }

        /**
         * The next frame from the server, or {@code null} if none came within {@code timeout}.
         *
         * @param timeout how long to wait
         * @return the frame, or {@code null}
         * @throws InterruptedException if this thread is interrupted while waiting
         */
        public @Nullable String receive(Duration timeout) throws InterruptedException {
            return inbox.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        }

        /**
         * Routes every later frame from the server to {@code listener} instead of the inbox.
         * The listener runs on the sending thread and must not block.
         *
         * @param listener receives each frame
         */
        public void onMessage(Consumer<String> listener) {
            this.listener = listener;
        }

        /** {@return whether the server closed the transport} */
        public boolean isClosed() {
            return closed;
        }

        private void deliver(String frame) {
            Consumer<String> l = listener;
            if (l != null) {
                l.accept(frame);
            } else {
                inbox.add(frame);
            }
        }

        private void deliver(Runnable task) {
            if (receiver == null) {
                throw new IllegalStateException("The server has not started this transport");
            }
            if (!closed) {
                delivery.execute(task);
            }
        }
    }
}
