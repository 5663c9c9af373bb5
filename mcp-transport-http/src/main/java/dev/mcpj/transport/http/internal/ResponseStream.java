package dev.mcpj.transport.http.internal;

import java.io.IOException;

/** The body of a streamed response. Used by one thread at a time. */
public interface ResponseStream {

    /** Writes bytes; an {@code IOException} means the client is gone. */
    void write(byte[] bytes) throws IOException;

    /** Pushes what was written to the client. */
    void flush() throws IOException;

    /** Ends the response and the exchange. Never throws. */
    void close();
}
