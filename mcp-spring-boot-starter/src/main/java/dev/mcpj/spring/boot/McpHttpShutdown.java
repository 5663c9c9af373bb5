package dev.mcpj.spring.boot;

import dev.mcpj.transport.http.McpHttpServlet;
import org.springframework.context.SmartLifecycle;

/**
 * Ends the MCP endpoint's streams and sessions when the application stops, before the web server
 * drains its requests: an open event stream (the GET stream a client holds, a long call's stream)
 * is a request that never ends by itself, so a graceful shutdown would otherwise wait for it until
 * its timeout ({@code spring.lifecycle.timeout-per-shutdown-phase}, 30 s by default). Calls in
 * flight get the server's shutdown grace ({@code mcpj.server.limits.shutdown-grace}), then an
 * error answer, on connections that are still open; the streams end cleanly, so a client
 * reconnects (behind a load balancer, to another instance).
 */
final class McpHttpShutdown implements SmartLifecycle {
    /**
     * Above the web server's graceful shutdown ({@code Integer.MAX_VALUE - 1024}), which stops
     * after this, and below the default phase of the application's own lifecycles.
     */
    static final int PHASE = Integer.MAX_VALUE - 512;

    private final McpHttpServlet servlet;
    private volatile boolean running;

    McpHttpShutdown(McpHttpServlet servlet) {
        this.servlet = servlet;
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        servlet.shutdown();
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }
}
