package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.Connection;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.internal.dispatch.Interceptors;
import dev.mcpj.server.internal.registry.Catalog;
import dev.mcpj.server.internal.registry.RegisteredPrompt;
import dev.mcpj.server.internal.registry.RegisteredResource;
import dev.mcpj.server.internal.registry.RegisteredTool;
import dev.mcpj.server.internal.registry.Registry;
import dev.mcpj.server.internal.schema.SchemaShape;
import dev.mcpj.server.internal.schema.SchemaValidator;
import dev.mcpj.server.internal.session.InputRounds;
import dev.mcpj.server.internal.session.RequestStates;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.task.TaskRuns;
import dev.mcpj.server.internal.thread.ClockTimer;
import dev.mcpj.server.internal.thread.ThreadSupport;
import dev.mcpj.server.transport.Transport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** What all connections of one server share: identity, limits, registries, threads. */
public final class ServerCore {
    /** The broadcaster's channel of changed resources; each message is a URI. */
    static final String RESOURCES_UPDATED = "resources/updated";
    /** The broadcaster's channel of completed URL elicitations; each message is an elicitation id. */
    static final String ELICITATION_COMPLETE = "elicitation/complete";
    /**
     * The broadcaster's channel of legacy {@code resources/subscribe} changes of sessions that
     * other processes serve too: {@code +} or {@code -}, a space, the session id, a space, the URI.
     */
    public static final String SESSION_SUBSCRIPTIONS = "sessions/subscriptions";
    /** The broadcaster's channel of tasks cancelled on a process that does not run them; each message is a task id. */
    public static final String TASK_CANCEL = "tasks/cancel";
    /**
     * The broadcaster's channel of answers to a task's questions received by a process that does
     * not run it; each message is the task id, a space, and the {@code inputResponses} as JSON.
     */
    public static final String TASK_UPDATE = "tasks/update";
    public final Implementation info;
    public final String instructions;
    public final ServerLimits limits;
    public final Executor executor;
    public final ScheduledExecutorService scheduler;
    /** Timers of the server's clock: task expiry, tool timeouts. */
    public final ClockTimer timer;
    public final JsonRpcCodec codec;
    public final SchemaValidator validator = new SchemaValidator();
    public final Catalog<RegisteredTool> tools = new Catalog<>("tool", McpMethods.TOOLS_LIST);
    public final Catalog<RegisteredResource> resources = new Catalog<>("resource", McpMethods.RESOURCES_LIST);
    public final Catalog<ServerResourceTemplate> templates = new Catalog<>("resource template", McpMethods.RESOURCE_TEMPLATES_LIST);
    public final Catalog<RegisteredPrompt> prompts = new Catalog<>("prompt", McpMethods.PROMPTS_LIST);
    private final Registry<ServerTool, RegisteredTool> toolRegistry =
            new Registry<>("tool", tools, t -> t.tool().name(), this::prepare);
    private final Registry<ServerResource, RegisteredResource> resourceRegistry = new Registry<>("resource",
            resources, r -> r.resource().uri(), r -> new RegisteredResource(r, McpJson.writeResource(r.resource())));
    private final Registry<ServerResourceTemplate, ServerResourceTemplate> templateRegistry = new Registry<>(
            "resource template", templates, t -> t.template().uriTemplate().toString(), t -> t);
    private final Registry<ServerPrompt, RegisteredPrompt> promptRegistry = new Registry<>("prompt",
            prompts, p -> p.prompt().name(), p -> new RegisteredPrompt(p, McpJson.writePrompt(p.prompt())));

    public final Duration defaultToolTimeout;
    final Duration progressInterval;
    public final Duration clientRequestTimeout;
    final ObjectNode serverInfoJson;
    final Map<String, CacheHint> cacheHints;
    public final InputRounds inputRounds;
    public final Inline inline;
    public final TaskRuns tasks;
    public final Interceptors interceptors;
    /** The protocol extensions offered. */
    private final Extensions extensions;
    private final ServerCapabilities declared;
    private final ExecutorService ownedExecutor;
    private final Set<Session> sessions = ConcurrentHashMap.newKeySet();
    private final RequestStates requestStates;
    private volatile boolean warm;
    /** Carries resource updates and elicitation completions to every process. */
    private final Broadcaster broadcaster;
    private final List<Broadcaster.Subscription> followed;

    /**
     * A server as {@code options} describe it, with its interceptors, extensions, tasks and place
     * among the processes serving the same clients; it owns threads until {@link #close()}.
     *
     * @throws IllegalArgumentException if an extension binds a method of the core protocol or one
     *                                  another extension binds
     */
    public ServerCore(ServerOptions options) {
        this.extensions = new Extensions(options.extensions()); // checked before any thread starts
        Map<String, CacheHint> hints = new HashMap<>(extensions.cacheHints());
        hints.putAll(options.cacheHints());
        this.cacheHints = Map.copyOf(hints);
        this.info = options.info();
        this.declared = options.capabilities();
        this.instructions = options.instructions();
        this.limits = options.limits();
        this.ownedExecutor = options.executor() == null
                ? ThreadSupport.newExecutor("mcp-handler", limits.maxInFlightRequests()) : null;
        this.executor = options.executor() == null ? ownedExecutor : options.executor();
        this.inline = new Inline(this.executor, options.handlersOnReadThread());
        this.codec = new JsonRpcCodec(limits.maxNestingDepth(), limits.maxMessageBytes());
        this.defaultToolTimeout = options.toolTimeout();
        this.progressInterval = options.progressInterval();
        this.clientRequestTimeout = options.clientRequestTimeout();
        this.serverInfoJson = McpJson.writeImplementation(info);
        this.requestStates = new RequestStates(options.requestStateKey(), options.requestStateLifetime());
        this.inputRounds = new InputRounds(requestStates);
        this.scheduler = ThreadSupport.newTimer("mcp-timer");
        this.timer = new ClockTimer(scheduler, options.clock());
        this.tasks = new TaskRuns(this, options.taskStore(), options.taskTtl(), options.taskPollInterval(),
                options.clock());
        List<Interceptor> chain = new ArrayList<>(options.observers());
        chain.addAll(options.interceptors());
        extensions.offered().stream().map(Extension::interceptor).filter(Objects::nonNull).forEach(chain::add);
        this.interceptors = new Interceptors(this, chain, options.visibility());
        // What this server shares with the other processes serving the same clients: the
        // broadcaster that carries events between them, and the retired requestState keys that
        // still open states sealed before a rotation.
        this.broadcaster = options.broadcaster();
        List<Broadcaster.Subscription> subscribed = new ArrayList<>();
        try {
            subscribed.add(broadcaster.subscribe(RESOURCES_UPDATED, this::deliverResourceUpdated));
            subscribed.add(broadcaster.subscribe(ELICITATION_COMPLETE, this::deliverElicitationComplete));
            subscribed.add(broadcaster.subscribe(SESSION_SUBSCRIPTIONS, this::deliverSubscriptionChange));
            subscribed.add(broadcaster.subscribe(TASK_CANCEL, taskId -> tasks.cancelledElsewhere(taskId)));
            subscribed.add(broadcaster.subscribe(TASK_UPDATE, message -> tasks.answeredElsewhere(message)));
            requestStates.retired(options.retiredRequestStateKeys());
        } catch (RuntimeException e) {
            // A broadcaster that cannot subscribe (its Redis unreachable, say): build() fails, and
            // leaves no subscription, timer or handler thread behind.
            subscribed.forEach(Broadcaster.Subscription::close);
            tasks.close();
            scheduler.shutdownNow();
            inline.close();
            if (ownedExecutor != null) {
                ownedExecutor.shutdownNow();
            }
            throw e;
        }
        this.followed = List.copyOf(subscribed);
    }

    /**
     * Runs {@code task} on the executor: work that must not hold a thread the server does not own
     * (an application's, or the one a transport reads with). When the executor takes no more work
     * (the server is closing), it runs here.
     */
    public void offload(Runnable task) {
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            task.run();
        }
    }

    /** The protocol extensions this server offers. */
    public Extensions extensions() {
        return extensions;
    }

    /**
     * Checks a tool and prepares its entry. Its schemas are checked for the usual mistakes at
     * once, then validated against the meta-schema and compiled in the background after the
     * server's first answer, so that registering tools does not delay it; a schema that fails there
     * is logged, and calls to the tool report it.
     */
    private RegisteredTool prepare(ServerTool tool) {
        checkAppLink(tool);
        String name = tool.tool().name();
        JsonNode output = tool.tool().outputSchema();
        SchemaShape.check(tool.tool().inputSchema(), "Tool '" + name + "' inputSchema");
        if (output != null) {
            SchemaShape.check(output, "Tool '" + name + "' outputSchema");
        }
        RegisteredTool.Compilation schemas = new RegisteredTool.Compilation(() -> new RegisteredTool.Schemas(
                validator.compile(tool.tool().inputSchema(), "Tool '" + name + "' inputSchema"),
                output == null ? null : validator.compile(output, "Tool '" + name + "' outputSchema")),
                e -> Log.server().error("Tool '{}' cannot be called: {}", name, e.getMessage()));
        if (warm) {
            schemas.start();
        }
        return new RegisteredTool(tool, schemas, McpJson.writeTool(tool.tool()), new Inline.Pace());
    }

    /**
     * Starts the work that registration deferred (compiling schemas) once the server has sent its
     * first answer, so that it never delays that answer.
     */
    public void warmUp() {
        if (!warm) {
            warm = true;
            tools.all().forEach(t -> t.schemas().start());
        }
    }

    /**
     * What the server declares now: what it was built to declare, and every kind that has
     * something registered.
     */
    public ServerCapabilities capabilities() {
        ServerCapabilities.Builder registered = ServerCapabilities.builder();
        if (!tools.isEmpty()) {
            registered.tools();
        }
        if (!resources.isEmpty() || !templates.isEmpty()) {
            if (declared.resources()) {
                registered.resources(); // the declaration decides about subscriptions
            } else {
                registered.resourceSubscriptions();
            }
        }
        if (!prompts.isEmpty()) {
            registered.prompts();
        }
        if (!prompts.isEmpty() || !templates.isEmpty()) {
            registered.completions();
        }
        if (tools.all().stream().anyMatch(t -> t.tool().taskSupport() != TaskSupport.FORBIDDEN)) {
            registered.tasks();
        }
        return declared.and(registered.build());
    }

    /** Whether the server declares logging: only what it was built to declare decides that. */
    boolean declaresLogging() {
        return declared.logging();
    }

    public Registration<ServerTool> registerTool(ServerTool tool) {
        return toolRegistry.register(tool);
    }

    /** Refuses a tool that links an App resource not registered, on registration and on update alike. */
    private void checkAppLink(ServerTool tool) {
        String app = appResourceOf(tool);
        if (app != null && resourceRegistry.get(app).isEmpty()) {
            throw new IllegalArgumentException("Tool '" + tool.tool().name() + "' links the App resource " + app
                    + ", which is not registered: register the resource before the tool");
        }
    }

    /** The {@code ui://} resource a tool's {@code _meta} links it to (MCP Apps), or {@code null}. */
    private static @Nullable String appResourceOf(ServerTool tool) {
        ObjectNode meta = tool.tool().meta();
        if (meta == null) {
            return null;
        }
        JsonNode uri = meta.path("ui").path("resourceUri");
        if (!uri.isString()) {
            uri = meta.path("ui/resourceUri");
        }
        return uri.isString() && uri.asString().startsWith("ui://") ? uri.asString() : null;
    }

    public Optional<Registration<ServerTool>> tool(String name) {
        return toolRegistry.get(name);
    }

    public List<Registration<ServerTool>> tools() {
        return toolRegistry.all();
    }

    public Registration<ServerResource> registerResource(ServerResource resource) {
        return resourceRegistry.register(resource);
    }

    public Optional<Registration<ServerResource>> resource(String uri) {
        return resourceRegistry.get(uri);
    }

    public List<Registration<ServerResource>> resources() {
        return resourceRegistry.all();
    }

    public Registration<ServerResourceTemplate> registerResourceTemplate(ServerResourceTemplate template) {
        return templateRegistry.register(template);
    }

    public Optional<Registration<ServerResourceTemplate>> resourceTemplate(String uriTemplate) {
        return templateRegistry.get(uriTemplate);
    }

    public List<Registration<ServerResourceTemplate>> resourceTemplates() {
        return templateRegistry.all();
    }

    public Registration<ServerPrompt> registerPrompt(ServerPrompt prompt) {
        return promptRegistry.register(prompt);
    }

    public Optional<Registration<ServerPrompt>> prompt(String name) {
        return promptRegistry.get(name);
    }

    public List<Registration<ServerPrompt>> prompts() {
        return promptRegistry.all();
    }

    /**
     * Tells every connection subscribed to {@code uri} that the resource changed: those of every
     * process the broadcaster reaches.
     */
    public void resourceUpdated(String uri) {
        broadcaster.publish(RESOURCES_UPDATED, uri);
    }

    /**
     * Tells the connection that was sent URL elicitation {@code elicitationId} that it completed,
     * on whichever process the broadcaster reaches it.
     */
    public void elicitationComplete(String elicitationId) {
        broadcaster.publish(ELICITATION_COMPLETE, elicitationId);
    }

    /** Publishes {@code message} on {@code channel} to every process, this one included. */
    public void broadcast(String channel, String message) {
        broadcaster.publish(channel, message);
    }

    private void deliverResourceUpdated(String uri) {
        for (Session s : sessions) {
            s.resourceUpdated(uri);
        }
    }

    /**
     * A session's subscriptions belong to the session, not to one process's copy of it: a change
     * made through one process reaches the copies every other process holds, so that the one
     * holding the client's stream delivers the updates.
     */
    private void deliverSubscriptionChange(String message) {
        String[] parts = message.split(" ", 3);
        if (parts.length == 3) {
            for (Session s : sessions) {
                s.subscriptionChanged(parts[1], parts[2], parts[0].equals("+"));
            }
        }
    }

    private void deliverElicitationComplete(String elicitationId) {
        for (Session s : sessions) {
            s.elicitationComplete(elicitationId);
        }
    }

    public Connection connect(Transport transport, Attributes attributes) {
        Session session = new Session(this, transport, attributes);
        sessions.add(session);
        session.start();
        return session;
    }

    public ServerLimits limits() {
        return limits;
    }

    public void closed(Session session) {
        sessions.remove(session);
    }

    /** Closes every connection and releases the threads the server owns. */
    public void close() {
        followed.forEach(Broadcaster.Subscription::close);
        tasks.close();
        for (Session s : List.copyOf(sessions)) {
            s.shutdown(limits.shutdownGrace());
        }
        scheduler.shutdownNow();
        inline.close();
        if (ownedExecutor != null) {
            ownedExecutor.shutdownNow();
        }
    }
}
