package dev.mcpj.docs;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import java.time.Duration;
import java.util.concurrent.ExecutorService;

/** The samples of the guide's page on performance and tuning. */
public final class Tuning {
    private Tuning() {
    }

    /**
     * A server with its limits and threads chosen by the application.
     *
     * @param handlers the executor that runs slow handlers
     * @return the server
     */
    public static McpServer tuned(ExecutorService handlers) {
        // region limits
        McpServer server = McpServer.builder("reports", "1.0.0")
                .limits(ServerLimits.defaults()
                        .withMaxMessageBytes(1 << 20)            // 4 MiB by default
                        .withMaxInFlightRequests(256)            // per connection, 1024 by default
                        .withShutdownGrace(Duration.ofSeconds(5)))
                .toolTimeout(Duration.ofMinutes(2))
                .executor(handlers)                          // a virtual thread per call on JDK 21+ otherwise
                .handlersOnReadThread(false)                 // every handler on the executor
                .build();
        // endregion
        return server;
    }
}
