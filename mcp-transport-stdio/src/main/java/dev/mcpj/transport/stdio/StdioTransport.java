package dev.mcpj.transport.stdio;

import dev.mcpj.server.transport.Delivery;
import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Peer;
import dev.mcpj.server.transport.ReadLoop;
import dev.mcpj.server.transport.Transport;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Newline-delimited JSON-RPC over a byte stream pair: one UTF-8 message per line. Lines longer
 * than the limit are dropped and reported to the server, which answers them with an error; the
 * stream goes on. Writes are serialized, in order, and flushed as soon as no other message is
 * waiting.
 *
 * {@snippet :
 * public static void main(String[] args) throws Exception {
 *     McpServer server = McpServer.builder("demo", "1.0").build();
 *     // register tools ...
 *     StdioTransport.serve(server);   // returns when stdin closes
 * }
 * }
 */
public final class StdioTransport implements Transport {

    /** The default longest line accepted: 4 MiB. */
    public static final int DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

    private static final Peer PIPE = Peer.over("pipe", null);

    private final InputStream in;
    private final LineWriter writer;
    private final int maxLineBytes;
    private volatile Reader reader;

    private StdioTransport(InputStream in, OutputStream out, int maxLineBytes) {
        if (maxLineBytes <= 0) {
            throw new IllegalArgumentException("maxLineBytes must be positive");
        }
        this.in = Objects.requireNonNull(in, "in");
        this.writer = new LineWriter(Objects.requireNonNull(out, "out"));
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * A transport over the given streams.
     *
     * @param in           where messages come from, one per line
     * @param out          where messages go, one per line
     * @param maxLineBytes the longest line read, in bytes; a longer one is dropped and answered with an error
     * @return the transport, not yet connected
     * @throws IllegalArgumentException if {@code maxLineBytes} is not positive
     */
    public static StdioTransport of(InputStream in, OutputStream out, int maxLineBytes) {
        return new StdioTransport(in, out, maxLineBytes);
    }

    /**
     * A transport over this process's standard input and output. From now on {@code System.out}
     * writes to standard error, so a stray {@code println} or a logging backend configured for the
     * console cannot corrupt the protocol stream.
     *
     * @param maxLineBytes the longest line read, in bytes
     * @return the transport, not yet connected
     * @throws IllegalArgumentException if {@code maxLineBytes} is not positive
     */
    public static StdioTransport forProcess(int maxLineBytes) {
        OutputStream realStdout = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        return new StdioTransport(new FileInputStream(FileDescriptor.in), realStdout, maxLineBytes);
    }

    /**
     * Serves {@code server} on this process's standard streams until standard input ends or the
     * process is asked to stop (SIGTERM). Then every call in flight is answered: with its result
     * if it finishes within the server's {@linkplain dev.mcpj.server.ServerLimits#shutdownGrace()
     * shutdown grace} (none by default), otherwise with an error saying the server is shutting
     * down, its handler interrupted. Returns when the connection is closed; handler threads are
     * daemon threads, so one stuck in code that ignores interruption does not keep the process
     * alive once {@code main} returns.
     *
     * @param server the server to serve
     * @throws InterruptedException if this thread is interrupted while it waits for the connection to close
     */
    public static void serve(McpServer server) throws InterruptedException {
        serve(server, Attributes.empty(), DEFAULT_MAX_LINE_BYTES);
    }

    /**
     * As {@link #serve(McpServer)}, with attributes every handler and interceptor of the
     * connection sees, such as the principal the process runs for:
     *
     * {@snippet :
     * StdioTransport.serve(server, Attributes.of(AttributeKey.PRINCIPAL, System.getProperty("user.name")));
     * }
     *
     * @param server     the server to serve
     * @param attributes what the connection's handlers see through
     *                   {@link dev.mcpj.server.RequestContext#attributes()}
     * @throws InterruptedException if this thread is interrupted while it waits for the connection to close
     */
    public static void serve(McpServer server, Attributes attributes) throws InterruptedException {
        serve(server, attributes, DEFAULT_MAX_LINE_BYTES);
    }

    /**
     * As {@link #serve(McpServer, Attributes)}, with an explicit line limit.
     *
     * @param server       the server to serve
     * @param attributes   what the connection's handlers see
     * @param maxLineBytes the longest line read, in bytes
     * @throws InterruptedException if this thread is interrupted while it waits for the connection to close
     */
    public static void serve(McpServer server, Attributes attributes, int maxLineBytes) throws InterruptedException {
        Connection connection = server.connect(forProcess(maxLineBytes), attributes);
        Thread hook = new Thread(connection::close, "mcp-stdio-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        connection.awaitClosed();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook is running
        }
    }

    @Override
    public void start(FrameReceiver receiver) {
        if (reader != null) {
            throw new IllegalStateException("Transport already started");
        }
        reader = new Reader(receiver);
        reader.startThread();
    }

    /**
     * The read loop. It lends its thread with each line (see {@link ReadLoop}); when the server
     * moves the loop on, a new thread goes on reading and the lent one leaves once the server is
     * done with it.
     */
    private final class Reader implements LineReader.Sink {
        private final FrameReceiver receiver;
        private final LineReader lines = new LineReader(in, maxLineBytes);
        private final AtomicInteger threads = new AtomicInteger();

        Reader(FrameReceiver receiver) {
            this.receiver = receiver;
        }

        void startThread() {
            int n = threads.incrementAndGet();
            Thread t = new Thread(this::run, n == 1 ? "mcp-stdio-reader" : "mcp-stdio-reader-" + n);
            t.setDaemon(true);
            t.start();
        }

        private void run() {
            boolean ended = true;
            try {
                ended = lines.deliver(this);
            } catch (java.io.IOException e) {
                log().debug("Standard input failed: {}", e.toString());
            } catch (RuntimeException e) {
                log().error("Unexpected failure while reading standard input", e);
            } finally {
                if (ended) {
                    receiver.onClosed();
                }
            }
        }

        @Override
        public boolean line(byte[] data, int offset, int length) {
            Lease lease = new Lease(this);
            try {
                OutboundFrame refusal = receiver.onFrame(data, offset, length, Delivery.onReadLoop(lease));
                if (refusal != null) {
                    send(refusal);
                }
            } catch (RuntimeException | Error e) {
                if (lease.delivered()) {
                    throw e; // this thread still owns the loop: reading ends, as without a lease
                }
                // the loop went on elsewhere: only this message's thread failed
                log().error("Unexpected failure while serving a message", e);
                return false;
            }
            return lease.delivered();
        }

        @Override
        public void oversized(long limit) {
            OutboundFrame refusal = receiver.onOversizedFrame(limit);
            if (refusal != null) {
                send(refusal);
            }
        }
    }

    /** The read loop as lent for one line: delivering it, delivered, or moved to another thread. */
    private static final class Lease implements ReadLoop {
        private static final AtomicIntegerFieldUpdater<Lease> STATE =
                AtomicIntegerFieldUpdater.newUpdater(Lease.class, "state");
        private static final int DELIVERING = 0;
        private static final int DELIVERED = 1;
        private static final int MOVED = 2;

        private final Reader reader;
        private volatile int state;

        Lease(Reader reader) {
            this.reader = reader;
        }

        @Override
        public boolean moveOn() {
            if (!STATE.compareAndSet(this, DELIVERING, MOVED)) {
                return false;
            }
            reader.startThread();
            return true;
        }

        @Override
        public boolean inputWaiting() {
            return state == DELIVERING && reader.lines.inputWaiting();
        }

        /** Ends the delivery; returns whether the delivering thread still owns the loop. */
        boolean delivered() {
            return STATE.compareAndSet(this, DELIVERING, DELIVERED) || state == DELIVERED;
        }
    }

    @Override
    public void send(OutboundFrame frame) {
        writer.enqueue(frame.json());
    }

    @Override
    public void close() {
        writer.close();
    }

    /** {@return over {@code "pipe"}: standard input and output are pipes (or a terminal) to the client} */
    @Override
    public Peer peer() {
        return PIPE;
    }

    /** Made on first use, so that slf4j starts only when there is something to log. */
    private static Logger log() {
        return LoggerFactory.getLogger("dev.mcpj.transport.stdio");
    }
}
