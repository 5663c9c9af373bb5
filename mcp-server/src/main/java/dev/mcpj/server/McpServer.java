package dev.mcpj.server;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Executor;

/**
 * An MCP server: a registry of tools, resources and prompts served to any number of connections (a stdio process, HTTP
 * sessions, in-memory clients). Tools may be added and removed while it runs; connected clients
 * are told.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("calculator", "1.0.0").build();
 * server.registerTool(Tool.builder("add")
 *                 .description("Add two numbers")
 *                 .inputSchema("""
 *                     {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},
 *                      "required":["a","b"]}""")
 *                 .build(),
 *         (args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))));
 * StdioTransport.serve(server);   // from mcp-transport-stdio
 * }
 */
public final class McpServer implements AutoCloseable {
    private final ServerCore core;

    private McpServer(Builder b) {
        this.core = new ServerCore(b.info, b.instructions, b.limits, b.executor, b.toolTimeout, b.progressInterval,
                b.clientRequestTimeout, b.cacheHints, b.requestStateKey, b.requestStateLifetime, b.capabilities);
    }

    /** Starts a server description with its name and version. */
    public static Builder builder(String name, String version) {
        return new Builder(Implementation.of(name, version));
    }

    /** Starts a server description with full implementation info. */
    public static Builder builder(Implementation info) {
        return new Builder(info);
    }

    /**
     * Registers a tool with a blocking handler.
     *
     * @throws IllegalArgumentException if the name is taken or a schema is not valid JSON Schema
     */
    public void registerTool(Tool tool, ToolHandler handler) {
        addTool(ServerTool.of(tool, handler));
    }

    /**
     * Registers a tool with a non-blocking handler.
     *
     * @throws IllegalArgumentException if the name is taken or a schema is not valid JSON Schema
     */
    public void registerToolAsync(Tool tool, AsyncToolHandler handler) {
        addTool(ServerTool.builder(tool).asyncHandler(handler).build());
    }

    /**
     * Registers a tool with its options.
     *
     * @throws IllegalArgumentException if the name is taken or a schema is not valid JSON Schema
     */
    public void addTool(ServerTool tool) {
        core.addTool(Objects.requireNonNull(tool, "tool"));
    }

    /** Removes a tool; returns whether it existed. */
    public boolean removeTool(String name) {
        return core.removeTool(name);
    }

    /** The tool registered under {@code name}, if any. */
    public Optional<ServerTool> tool(String name) {
        return core.tool(name);
    }

    /** The registered tools, in name order. */
    public List<ServerTool> tools() {
        return core.tools();
    }

    /**
     * Registers a resource with the reader of its contents.
     *
     * @throws IllegalArgumentException if a resource with that URI is registered
     */
    public void registerResource(Resource resource, ResourceHandler handler) {
        core.addResource(Objects.requireNonNull(resource, "resource"), Objects.requireNonNull(handler, "handler"));
    }

    /** Registers a resource template with the reader of the resources it names. */
    public void registerResourceTemplate(ResourceTemplate template, ResourceHandler handler) {
        addResourceTemplate(ServerResourceTemplate.builder(template).handler(handler).build());
    }

    /** Registers a resource template with its options (completion of its variables). */
    public void addResourceTemplate(ServerResourceTemplate template) {
        core.addResourceTemplate(Objects.requireNonNull(template, "template"));
    }

    /** Registers a prompt. */
    public void registerPrompt(Prompt prompt, PromptHandler handler) {
        addPrompt(ServerPrompt.builder(prompt).handler(handler).build());
    }

    /** Registers a prompt with its options (completion of its arguments). */
    public void addPrompt(ServerPrompt prompt) {
        core.addPrompt(Objects.requireNonNull(prompt, "prompt"));
    }

    public boolean removeResource(String uri) {
        return core.removeResource(uri);
    }

    public boolean removeResourceTemplate(String uriTemplate) {
        return core.removeResourceTemplate(uriTemplate);
    }

    public boolean removePrompt(String name) {
        return core.removePrompt(name);
    }

    /** Tells the clients subscribed to {@code uri} that the resource changed. */
    public void notifyResourceUpdated(String uri) {
        core.resourceUpdated(Objects.requireNonNull(uri, "uri"));
    }

    /**
     * Tells the client that was asked to open a URL ({@link RequestContext#elicit(UrlElicitation)}
     * or {@link dev.mcpj.server.client.UrlElicitationRequiredException}) that the interaction there
     * has completed ({@code notifications/elicitation/complete}, protocol 2025-11-25), so it may
     * retry what waited on it. Ids this server did not send, or already announced, are ignored.
     */
    public void notifyElicitationComplete(String elicitationId) {
        core.elicitationComplete(Objects.requireNonNull(elicitationId, "elicitationId"));
    }

    /** Serves a transport until it closes. Returns at once; the connection runs on its own. */
    public Connection connect(Transport transport) {
        return connect(transport, Map.of());
    }

    /**
     * Serves a transport, with attributes every handler of the connection sees through
     * {@link RequestContext#attributes()} (an HTTP transport puts the authenticated principal there).
     */
    public Connection connect(Transport transport, Map<String, Object> attributes) {
        return core.connect(Objects.requireNonNull(transport, "transport"), Map.copyOf(attributes));
    }

    /** The limits this server enforces. */
    public ServerLimits limits() {
        return core.limits();
    }

    /** Shuts down every connection (in-flight calls get the grace period) and releases threads. */
    @Override
    public void close() {
        core.close();
    }

    /** Configures a {@link McpServer}. */
    public static final class Builder {
        private final Implementation info;
        private String instructions;
        private ServerLimits limits = ServerLimits.defaults();
        private Executor executor;
        private Duration toolTimeout;
        private Duration progressInterval = Duration.ofMillis(10);
        private Duration clientRequestTimeout = Duration.ofMinutes(5);
        private byte[] requestStateKey;
        private Duration requestStateLifetime = Duration.ofMinutes(10);
        private ServerCapabilities capabilities = ServerCapabilities.defaults();
        private final Map<String, CacheHint> cacheHints = new HashMap<>(Map.of(
                "server/discover", CacheHint.publicFor(Duration.ofMinutes(1)),
                "tools/list", CacheHint.publicFor(Duration.ofMinutes(1)),
                "prompts/list", CacheHint.publicFor(Duration.ofMinutes(1)),
                "resources/list", CacheHint.publicFor(Duration.ofMinutes(1)),
                "resources/templates/list", CacheHint.publicFor(Duration.ofMinutes(1)),
                "resources/read", CacheHint.privateFor(Duration.ZERO)));

        private Builder(Implementation info) {
            this.info = Objects.requireNonNull(info, "info");
        }

        /** Guidance for the model on how to use this server. */
        public Builder instructions(String instructions) {
            this.instructions = instructions;
            return this;
        }

        public Builder limits(ServerLimits limits) {
            this.limits = Objects.requireNonNull(limits, "limits");
            return this;
        }

        /**
         * Where handlers run. By default: a quick handler on the transport's read thread where
         * the transport lends it (stdio does), and any other on a virtual thread per call on JDK
         * 21 and later, before that a pool of platform threads that grows with the calls in flight
         * (up to {@link ServerLimits#maxInFlightRequests()}) and shrinks when idle, so a quick
         * call never waits behind slow ones. An executor given here runs
         * every handler; the server does not shut it down.
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /** How long a tool call may run unless its tool sets its own timeout; none by default. */
        public Builder toolTimeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("toolTimeout must be positive");
            }
            this.toolTimeout = timeout;
            return this;
        }

        /** The shortest interval between two progress notifications of one call (default 10 ms). */
        public Builder progressInterval(Duration interval) {
            this.progressInterval = Objects.requireNonNull(interval, "interval");
            return this;
        }

        /**
         * How long a blocking question to the client (elicitation, sampling, roots) waits for the
         * answer; 5 minutes by default, since a person may be answering.
         */
        public Builder clientRequestTimeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("clientRequestTimeout must be positive");
            }
            this.clientRequestTimeout = timeout;
            return this;
        }

        /**
         * The cache hint for results of {@code method} in protocol 2026-07-28: one of
         * {@code server/discover}, {@code tools/list}, {@code prompts/list}, {@code resources/list},
         * {@code resources/templates/list} or {@code resources/read}. By default lists and discover
         * are public for one minute and reads are private and immediately stale.
         */
        public Builder cacheHint(String method, CacheHint hint) {
            if (!cacheHints.containsKey(method)) {
                throw new IllegalArgumentException("No cache hint applies to " + method + "; use one of "
                        + new TreeSet<>(cacheHints.keySet()));
            }
            cacheHints.put(method, Objects.requireNonNull(hint, "hint"));
            return this;
        }

        /**
         * The HMAC key that protects {@code requestState} in multi-round-trip calls (protocol
         * 2026-07-28). By default a random key per server instance; give every instance behind a
         * load balancer the same key (at least 32 bytes) so a retry may reach any of them.
         */
        public Builder requestStateKey(byte[] key) {
            if (key.length < 32) {
                throw new IllegalArgumentException("requestStateKey needs at least 32 bytes");
            }
            this.requestStateKey = key.clone();
            return this;
        }

        /** How long a client has to answer an {@code input_required} result (default 10 minutes). */
        public Builder requestStateLifetime(Duration lifetime) {
            if (lifetime.isNegative() || lifetime.isZero()) {
                throw new IllegalArgumentException("requestStateLifetime must be positive");
            }
            this.requestStateLifetime = lifetime;
            return this;
        }

        /**
         * What the server declares it offers, whatever is registered when a client connects
         * ({@link ServerCapabilities#defaults()} unless set: tools and logging). Kinds that have
         * something registered when a client asks are declared too; declare here the kinds that
         * will be registered only later, so that clients connected before then are told.
         */
        public Builder capabilities(ServerCapabilities capabilities) {
            this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
            return this;
        }

        public McpServer build() {
            return new McpServer(this);
        }
    }
}
