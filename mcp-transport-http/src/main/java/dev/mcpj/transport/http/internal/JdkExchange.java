package dev.mcpj.transport.http.internal;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** An exchange of the JDK's built-in server ({@code com.sun.net.httpserver}). */
final class JdkExchange implements HttpExchangeAdapter {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");

    private final HttpExchange exchange;
    private final AtomicBoolean answered = new AtomicBoolean();

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
            exchange.close();
            throw e;
        }
        return ResponseStream.over(out, exchange::close);
    }
}
