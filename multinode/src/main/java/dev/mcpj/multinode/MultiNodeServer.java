package dev.mcpj.multinode;

import dev.mcpj.conformance.FixtureServer;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.redis.RedisBroadcaster;
import dev.mcpj.redis.RedisSessionStore;
import dev.mcpj.redis.RedisTaskStore;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.task.TaskStore;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * One of several server processes behind a load balancer: the conformance fixtures, plus a tool
 * that raises a resource update, served over Streamable HTTP on {@code 127.0.0.1} at an ephemeral
 * port, sharing its {@code requestState} key and (with {@code --redis}) its resource updates with
 * the other processes.
 *
 * <pre>
 * java dev.mcpj.multinode.MultiNodeServer [--redis URI] [--session-store] [--sessionless]
 *                                        [--state-key BASE64] [--retired-state-key BASE64]
 *                                        [--public-port PORT]
 * </pre>
 *
 * {@code --public-port} is the load balancer's: the {@code Origin} accepted is a loopback name
 * at that port ({@code Host}: a loopback name at any port).
 *
 * With {@code --session-store} the sessions of {@code initialize}-era clients are shared through
 * Redis too; with {@code --sessionless} there are none.
 *
 * Prints {@code listening URL} on standard output once it serves, and stops on SIGTERM.
 */
public final class MultiNodeServer {
    /** The tool that raises {@code notifications/resources/updated} for its {@code uri} argument. */
    public static final String RAISE_UPDATE = "raise_resource_update";
    /** The tool that sends {@code count} progress notifications, {@code delayMs} apart, then answers. */
    public static final String COUNT_SLOWLY = "count_slowly";
    /**
     * The tool, run only as a task, that waits a minute; if it is interrupted first (its task
     * cancelled), it sets the Redis key {@code marker} to {@code interrupted}.
     */
    public static final String WAIT_AS_TASK = "wait_as_task";

    /** The broadcaster's channel of registry changes: {@code +tool}, {@code -tool}, {@code +prompt}, {@code -prompt}. */
    private static final String REGISTRY = "multinode/registry";
    private static final String DYNAMIC_TOOL = "test_dynamic_tool";
    private static final String DYNAMIC_PROMPT = "test_dynamic_prompt";

    private MultiNodeServer() {
    }

    /** {@link #WAIT_AS_TASK}: tells through Redis whether its handler was interrupted. */
    private static ServerTool waitAsTask(RedisClient redis) {
        return ServerTool.builder(WAIT_AS_TASK)
                        .description("Waits a minute as a task; sets the Redis key marker if interrupted").inputSchema("{\"type\":\"object\",\"properties\":{\"marker\":{\"type\":\"string\"}},"
                                + "\"required\":[\"marker\"]}")
                .taskSupport(TaskSupport.REQUIRED)
                .handler((arguments, ctx) -> {
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException e) {
                        try (var connection = redis.connect()) {
                            connection.sync().set(arguments.string("marker"), "interrupted");
                        }
                        throw e;
                    }
                    return CallToolResult.text("waited");
                })
                .build();
    }

    /**
     * The fixture's tools that add and remove a tool or prompt change this process's registry
     * only; here they change every process's, through the broadcaster, as an application that
     * changes what it offers at run time must: the node that is called decides the change, and
     * every node (itself included) applies it, telling its own listeners.
     */
    private static void sharedRegistryChanges(McpServer server, RedisBroadcaster broadcaster) {
        broadcaster.subscribe(REGISTRY, change -> {
            switch (change) {
                case "+tool" -> {
                    if (server.tool(DYNAMIC_TOOL).isEmpty()) {
                        server.registerTool(ServerTool.builder(DYNAMIC_TOOL)
                                        .description("A tool that test_trigger_tool_change adds and removes").handler((args, ctx) -> CallToolResult.text("This is a dynamically registered tool.")).build());
                    }
                }
                case "-tool" -> server.tool(DYNAMIC_TOOL).ifPresent(Registration::remove);
                case "+prompt" -> {
                    if (server.prompt(DYNAMIC_PROMPT).isEmpty()) {
                        server.registerPrompt(ServerPrompt.of(Prompt.builder(DYNAMIC_PROMPT)
                                        .description("A prompt that test_trigger_prompt_change adds and removes").build(),
                                (args, ctx) -> GetPromptResult.of(PromptMessage.user(
                                        "This is a dynamically registered prompt."))));
                    }
                }
                case "-prompt" -> server.prompt(DYNAMIC_PROMPT).ifPresent(Registration::remove);
                default -> System.err.println("Unknown registry change: " + change);
            }
        });
        server.tool("test_trigger_tool_change").ifPresent(Registration::remove);
        server.registerTool(ServerTool.builder("test_trigger_tool_change")
                        .description("Adds " + DYNAMIC_TOOL + " if it is absent, removes it otherwise, so that "
                                + "the tool list changes").handler((args, ctx) -> {
                    boolean add = server.tool(DYNAMIC_TOOL).isEmpty();
                    broadcaster.publish(REGISTRY, add ? "+tool" : "-tool");
                    return CallToolResult.text("Mutation triggered: " + DYNAMIC_TOOL + (add ? " added" : " removed"));
                }).build());
        server.tool("test_trigger_prompt_change").ifPresent(Registration::remove);
        server.registerTool(ServerTool.builder("test_trigger_prompt_change")
                        .description("Adds " + DYNAMIC_PROMPT + " if it is absent, removes it otherwise, so that "
                                + "the prompt list changes").handler((args, ctx) -> {
                    boolean add = server.prompt(DYNAMIC_PROMPT).isEmpty();
                    broadcaster.publish(REGISTRY, add ? "+prompt" : "-prompt");
                    return CallToolResult.text("Mutation triggered: " + DYNAMIC_PROMPT
                            + (add ? " added" : " removed"));
                }).build());
    }

    /** Serves until SIGTERM; see the class comment for the arguments. */
    public static void main(String[] args) throws Exception {
        String redisUri = null;
        byte[] stateKey = null;
        List<byte[]> retired = new ArrayList<>();
        boolean sessionStore = false;
        boolean sessionless = false;
        int publicPort = 0;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            if (args[i].equals("--session-store") || args[i].equals("--sessionless")) {
                sessionStore |= args[i].equals("--session-store");
                sessionless |= args[i].equals("--sessionless");
                continue;
            }
            switch (args[i]) {
                case "--redis" -> redisUri = value;
                case "--public-port" -> publicPort = Integer.parseInt(value);
                case "--state-key" -> stateKey = Base64.getDecoder().decode(value);
                case "--retired-state-key" -> retired.add(Base64.getDecoder().decode(value));
                default -> {
                    System.err.println("Unknown argument: " + args[i]);
                    System.exit(2);
                }
            }
            i++;
        }
        McpServer.Builder builder = FixtureServer.builder()
                .retiredRequestStateKeys(retired.toArray(byte[][]::new));
        if (stateKey != null) {
            builder.requestStateKey(stateKey);
        }
        RedisClient redis = redisUri == null ? null : RedisClient.create(redisUri);
        RedisBroadcaster broadcaster = redis == null ? null : RedisBroadcaster.create(redis, "mcp:");
        if (broadcaster != null) {
            builder.broadcaster(broadcaster);
        }
        RedisTaskStore tasks = redis == null ? null : RedisTaskStore.create(redis, "mcp:",
                TaskStore.DEFAULT_MAX_TASKS_PER_PRINCIPAL);
        if (tasks != null) {
            builder.taskStore(tasks);
        }
        McpServer server = builder.build();
        FixtureServer.register(server);
        server.registerTool(ServerTool.builder(RAISE_UPDATE)
                        .description("Raises notifications/resources/updated for a URI, on every node").inputSchema("{\"type\":\"object\",\"properties\":{\"uri\":{\"type\":\"string\"}},"
                                + "\"required\":[\"uri\"]}").handler((arguments, ctx) -> {
                    server.notifyResourceUpdated(arguments.string("uri"));
                    return CallToolResult.text("raised");
                }).build());
        server.registerTool(ServerTool.builder(COUNT_SLOWLY)
                        .description("Sends count progress notifications, delayMs apart, then answers").inputSchema("{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"},"
                                + "\"delayMs\":{\"type\":\"integer\"}},\"required\":[\"count\",\"delayMs\"]}").handler((arguments, ctx) -> {
                    long count = (long) arguments.number("count");
                    for (long i = 1; i <= count; i++) {
                        Thread.sleep((long) arguments.number("delayMs"));
                        ctx.progress(i, (double) count, "step " + i);
                    }
                    return CallToolResult.text("counted to " + count);
                }).build());
        if (redis != null) {
            server.registerTool(waitAsTask(redis));
        }
        if (broadcaster != null) {
            sharedRegistryChanges(server, broadcaster);
        }
        // Requests arrive through the load balancer, whose port differs from ours (and directly,
        // in the tests): the loopback names at any port; browsers' origins are the balancer's.
        String lb = publicPort == 0 ? "" : ":" + publicPort;
        HttpTransportOptions.Builder options = HttpTransportOptions.builder()
                .allowedHosts("127.0.0.1", "localhost")
                .allowedOrigins("http://127.0.0.1" + lb, "http://localhost" + lb)
                // Frequent upkeep: a stopped process is noticed within seconds.
                .keepAliveInterval(Duration.ofSeconds(1))
                .sessionless(sessionless);
        RedisSessionStore store = sessionStore && redis != null ? RedisSessionStore.create(redis, "mcp:") : null;
        if (store != null) {
            options.sessionStore(store);
        }
        HttpMcpServer http = HttpMcpServer.builder(server).host("127.0.0.1").port(0).options(options.build()).start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            http.close();
            server.close();
            if (broadcaster != null) {
                broadcaster.close();
            }
            if (store != null) {
                store.close();
            }
            if (tasks != null) {
                tasks.close();
            }
            if (redis != null) {
                redis.shutdown();
            }
        }, "multinode-shutdown"));
        System.out.println("listening " + http.url());
        System.out.flush();
        http.awaitClosed();
    }
}
