package dev.mcpj.test.spi;

import dev.mcpj.server.transport.Delivery;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.Transport;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * A transport written as a third party would write one: it sees only the exported SPI (this
 * module is not among those the server's internals are exported to, so the compiler refuses
 * anything else). Frames travel through two queues; one reader thread delivers each to the
 * server with a header, and refuses frames over a size limit itself, as a line-based transport
 * does.
 */
final class QueueTransport implements Transport, RoundTrip.Pipe {
    private static final byte[] END = new byte[0];

    private final BlockingQueue<byte[]> toServer = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> toClient = new LinkedBlockingQueue<>();
    private final int maxFrameBytes;
    private volatile boolean closed;

    QueueTransport(int maxFrameBytes) {
        this.maxFrameBytes = maxFrameBytes;
    }

    @Override
    public void start(FrameReceiver receiver) {
        Thread reader = new Thread(() -> read(receiver), "queue-transport-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void read(FrameReceiver receiver) {
        try {
            while (true) {
                byte[] frame = toServer.take();
                if (frame == END) {
                    break;
                }
                OutboundFrame refusal = frame.length > maxFrameBytes
                        ? receiver.onOversizedFrame(maxFrameBytes)
                        : receiver.onFrame(frame, 0, frame.length,
                                Delivery.withHeaders(name -> name.equalsIgnoreCase("x-origin") ? "queue" : null));
                if (refusal != null) {
                    send(refusal);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            receiver.onClosed();
        }
    }

    @Override
    public void send(OutboundFrame frame) {
        if (!closed) {
            toClient.add(new String(frame.json(), StandardCharsets.UTF_8));
        }
    }

    @Override
    public void close() {
        closed = true;
    }

    @Override
    public void sendToServer(String json) {
        toServer.add(json.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public @Nullable String receive(Duration timeout) throws InterruptedException {
        return toClient.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void closeInput() {
        toServer.add(END);
    }
}
