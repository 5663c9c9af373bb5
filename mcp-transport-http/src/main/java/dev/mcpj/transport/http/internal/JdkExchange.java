package dev.mcpj.transport.http.internal;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An exchange of the JDK's built-in server ({@code com.sun.net.httpserver}).
 *
 * <p>The server's handler thread waits in {@link #awaitEnd()} until the exchange is answered. When
 * the client went away in the middle of a streamed response, closing the exchange cannot finish
 * that response, and JDK 17's server then keeps the connection (with its buffers) until it stops;
 * it forgets it only when the handler fails. So the handler rethrows the failed write.
 */
final class JdkExchange implements HttpExchangeAdapter {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");

    private final HttpExchange exchange;
    private final AtomicBoolean answered = new AtomicBoolean();
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile IOException failure;

    JdkExchange(HttpExchange exchange) {
        this.exchange = exchange;
    }

    @Override
    public String method() {
        return exchange.getRequestMethod().toUpperCase(Locale.ROOT);
    }

    @Override
    public String header(String name) {
        return exchange.getRequestHeaders().getFirst(name);
    }

    @Override
    public String query() {
        return exchange.getRequestURI().getRawQuery();
    }

    @Override
    public Map<String, List<String>> headers() {
        return exchange.getRequestHeaders();
    }

    @Override
    public InputStream body() {
        return exchange.getRequestBody();
    }

    @Override
    public int localPort() {
        return exchange.getLocalAddress().getPort();
    }

    @Override
    public String remoteAddress() {
        java.net.InetSocketAddress remote = exchange.getRemoteAddress();
        return remote == null || remote.getAddress() == null ? null : remote.getAddress().getHostAddress();
    }

    @Override
    public int remotePort() {
        java.net.InetSocketAddress remote = exchange.getRemoteAddress();
        return remote == null ? -1 : remote.getPort();
    }

    @Override
    public String protocol() {
        return exchange.getProtocol();
    }

    @Override
    public void respond(int status, Map<String, String> headers, byte[] body) {
        if (!answered.compareAndSet(false, true)) {
            return;
        }
        try {
            headers.forEach(exchange.getResponseHeaders()::set);
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        } catch (IOException e) {
            LOG.debug("Could not answer a client: {}", e.toString());
        } finally {
            exchange.close();
            ended.countDown();
        }
    }

    @Override
    public ResponseStream openStream(Map<String, String> headers) throws IOException {
        if (!answered.compareAndSet(false, true)) {
            throw new IllegalStateException("This exchange was already answered");
        }
        OutputStream out;
        try {
            headers.forEach(exchange.getResponseHeaders()::set);
            exchange.sendResponseHeaders(200, 0);
            out = exchange.getResponseBody();
            out.flush();
        } catch (IOException | RuntimeException e) {
            failure = e instanceof IOException io ? io : null;
            exchange.close();
            ended.countDown();
            throw e;
        }
        return new ResponseStream() {
            @Override
            public void write(byte[] bytes) throws IOException {
                try {
                    out.write(bytes);
                } catch (IOException e) {
                    throw failed(e);
                }
            }

            @Override
            public void flush() throws IOException {
                try {
                    out.flush();
                } catch (IOException e) {
                    throw failed(e);
                }
            }

            @Override
            public void close() {
                exchange.close();
                ended.countDown();
            }
        };
    }

    private IOException failed(IOException e) {
        failure = e;
        return e;
    }

    /**
     * Waits, on the server's handler thread, until the exchange is answered (or the thread is
     * interrupted); then rethrows the write that found the client gone, if one did, so that the
     * server closes and forgets the connection.
     */
    void awaitEnd() throws IOException {
        try {
            ended.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        IOException e = failure;
        if (e != null) {
            throw e;
        }
    }
}
