package dev.mcpj.server;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpMethods;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Visibility;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.ServerOptions;
import dev.mcpj.server.task.TaskStore;
import dev.mcpj.server.transport.Transport;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * An MCP server: a registry of tools, resources and prompts served to any number of connections (a stdio process, HTTP
 * sessions, in-memory clients). Each kind has one verb: {@link #registerTool},
 * {@link #registerResource}, {@link #registerResourceTemplate} and {@link #registerPrompt}, each
 * returning a {@link Registration} to update, disable or remove what it registered while the server
 * runs; connected clients are told.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("calculator", "1.0.0").build();
 * server.registerTool(ServerTool.builder("add")
 *         .description("Add two numbers")
 *         .parameter(ToolParameter.number("a"))
 *         .parameter(ToolParameter.number("b"))
 *         .handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))))
 *         .build());
 * StdioTransport.serve(server);   // from mcp-transport-stdio
 * }
 */
public final class McpServer implements AutoCloseable {
    private final ServerCore core;

    private McpServer(Builder b) {
        this.core = new ServerCore(b.options());
        List<Extension> extensions = core.extensions().offered();
        try {
            for (Extension e : extensions) {
                e.resources().forEach(this::registerResource);
                e.resourceTemplates().forEach(this::registerResourceTemplate);
            }
            for (Extension e : extensions) {
                e.tools().forEach(this::registerTool); // after every resource: a tool may link an App's
            }
            for (Extension e : extensions) {
                if (e.onBuilt() != null) {
                    e.onBuilt().accept(this);
                }
            }
        } catch (RuntimeException e) {
            core.close(); // nothing is served half-built: release the threads the core started
            throw e;
        }
    }

    /**
     * Starts a server description with its name and version.
     *
     * @param name    the server's name, as clients are told
     * @param version its version
     * @return a builder
     */
    public static Builder builder(String name, String version) {
        return new Builder(Implementation.of(name, version));
    }

    /**
     * Starts a server description with full implementation info.
     *
     * @param info the server's name, version and display fields
     * @return a builder
     */
    public static Builder builder(Implementation info) {
        return new Builder(info);
    }

    /**
     * Registers a tool. Clients connected now are told the tool list changed.
     *
     * {@snippet :
     * Registration<ServerTool> add = server.registerTool(ServerTool.builder("add")
     *         .description("Add two numbers")
     *         .parameter(ToolParameter.number("a").description("The first number"))
     *         .parameter(ToolParameter.number("b").description("The second number"))
     *         .handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))))
     *         .build());
     * }
     *
     * @param tool the tool, with its handler and options
     * @return the registration, to update, disable or remove the tool
     * @throws IllegalArgumentException if a tool of that name is registered (enabled or not), a
     *                                  schema is not valid JSON Schema, or the tool links an App
     *                                  ({@code _meta.ui.resourceUri}) whose {@code ui://}
     *                                  resource is not registered
     */
    public Registration<ServerTool> registerTool(ServerTool tool) {
        return core.registerTool(Objects.requireNonNull(tool, "tool"));
    }

    /**
     * Registers a resource with the reader of its contents. Clients connected now are told the
     * resource list changed.
     *
     * @param resource the resource
     * @return the registration, to update, disable or remove the resource
     * @throws IllegalArgumentException if a resource with that URI is registered (enabled or not)
     */
    public Registration<ServerResource> registerResource(ServerResource resource) {
        return core.registerResource(Objects.requireNonNull(resource, "resource"));
    }

    /**
     * Registers a resource template with its reader and options (completion of its variables).
     * Clients connected now are told the resource list changed.
     *
     * @param template the template
     * @return the registration, to update, disable or remove the template
     * @throws IllegalArgumentException if the same URI template is registered (enabled or not)
     */
    public Registration<ServerResourceTemplate> registerResourceTemplate(ServerResourceTemplate template) {
        return core.registerResourceTemplate(Objects.requireNonNull(template, "template"));
    }

    /**
     * Registers a prompt with its handler and options (completion of its arguments). Clients
     * connected now are told the prompt list changed.
     *
     * @param prompt the prompt
     * @return the registration, to update, disable or remove the prompt
     * @throws IllegalArgumentException if a prompt of that name is registered (enabled or not)
     */
    public Registration<ServerPrompt> registerPrompt(ServerPrompt prompt) {
        return core.registerPrompt(Objects.requireNonNull(prompt, "prompt"));
    }

    /**
     * The registration of the tool named {@code name}, enabled or not, if any.
     *
     * @param name the tool's name
     * @return its registration, or empty
     */
    public Optional<Registration<ServerTool>> tool(String name) {
        return core.tool(Objects.requireNonNull(name, "name"));
    }

    /** {@return the registrations of the tools, enabled or not, in name order} */
    public List<Registration<ServerTool>> tools() {
        return core.tools();
    }

    /**
     * The registration of the resource with {@code uri} (exactly: templates are not matched),
     * enabled or not, if any.
     *
     * @param uri the resource's URI
     * @return its registration, or empty
     */
    public Optional<Registration<ServerResource>> resource(String uri) {
        return core.resource(Objects.requireNonNull(uri, "uri"));
    }

    /** {@return the registrations of the resources, enabled or not, in URI order} */
    public List<Registration<ServerResource>> resources() {
        return core.resources();
    }

    /**
     * The registration of the resource template {@code uriTemplate} (its text, as written),
     * enabled or not, if any.
     *
     * @param uriTemplate the template, as written
     * @return its registration, or empty
     */
    public Optional<Registration<ServerResourceTemplate>> resourceTemplate(String uriTemplate) {
        return core.resourceTemplate(Objects.requireNonNull(uriTemplate, "uriTemplate"));
    }

    /** {@return the registrations of the resource templates, enabled or not, in template order} */
    public List<Registration<ServerResourceTemplate>> resourceTemplates() {
        return core.resourceTemplates();
    }

    /**
     * The registration of the prompt named {@code name}, enabled or not, if any.
     *
     * @param name the prompt's name
     * @return its registration, or empty
     */
    public Optional<Registration<ServerPrompt>> prompt(String name) {
        return core.prompt(Objects.requireNonNull(name, "name"));
    }

    /** {@return the registrations of the prompts, enabled or not, in name order} */
    public List<Registration<ServerPrompt>> prompts() {
        return core.prompts();
    }

    /**
     * Tells the clients subscribed to {@code uri} that the resource changed: those of this server,
     * and those of every other process its {@link Builder#broadcaster broadcaster} reaches.
     *
     * @param uri the resource's URI
     */
    public void notifyResourceUpdated(String uri) {
        core.resourceUpdated(Objects.requireNonNull(uri, "uri"));
    }

    /**
     * Tells the client that was asked to open a URL ({@link RequestContext#elicit(UrlElicitation)}
     * or {@link dev.mcpj.server.client.UrlElicitationRequiredException}) that the interaction there
     * has completed ({@code notifications/elicitation/complete}, protocol 2025-11-25), so it may
     * retry what waited on it. Ids this server did not send, or already announced, are ignored.
     *
     * @param elicitationId the id sent with the URL elicitation
     */
    public void notifyElicitationComplete(String elicitationId) {
        core.elicitationComplete(Objects.requireNonNull(elicitationId, "elicitationId"));
    }

    /**
     * Serves a transport until it closes. Returns at once; the connection runs on its own.
     *
     * @param transport the transport, not yet started
     * @return the connection, to wait on or shut down
     */
    public Connection connect(Transport transport) {
        return connect(transport, Attributes.empty());
    }

    /**
     * Serves a transport, with attributes every handler of the connection sees through
     * {@link RequestContext#attributes()} (an HTTP transport puts the authenticated principal there).
     *
     * @param transport  the transport, not yet started
     * @param attributes what every handler of the connection sees
     * @return the connection, to wait on or shut down
     */
    public Connection connect(Transport transport, Attributes attributes) {
        return core.connect(Objects.requireNonNull(transport, "transport"),
                Objects.requireNonNull(attributes, "attributes"));
    }

    /** {@return the limits this server enforces} */
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
        private @Nullable String instructions;
        private ServerLimits limits = ServerLimits.defaults();
        private @Nullable Executor executor;
        private boolean handlersOnReadThread = true;
        private @Nullable Duration toolTimeout;
        private Duration progressInterval = Duration.ofMillis(10);
        private Duration clientRequestTimeout = Duration.ofMinutes(5);
        private byte @Nullable [] requestStateKey;
        private Duration requestStateLifetime = Duration.ofMinutes(10);
        private final List<byte[]> retiredRequestStateKeys = new ArrayList<>();
        private Broadcaster broadcaster = Broadcaster.inProcess();
        private ServerCapabilities capabilities = ServerCapabilities.defaults();
        private final List<Interceptor> interceptors = new ArrayList<>();
        private final List<Interceptor> observers = new ArrayList<>();
        private @Nullable Visibility visibility;
        private TaskStore taskStore = TaskStore.inMemory();
        private Duration taskTtl = Duration.ofHours(1);
        private Duration taskPollInterval = Duration.ofSeconds(1);
        private final List<Extension> extensions = new ArrayList<>();
        private Clock clock = Clock.systemUTC();
        private final Map<String, CacheHint> cacheHints = new HashMap<>(Map.of(
                McpMethods.DISCOVER, CacheHint.publicFor(Duration.ofMinutes(1)),
                McpMethods.TOOLS_LIST, CacheHint.publicFor(Duration.ofMinutes(1)),
                McpMethods.PROMPTS_LIST, CacheHint.publicFor(Duration.ofMinutes(1)),
                McpMethods.RESOURCES_LIST, CacheHint.publicFor(Duration.ofMinutes(1)),
                McpMethods.RESOURCE_TEMPLATES_LIST, CacheHint.publicFor(Duration.ofMinutes(1)),
                McpMethods.RESOURCES_READ, CacheHint.privateFor(Duration.ZERO)));

        private Builder(Implementation info) {
            this.info = Objects.requireNonNull(info, "info");
        }

        /**
         * Guidance for the model on how to use this server.
         *
         * @param instructions the guidance, or {@code null} for none
         * @return this builder
         */
        public Builder instructions(@Nullable String instructions) {
            this.instructions = instructions;
            return this;
        }

        /**
         * Sets the limits on what clients send and hold; {@link ServerLimits#defaults()} unless set.
         *
         * @param limits the limits
         * @return this builder
         */
        public Builder limits(ServerLimits limits) {
            this.limits = Objects.requireNonNull(limits, "limits");
            return this;
        }

        /**
         * Where handlers run that do not run on the read thread (see {@link
         * #handlersOnReadThread}). By default a virtual thread per call on JDK 21 and later,
         * before that a pool of platform threads that grows with the calls in flight (up to
         * {@link ServerLimits#maxInFlightRequests()}) and shrinks when idle, so a quick call never
         * waits behind slow ones. The server does not shut down an executor given here.
         *
         * @param executor the executor
         * @return this builder
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /**
         * Whether a handler may run on the thread that read its request, where the transport
         * lends it (stdio lends its read thread; HTTP lends each request's own thread, to one
         * handler at a time across the server); true by default, whatever the executor. Handing a
         * call to another thread costs more than a quick handler itself, so a handler runs on the
         * read thread unless it is slow, or its work (answer included) averages over 50 µs while
         * more requests wait to be read, which then overlap with it (one run counts as at most
         * 100 µs, so that a single run stretched by a garbage collection or a busy core does not
         * move a quick handler's next calls). A handler turns slow when it
         * holds the read thread for over a millisecond or asks the client something; reading then
         * goes on on another thread at once, so other calls, cancellations and the client's
         * answers never wait behind it. A slow handler runs on the executor until it has run
         * there 64 times in a row in under half a millisecond each. Give false to run every
         * handler on the {@linkplain #executor executor}, for instance one that carries a context
         * (a trace, a security context) every handler needs.
         *
         * @param allowed whether a handler may run on the read thread
         * @return this builder
         */
        public Builder handlersOnReadThread(boolean allowed) {
            this.handlersOnReadThread = allowed;
            return this;
        }

        /**
         * How long a tool call may run unless its tool sets its own timeout; none by default.
         *
         * @param timeout the time a call may run, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder toolTimeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("toolTimeout must be positive");
            }
            this.toolTimeout = timeout;
            return this;
        }

        /**
         * The shortest interval between two progress notifications of one call (default 10 ms).
         *
         * @param interval the shortest interval
         * @return this builder
         */
        public Builder progressInterval(Duration interval) {
            this.progressInterval = Objects.requireNonNull(interval, "interval");
            return this;
        }

        /**
         * How long a blocking question to the client (elicitation, sampling, roots) waits for the
         * answer; 5 minutes by default, since a person may be answering.
         *
         * @param timeout the time to wait, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
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
         *
         * @param method the method
         * @param hint   its hint
         * @return this builder
         * @throws IllegalArgumentException if no cache hint applies to {@code method}
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
         * load balancer the same key (at least 32 bytes) so a retry may reach any of them; to
         * rotate it, see {@link #retiredRequestStateKeys}.
         *
         * @param key the key, at least 32 bytes (copied)
         * @return this builder
         * @throws IllegalArgumentException if it is shorter
         */
        public Builder requestStateKey(byte[] key) {
            if (key.length < 32) {
                throw new IllegalArgumentException("requestStateKey needs at least 32 bytes");
            }
            this.requestStateKey = key.clone();
            return this;
        }

        /**
         * Keys that were the {@link #requestStateKey requestStateKey} before a rotation: a state
         * sealed under one of them is still accepted until it expires (at most the
         * {@link #requestStateLifetime requestStateLifetime} after the rotation), and none is
         * used to seal. Rotate across a fleet in two rolling steps: give every process the new
         * key as a retired one, then make it the key and the old one retired; drop the old one a
         * lifetime later. See {@code docs/SCALING.md}.
         *
         * @param keys the retired keys, each at least 32 bytes; copied, and added to those given
         *     before
         * @return this builder
         * @throws IllegalArgumentException if a key is shorter than 32 bytes
         */
        public Builder retiredRequestStateKeys(byte[]... keys) {
            for (byte[] key : keys) {
                if (key.length < 32) {
                    throw new IllegalArgumentException("A requestStateKey needs at least 32 bytes");
                }
                retiredRequestStateKeys.add(key.clone());
            }
            return this;
        }

        /**
         * Carries {@link McpServer#notifyResourceUpdated resource updates} and
         * {@link McpServer#notifyElicitationComplete elicitation completions} to the clients of
         * every process serving the same clients (see {@link Broadcaster}); by default
         * {@link Broadcaster#inProcess()}, which reaches this process only. The server does not
         * close a broadcaster given here.
         *
         * @param broadcaster what carries the updates between processes
         * @return this builder
         */
        public Builder broadcaster(Broadcaster broadcaster) {
            this.broadcaster = Objects.requireNonNull(broadcaster, "broadcaster");
            return this;
        }

        /**
         * How long a client has to answer an {@code input_required} result (default 10 minutes).
         *
         * @param lifetime the time allowed, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
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
         *
         * @param capabilities what the server declares
         * @return this builder
         */
        public Builder capabilities(ServerCapabilities capabilities) {
            this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
            return this;
        }

        /**
         * Adds an interceptor that every {@code tools/call}, list, {@code resources/read},
         * {@code prompts/get} and {@code completion/complete} meets before it is served; they run
         * in the order they are added (see {@link Interceptor}), after those added with
         * {@link #observe}.
         *
         * @param interceptor the interceptor
         * @return this builder
         */
        public Builder intercept(Interceptor interceptor) {
            interceptors.add(Objects.requireNonNull(interceptor, "interceptor"));
            return this;
        }

        /**
         * Adds an interceptor that sees every request before any interceptor added with
         * {@link #intercept}, whatever the order they were added in, so that its observer is told
         * of each request those refuse or answer too (one a {@code RateLimit} turned away, for
         * instance): the place for telemetry, such as {@code McpTelemetry}. Interceptors added
         * here run in the order they are added, and should pass every request on.
         *
         * @param observer the interceptor, usually one that only observes
         * @return this builder
         */
        public Builder observe(Interceptor observer) {
            observers.add(Objects.requireNonNull(observer, "observer"));
            return this;
        }

        /**
         * What each caller sees of the tools, resources, templates and prompts: what it does not
         * see is left out of its lists and unknown to its requests (see {@link Visibility}).
         * Everything is visible unless set.
         *
         * @param visibility decides what each caller sees
         * @return this builder
         */
        public Builder visibility(Visibility visibility) {
            this.visibility = Objects.requireNonNull(visibility, "visibility");
            return this;
        }

        /**
         * Where the state of tasks is kept ({@link TaskStore#inMemory()} unless set: at most
         * {@value TaskStore#DEFAULT_MAX_TASKS_PER_PRINCIPAL} live tasks per principal).
         *
         * @param store where tasks are kept
         * @return this builder
         */
        public Builder taskStore(TaskStore store) {
            this.taskStore = Objects.requireNonNull(store, "store");
            return this;
        }

        /**
         * How long a task is kept from its creation, result included (one hour unless set); a
         * task still running then is cancelled. A 2025-11-25 client may ask for less
         * ({@code params.task.ttl}), never for more.
         *
         * @param ttl how long a task is kept, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder taskTtl(Duration ttl) {
            if (ttl.isNegative() || ttl.isZero()) {
                throw new IllegalArgumentException("taskTtl must be positive");
            }
            this.taskTtl = ttl;
            return this;
        }

        /**
         * How often clients are advised to poll a task (every second unless set).
         *
         * @param interval the advised interval, at least a millisecond
         * @return this builder
         * @throws IllegalArgumentException if it is shorter than a millisecond
         */
        public Builder taskPollInterval(Duration interval) {
            if (interval.isNegative() || interval.isZero() || interval.toMillis() == 0) {
                throw new IllegalArgumentException("taskPollInterval must be at least a millisecond");
            }
            this.taskPollInterval = interval;
            return this;
        }

        /**
         * Offers a protocol extension: its settings are advertised in {@code capabilities.extensions}
         * (the {@code initialize} result on protocol 2025-11-25, {@code server/discover} on
         * 2026-07-28), its methods are served, and its tools, resources and templates are
         * registered when the server is built. A server offers no extension it was not given;
         * the set is fixed by {@link #build()}.
         *
         * @param extension the extension
         * @return this builder
         * @throws IllegalArgumentException if an extension with the same identifier was given
         */
        public Builder extension(Extension extension) {
            Objects.requireNonNull(extension, "extension");
            if (extensions.stream().anyMatch(e -> e.id().equals(extension.id()))) {
                throw new IllegalArgumentException("Extension " + extension.id() + " is given twice");
            }
            extensions.add(extension);
            return this;
        }

        /**
         * The clock the server's timers follow: when a task's time to live and a tool's timeout
         * are up. Not public: tests give a clock they move, so that a call runs before its time is
         * up however slowly its thread starts.
         */
        Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Builds the server; register tools, resources and prompts on it, then connect it to transports.
         *
         * @return the server
         * @throws IllegalArgumentException if an extension binds a method of the core protocol or
         *     one another extension binds, or one of its tools or resources cannot be registered
         */
        public McpServer build() {
            return new McpServer(this);
        }

        private ServerOptions options() {
            return new ServerOptions(info, instructions, limits, executor, handlersOnReadThread, toolTimeout,
                    progressInterval, clientRequestTimeout, cacheHints, requestStateKey, requestStateLifetime,
                    retiredRequestStateKeys, broadcaster, capabilities, observers, interceptors, visibility,
                    taskStore, taskTtl, taskPollInterval, extensions, clock);
        }
    }
}
