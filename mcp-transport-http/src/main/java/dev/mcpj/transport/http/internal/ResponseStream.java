package dev.mcpj.transport.http.internal;

import java.io.IOException;
import java.io.OutputStream;

/** The body of a streamed response. Used by one thread at a time. */
public interface ResponseStream {

    /** Writes bytes; an {@code IOException} means the client is gone. */
    void write(byte[] bytes) throws IOException;

    /** Pushes what was written to the client. */
    void flush() throws IOException;

    /** Ends the response and the exchange. Never throws. */
    void close();

    /** A stream writing to {@code out} that runs {@code onClose} when closed (it must not throw). */
    static ResponseStream over(OutputStream out, Runnable onClose) {
        return new ResponseStream() {
            @Override
            public void write(byte[] bytes) throws IOException {
                out.write(bytes);
            }

            @Override
            public void flush() throws IOException {
                out.flush();
            }

            @Override
            public void close() {
                onClose.run();
            }
        };
    }
}
