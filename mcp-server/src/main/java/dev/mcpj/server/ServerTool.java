package dev.mcpj.server;

import dev.mcpj.core.tool.Tool;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * A tool definition together with its implementation and execution options: the unit that a
 * server registers. Build one with {@link #builder(Tool)}.
 *
 * {@snippet :
 * ServerTool slow = ServerTool.builder(tool)
 *         .timeout(Duration.ofSeconds(30))
 *         .handler((args, ctx) -> CallToolResult.text(crunch(args)))
 *         .build();
 * }
 */
public final class ServerTool {
    private final Tool tool;
    private final AsyncToolHandler handler;
    private final boolean blocking;
    private final Duration timeout;

    private ServerTool(Builder b) {
        this.tool = b.tool;
        this.handler = b.handler;
        this.blocking = b.blocking;
        this.timeout = b.timeout;
    }

    public static Builder builder(Tool tool) {
        return new Builder(tool);
    }

    /** A tool with a blocking handler and the server's default timeout. */
    public static ServerTool of(Tool tool, ToolHandler handler) {
        return builder(tool).handler(handler).build();
    }

    public Tool tool() { return tool; }

    /** The implementation, seen as asynchronous. */
    public AsyncToolHandler handler() { return handler; }

    /** Whether the implementation blocks (it then runs on its own executor task). */
    public boolean blocking() { return blocking; }

    /** This tool's timeout, or {@code null} for the server's default. */
    public Duration timeout() { return timeout; }

    /** Builds a {@link ServerTool}; exactly one handler is required. */
    public static final class Builder {
        private final Tool tool;
        private AsyncToolHandler handler;
        private boolean blocking;
        private Duration timeout;

        private Builder(Tool tool) {
            this.tool = Objects.requireNonNull(tool, "tool");
        }

        /** A blocking handler. */
        public Builder handler(ToolHandler handler) {
            Objects.requireNonNull(handler, "handler");
            this.handler = (args, ctx) -> {
                try {
                    return CompletableFuture.completedFuture(handler.call(args, ctx));
                } catch (Exception e) {
                    return CompletableFuture.failedFuture(e);
                }
            };
            this.blocking = true;
            return this;
        }

        /** A non-blocking handler. */
        public Builder asyncHandler(AsyncToolHandler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
            this.blocking = false;
            return this;
        }

        /** How long a call may run before it is cancelled and reported as timed out. */
        public Builder timeout(Duration timeout) {
            if (timeout != null && (timeout.isNegative() || timeout.isZero())) {
                throw new IllegalArgumentException("Tool '" + tool.name() + "': timeout must be positive");
            }
            this.timeout = timeout;
            return this;
        }

        public ServerTool build() {
            if (handler == null) {
                throw new IllegalStateException("Tool '" + tool.name() + "' has no handler");
            }
            return new ServerTool(this);
        }
    }
}
