package dev.mcpj.transport.http.internal;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A servlet exchange. With async support (the normal case) the request is put in async mode and
 * answered from any thread; without it, the container's thread waits in {@link #awaitEnd()} until
 * the answer is complete.
 *
 * <p>An answer ends by closing the response's output, which sends its last bytes at once: a
 * container completes an async request only once the thread it dispatched returns, and that
 * thread may still be running the request's handler while its stream ends.
 */
public final class ServletExchange implements HttpExchangeAdapter {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");

    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final AsyncContext async;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final AtomicBoolean answered = new AtomicBoolean();
    private final AtomicBoolean finished = new AtomicBoolean();

    public ServletExchange(HttpServletRequest request, HttpServletResponse response) {
        this.request = request;
        this.response = response;
        if (request.isAsyncSupported()) {
            async = request.startAsync();
            async.setTimeout(0);
            async.addListener(new AsyncListener() {
                @Override
                public void onComplete(AsyncEvent event) {
                    ended.countDown();
                }

                @Override
                public void onTimeout(AsyncEvent event) {
                    end();
                }

                @Override
                public void onError(AsyncEvent event) {
                    LOG.debug("Servlet exchange failed: {}", String.valueOf(event.getThrowable()));
                    end();
                }

                @Override
                public void onStartAsync(AsyncEvent event) {
                }
            });
        } else {
            async = null;
        }
    }

    /** Blocks the container's thread until the answer is complete (only without async support). */
    public void awaitEnd() throws InterruptedException {
        if (async == null) {
            ended.await();
        }
    }

    @Override
    public String method() {
        return request.getMethod().toUpperCase(Locale.ROOT);
    }

    @Override
    public String header(String name) {
        return request.getHeader(name);
    }

    @Override
    public String query() {
        return request.getQueryString();
    }

    @Override
    public Map<String, List<String>> headers() {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String name : Collections.list(request.getHeaderNames())) {
            headers.computeIfAbsent(name, n -> new ArrayList<>()).addAll(Collections.list(request.getHeaders(name)));
        }
        return headers;
    }

    @Override
    public InputStream body() {
        try {
            return request.getInputStream();
        } catch (IOException e) {
            return InputStream.nullInputStream();
        }
    }

    @Override
    public int localPort() {
        return request.getLocalPort();
    }

    @Override
    public String remoteAddress() {
        return request.getRemoteAddr();
    }

    @Override
    public int remotePort() {
        return request.getRemotePort();
    }

    @Override
    public String protocol() {
        return request.getProtocol();
    }

    @Override
    public void respond(int status, Map<String, String> headers, byte[] body) {
        if (!answered.compareAndSet(false, true)) {
            return;
        }
        try {
            response.setStatus(status);
            headers.forEach(response::setHeader);
            response.setContentLength(body.length);
            try (ServletOutputStream out = response.getOutputStream()) {
                out.write(body);
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not answer a client: {}", e.toString());
        } finally {
            end();
        }
    }

    @Override
    public ResponseStream openStream(Map<String, String> headers) throws IOException {
        if (!answered.compareAndSet(false, true)) {
            throw new IllegalStateException("This exchange was already answered");
        }
        ServletOutputStream out;
        try {
            response.setStatus(200);
            headers.forEach(response::setHeader);
            out = response.getOutputStream();
            response.flushBuffer();
        } catch (IOException | RuntimeException e) {
            end();
            throw e;
        }
        return ResponseStream.over(out, () -> {
            try {
                out.close();
            } catch (IOException | RuntimeException e) {
                LOG.debug("Could not end a stream to a client: {}", e.toString());
            } finally {
                end();
            }
        });
    }

    private void end() {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        if (async != null) {
            try {
                async.complete();
            } catch (IllegalStateException e) {
                LOG.debug("Servlet exchange already completed: {}", e.toString());
            }
        }
        ended.countDown();
    }
}
