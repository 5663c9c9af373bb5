package dev.mcpj.transport.http.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An exchange that tells its owner when it has ended (answered, or its stream closed), so that
 * closing the endpoint can wait for the last events to reach their clients.
 */
final class TrackedExchange implements HttpExchangeAdapter {
    private final HttpExchangeAdapter delegate;
    private final Runnable onEnd;
    private final AtomicBoolean ended = new AtomicBoolean();

    TrackedExchange(HttpExchangeAdapter delegate, Runnable onEnd) {
        this.delegate = delegate;
        this.onEnd = onEnd;
    }

    @Override
    public String method() {
        return delegate.method();
    }

    @Override
    public String header(String name) {
        return delegate.header(name);
    }

    @Override
    public String query() {
        return delegate.query();
    }

    @Override
    public Map<String, List<String>> headers() {
        return delegate.headers();
    }

    @Override
    public InputStream body() {
        return delegate.body();
    }

    @Override
    public int localPort() {
        return delegate.localPort();
    }

    @Override
    public String remoteAddress() {
        return delegate.remoteAddress();
    }

    @Override
    public int remotePort() {
        return delegate.remotePort();
    }

    @Override
    public String protocol() {
        return delegate.protocol();
    }

    @Override
    public void respond(int status, Map<String, String> headers, byte[] body) {
        try {
            delegate.respond(status, headers, body);
        } finally {
            end();
        }
    }

    @Override
    public ResponseStream openStream(Map<String, String> headers) throws IOException {
        ResponseStream out;
        try {
            out = delegate.openStream(headers);
        } catch (IOException | RuntimeException e) {
            end();
            throw e;
        }
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
                try {
                    out.close();
                } finally {
                    end();
                }
            }
        };
    }

    private void end() {
        if (ended.compareAndSet(false, true)) {
            onEnd.run();
        }
    }
}
