package dev.mcpj.spring.boot;

import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.stdio.StdioTransport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.SmartLifecycle;
import org.jspecify.annotations.Nullable;

/**
 * Serves the server on this process's standard streams once the application has started, and
 * ends the application when the client closes standard input. Stopping the application (SIGTERM
 * included) closes the connection, giving calls in flight the server's shutdown grace.
 */
final class McpStdioRunner implements SmartLifecycle {
    private static final Logger LOG = LoggerFactory.getLogger(McpStdioRunner.class);

    private final McpServer server;
    private final int maxLineBytes;
    private final ConfigurableApplicationContext context;
    private volatile @Nullable Connection connection;
    private volatile boolean stopping;

    McpStdioRunner(McpServer server, int maxLineBytes, ConfigurableApplicationContext context) {
        this.server = server;
        this.maxLineBytes = maxLineBytes;
        this.context = context;
    }

    @Override
    public synchronized void start() {
        if (connection != null) {
            return;
        }
        connection = server.connect(StdioTransport.forProcess(maxLineBytes));
        Thread watcher = new Thread(this::awaitClientGone, "mcp-stdio-main");
        watcher.setDaemon(false);
        watcher.start();
        LOG.info("Serving MCP over stdio");
    }

    /** Holds the process while the client is connected; then ends the application. */
    private void awaitClientGone() {
        try {
            connection.awaitClosed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (!stopping) {
            LOG.info("The MCP client closed standard input; stopping");
            System.exit(SpringApplication.exit(context));
        }
    }

    @Override
    public synchronized void stop() {
        stopping = true;
        Connection c = connection;
        if (c != null) {
            c.close();
        }
    }

    @Override
    public boolean isRunning() {
        Connection c = connection;
        return c != null && !stopping && !c.isClosed();
    }

    /** Started last, once everything the handlers may use is running; stopped first. */
    @Override
    public int getPhase() {
        return Integer.MAX_VALUE - 100;
    }
}
