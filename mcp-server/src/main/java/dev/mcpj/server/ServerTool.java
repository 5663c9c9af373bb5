package dev.mcpj.server;

import dev.mcpj.core.Icon;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool definition together with its implementation and execution options: the unit that
 * {@link McpServer#registerTool(ServerTool)} registers. Build one with {@link #builder(String)},
 * describing its arguments as {@link ToolParameter}s, from which the builder makes the input schema:
 *
 * {@snippet :
 * ServerTool add = ServerTool.builder("add")
 *         .description("Add two numbers")
 *         .parameter(ToolParameter.number("a").description("The first number"))
 *         .parameter(ToolParameter.number("b").description("The second number"))
 *         .timeout(Duration.ofSeconds(30))
 *         .handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))))
 *         .build();
 * }
 *
 * <p>A schema written out stays possible ({@link Builder#inputSchema(String)}), as does a record's
 * schema that mcp-annotations derives at compile time (see {@link Builder#inputSchema(String)}).
 * {@link #of(Tool, ToolHandler)} pairs a {@link Tool} defined elsewhere with its handler, and
 * {@link #builder(Tool)} starts from one to set more.
 */
public final class ServerTool {
    private final Tool tool;
    private final AsyncToolHandler handler;
    private final @Nullable Duration timeout;
    private final Set<String> scopes;
    private final TaskSupport taskSupport;
    private final boolean taskStartedByHandler;

    private ServerTool(Builder b, Tool tool, AsyncToolHandler handler) {
        this.tool = tool;
        this.handler = handler;
        this.timeout = b.timeout;
        this.scopes = Scopes.copy(b.scopes);
        this.taskSupport = b.taskSupport;
        this.taskStartedByHandler = b.taskStartedByHandler;
    }

    /**
     * Starts a tool: name, then description, parameters, output, annotations, handler and options.
     * The name must be 1 to 128 characters of {@code A-Z a-z 0-9 _ . -}; a handler is required.
     *
     * @param name the tool's name, unique on its server
     * @return a builder
     */
    public static Builder builder(String name) {
        return new Builder(Tool.builder(Objects.requireNonNull(name, "name")), name);
    }

    /**
     * Starts from a tool defined elsewhere, its schemas included; set its handler and options,
     * and change what else is needed.
     *
     * @param tool the tool's definition
     * @return a builder
     */
    public static Builder builder(Tool tool) {
        Builder b = new Builder(Tool.builder(tool.name()), tool.name());
        b.definition.title(tool.title()).description(tool.description()).annotations(tool.annotations())
                .icons(tool.icons()).meta(tool.meta()).outputSchema(tool.outputSchema());
        b.rawInputSchema = true;
        b.definition.inputSchema(tool.inputSchema());
        b.given = tool;
        return b;
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

    /**
     * A builder with this tool's definition, handler and options, to {@link Registration#update}
     * it with a change.
     *
     * @return a builder that builds an equal tool unless told otherwise
     */
    public Builder toBuilder() {
        Builder b = builder(tool).asyncHandler(handler).timeout(timeout).scopes(scopes).taskSupport(taskSupport);
        b.taskStartedByHandler = taskStartedByHandler;
        return b;
    }

    /** Builds a {@link ServerTool}; exactly one handler is required. */
    public static final class Builder {
        private final Tool.Builder definition;
        private final String name;
        private final List<ToolParameter> parameters = new ArrayList<>();
        private boolean rawInputSchema;
        /** The tool the builder started from, while nothing of its definition has changed. */
        private @Nullable Tool given;
        private @Nullable AsyncToolHandler handler;
        private @Nullable Duration timeout;
        private final Set<String> scopes = new LinkedHashSet<>();
        private TaskSupport taskSupport = TaskSupport.FORBIDDEN;
        private boolean taskStartedByHandler;

        private Builder(Tool.Builder definition, String name) {
            this.definition = definition;
            this.name = name;
        }

        /**
         * Sets the name people see.
         *
         * @param title the display name, or {@code null} for none
         * @return this builder
         */
        public Builder title(@Nullable String title) {
            definition.title(title);
            given = null;
            return this;
        }

        /**
         * Sets what the tool does, for the model and for people.
         *
         * @param description the description, or {@code null} for none
         * @return this builder
         */
        public Builder description(@Nullable String description) {
            definition.description(description);
            given = null;
            return this;
        }

        /**
         * Adds an argument, after those already added; the input schema is made from them.
         *
         * @param parameter the argument's name, type and constraints
         * @return this builder
         */
        public Builder parameter(ToolParameter parameter) {
            parameters.add(Objects.requireNonNull(parameter, "parameter"));
            given = null;
            return this;
        }

        /**
         * The arguments' JSON Schema, written out, instead of {@linkplain #parameter parameters},
         * for arguments that typed parameters cannot describe.
         *
         * @param schemaJson a JSON Schema object with {@code "type": "object"} at its root
         * @return this builder
         * @throws IllegalArgumentException if it is not valid JSON or not an object
         */
        public Builder inputSchema(String schemaJson) {
            definition.inputSchema(schemaJson);
            given = null;
            rawInputSchema = true;
            return this;
        }

        /**
         * The arguments' JSON Schema as a tree, instead of {@linkplain #parameter parameters}.
         *
         * @param schema a JSON Schema object (copied) with {@code "type": "object"} at its root
         * @return this builder
         * @throws IllegalArgumentException if it is not a JSON object
         */
        public Builder inputSchema(JsonNode schema) {
            definition.inputSchema(schema);
            given = null;
            rawInputSchema = true;
            return this;
        }

        /**
         * The schema of the result's {@code structuredContent}; none by default.
         *
         * @param schemaJson a JSON Schema, as JSON text
         * @return this builder
         * @throws IllegalArgumentException if it is not valid JSON, nor an object or a boolean
         */
        public Builder outputSchema(String schemaJson) {
            definition.outputSchema(schemaJson);
            given = null;
            return this;
        }

        /**
         * The schema of the result's {@code structuredContent} as a tree; none by default.
         *
         * @param schema a JSON Schema (copied), or {@code null} for none
         * @return this builder
         * @throws IllegalArgumentException if it is neither an object nor a boolean
         */
        public Builder outputSchema(@Nullable JsonNode schema) {
            definition.outputSchema(schema);
            given = null;
            return this;
        }

        /**
         * Sets the behaviour hints (read-only, destructive, ...).
         *
         * @param annotations the hints, or {@code null} for none
         * @return this builder
         */
        public Builder annotations(@Nullable ToolAnnotations annotations) {
            definition.annotations(annotations);
            given = null;
            return this;
        }

        /**
         * Sets the icons a client may show.
         *
         * @param icons the icons (copied)
         * @return this builder
         */
        public Builder icons(List<Icon> icons) {
            definition.icons(icons);
            given = null;
            return this;
        }

        /**
         * Sets the tool's {@code _meta}.
         *
         * @param meta the tree, or {@code null} for none (copied)
         * @return this builder
         */
        public Builder meta(@Nullable ObjectNode meta) {
            definition.meta(meta);
            given = null;
            return this;
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
                throw new IllegalArgumentException("Tool '" + name + "': timeout must be positive");
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
            Scopes.addAll(this.scopes, scopes, "Tool '" + name + "'");
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
         * @throws IllegalArgumentException if the name is not valid, two parameters share a name,
         *                                  a parameter's constraints contradict each other, both
         *                                  parameters and an input schema were given, or a schema
         *                                  is not a valid one
         * @throws IllegalStateException    if no handler was given
         */
        public ServerTool build() {
            if (!parameters.isEmpty()) {
                if (rawInputSchema) {
                    throw new IllegalArgumentException("Tool '" + name
                            + "': give either parameters or an inputSchema, not both");
                }
                definition.inputSchema(schemaOf(parameters));
            }
            Tool tool = given != null ? given : definition.build();
            AsyncToolHandler h = handler;
            if (h == null) {
                throw new IllegalStateException("Tool '" + name + "' has no handler");
            }
            if (taskStartedByHandler && taskSupport == TaskSupport.FORBIDDEN) {
                throw new IllegalStateException("Tool '" + tool.name()
                        + "': taskStartedByHandler() needs taskSupport OPTIONAL or REQUIRED");
            }
            return new ServerTool(this, tool, h);
        }

        private ObjectNode schemaOf(List<ToolParameter> parameters) {
            ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
            ObjectNode properties = schema.putObject("properties");
            ArrayNode required = JsonNodeFactory.instance.arrayNode();
            for (ToolParameter p : parameters) {
                if (properties.has(p.name())) {
                    throw new IllegalArgumentException("Tool '" + name + "' has two parameters named '" + p.name() + "'");
                }
                properties.set(p.name(), p.toSchema(name));
                if (p.required()) {
                    required.add(p.name());
                }
            }
            if (!required.isEmpty()) {
                schema.set("required", required);
            }
            schema.put("additionalProperties", false);
            return schema;
        }
    }
}
