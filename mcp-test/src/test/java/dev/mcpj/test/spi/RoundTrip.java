package dev.mcpj.test.spi;

import dev.mcpj.server.transport.InMemoryTransport;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/** The client's end of a transport under test, and how to make one. */
final class RoundTrip {
    private RoundTrip() {
    }

    /** The client's end: it sends text frames and receives the server's. */
    interface Pipe {
        void sendToServer(String json);

        @Nullable String receive(Duration timeout) throws InterruptedException;

        void closeInput();
    }

    /** A transport and its client's end. */
    record Ends(Transport transport, Pipe client) {
    }

    static Ends inMemory() {
        InMemoryTransport t = InMemoryTransport.create();
        InMemoryTransport.ClientEnd end = t.client();
        return new Ends(t, new Pipe() {
            @Override
            public void sendToServer(String json) {
                end.send(json);
            }

            @Override
            public @Nullable String receive(Duration timeout) throws InterruptedException {
                return end.receive(timeout);
            }

            @Override
            public void closeInput() {
                end.closeOutput();
            }
        });
    }

    static Ends queue(int maxFrameBytes) {
        QueueTransport t = new QueueTransport(maxFrameBytes);
        return new Ends(t, t);
    }
}
