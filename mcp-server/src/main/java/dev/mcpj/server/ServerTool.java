package dev.mcpj.server;

import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * A tool definition together with its implementation and execution options: the unit that
 * {@link McpServer#add(ServerTool)} registers. Build one with {@link #builder(Tool)}, or with
 * {@link #of} or {@link #async} when the handler is all there is.
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
    private final @Nullable Duration timeout;
    private final Set<String> scopes;
    private final TaskSupport taskSupport;
    private final boolean taskStartedByHandler;

    private ServerTool(Builder b, AsyncToolHandler handler) {
        this.tool = b.tool;
        this.handler = handler;
        this.timeout = b.timeout;
        this.scopes = Scopes.copy(b.scopes);
        this.taskSupport = b.taskSupport;
        this.taskStartedByHandler = b.taskStartedByHandler;
    }

    /**
     * Starts a tool with its options; a handler is required.
     *
     * @param tool the tool's definition
     * @return a builder
     */
    public static Builder builder(Tool tool) {
        return new Builder(tool);
    }

    /**
     * A tool with a blocking handler and the server's default timeout.
     *
     * @param tool    the tool's definition
     * @param handler runs each call
     * @return the tool
     */
    public static ServerTool of(Tool tool, ToolHandler handler) {
        return builder(tool).handler(handler).build();
    }

    /**
     * A tool with a non-blocking handler and the server's default timeout.
     *
     * @param tool    the tool's definition
     * @param handler starts each call
     * @return the tool
     */
    public static ServerTool async(Tool tool, AsyncToolHandler handler) {
        return builder(tool).asyncHandler(handler).build();
    }

    /** {@return the tool as listed to clients} */
    public Tool tool() { return tool; }

    /** {@return the implementation, seen as asynchronous (a blocking handler completes its stage before returning it)} */
    public AsyncToolHandler handler() { return handler; }

    /** {@return this tool's timeout, or {@code null} for the server's default} */
    public @Nullable Duration timeout() { return timeout; }

    /**
     * The OAuth scopes a caller's access token must grant to call this tool; empty when it needs
     * none beyond what the endpoint requires. Enforced by a transport that checks tokens, such as
     * the HTTP transport's bearer authorization, before the handler runs.
     *
     * @return the scopes; empty when none
     */
    public Set<String> scopes() { return scopes; }

    /**
     * {@return whether a call may run as a task ({@link TaskSupport#FORBIDDEN} by default)}; see
     * {@link Builder#taskSupport(TaskSupport)}.
     */
    public TaskSupport taskSupport() { return taskSupport; }

    /**
     * Whether a call that may become a task does so only when its handler calls
     * {@link RequestContext#startTask()}, rather than before the handler runs; see
     * {@link Builder#taskStartedByHandler()}.
     *
     * @return whether the handler starts the task
     */
    public boolean taskStartedByHandler() { return taskStartedByHandler; }

    /** Builds a {@link ServerTool}; exactly one handler is required. */
    public static final class Builder {
        private final Tool tool;
        private @Nullable AsyncToolHandler handler;
        private @Nullable Duration timeout;
        private final Set<String> scopes = new LinkedHashSet<>();
        private TaskSupport taskSupport = TaskSupport.FORBIDDEN;
        private boolean taskStartedByHandler;

        private Builder(Tool tool) {
            this.tool = Objects.requireNonNull(tool, "tool");
        }

        /**
         * A blocking handler: it may block, and runs as {@link ToolHandler} describes.
         *
         * @param handler the handler
         * @return this builder
         */
        public Builder handler(ToolHandler handler) {
            Objects.requireNonNull(handler, "handler");
            this.handler = (args, ctx) -> {
                try {
                    return CompletableFuture.completedFuture(handler.call(args, ctx));
                } catch (Exception e) {
                    return CompletableFuture.failedFuture(e);
                }
            };
            return this;
        }

        /**
         * A non-blocking handler, which returns a stage at once; see {@link AsyncToolHandler}.
         *
         * @param handler the handler
         * @return this builder
         */
        public Builder asyncHandler(AsyncToolHandler handler) {
            this.handler = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /**
         * How long a call may run before it is cancelled and reported as timed out; {@code null}
         * (the default) for the server's {@link McpServer.Builder#toolTimeout(Duration)}.
         *
         * @param timeout the time a call may run, or {@code null}
         * @return this builder
         */
        public Builder timeout(@Nullable Duration timeout) {
            if (timeout != null && (timeout.isNegative() || timeout.isZero())) {
                throw new IllegalArgumentException("Tool '" + tool.name() + "': timeout must be positive");
            }
            this.timeout = timeout;
            return this;
        }

        /**
         * Scopes a call of this tool needs (none by default); see {@link ServerTool#scopes()}.
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not an RFC 6749 scope token
         */
        public Builder scopes(String... scopes) {
            return scopes(List.of(scopes));
        }

        /**
         * Scopes a call of this tool needs (none by default); see {@link ServerTool#scopes()}.
         *
         * @param scopes the scopes, added to those already set
         * @return this builder
         * @throws IllegalArgumentException if one is not an RFC 6749 scope token
         */
        public Builder scopes(Collection<String> scopes) {
            Scopes.addAll(this.scopes, scopes, "Tool '" + tool.name() + "'");
            return this;
        }

        /**
         * Whether a call may run as a task: answered at once with a task the client polls, while
         * the same handler runs on ({@link TaskSupport#FORBIDDEN} by default). With
         * {@link TaskSupport#OPTIONAL} a call becomes a task when the client accepts one: it asks
         * for one ({@code params.task}, 2025-11-25), or declares the
         * {@code io.modelcontextprotocol/tasks} extension on the request (2026-07-28). With
         * {@link TaskSupport#REQUIRED} a client that does not is refused: {@code -32601}
         * (2025-11-25), {@code -32021} naming the extension (2026-07-28). A 2025-11-25 client that
         * asks for a task of a tool that forbids them gets {@code -32601}.
         *
         * <p>Inside a task the handler's progress, logging, cancellation and questions to the
         * client keep working: a question puts the task in {@code input_required} until the
         * client answers ({@code tasks/update} in 2026-07-28, the question sent as a request in
         * 2025-11-25). The tool's timeout still applies. A handler that throws an
         * {@link dev.mcpj.core.ProtocolException} fails the task with that error.
         *
         * @param taskSupport whether calls may, must or must not run as tasks
         * @return this builder
         */
        public Builder taskSupport(TaskSupport taskSupport) {
            this.taskSupport = Objects.requireNonNull(taskSupport, "taskSupport");
            return this;
        }

        /**
         * Lets the handler decide when a call becomes a task in 2026-07-28, instead of before it
         * runs: the call runs as an ordinary request, asking the client what it needs with
         * {@code input_required} results, until the handler calls
         * {@link RequestContext#startTask()}; the request is then answered with the task, and the
         * handler runs on. A handler that never calls it answers the request with its result. In
         * 2025-11-25, where the client asks for a task, the task starts before the handler runs.
         *
         * @return this builder
         */
        public Builder taskStartedByHandler() {
            this.taskStartedByHandler = true;
            return this;
        }

        /**
         * Builds the tool.
         *
         * @return the tool
         * @throws IllegalStateException if no handler was given
         */
        public ServerTool build() {
            AsyncToolHandler h = handler;
            if (h == null) {
                throw new IllegalStateException("Tool '" + tool.name() + "' has no handler");
            }
            if (taskStartedByHandler && taskSupport == TaskSupport.FORBIDDEN) {
                throw new IllegalStateException("Tool '" + tool.name()
                        + "': taskStartedByHandler() needs taskSupport OPTIONAL or REQUIRED");
            }
            return new ServerTool(this, h);
        }
    }
}
