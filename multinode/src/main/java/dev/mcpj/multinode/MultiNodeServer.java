package dev.mcpj.multinode;

import dev.mcpj.conformance.FixtureServer;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.redis.RedisBroadcaster;
import dev.mcpj.redis.RedisSessionStore;
import dev.mcpj.server.McpServer;
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
 * </pre>
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

    private MultiNodeServer() {
    }

    public static void main(String[] args) throws Exception {
        String redisUri = null;
        byte[] stateKey = null;
        List<byte[]> retired = new ArrayList<>();
        boolean sessionStore = false;
        boolean sessionless = false;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            if (args[i].equals("--session-store") || args[i].equals("--sessionless")) {
                sessionStore |= args[i].equals("--session-store");
                sessionless |= args[i].equals("--sessionless");
                continue;
            }
            switch (args[i]) {
                case "--redis" -> redisUri = value;
                case "--state-key" -> stateKey = Base64.getDecoder().decode(value);
                case "--retired-state-key" -> retired.add(Base64.getDecoder().decode(value));
                default -> {
                    System.err.println("Unknown argument: " + args[i]);
                    System.exit(2);
                }
            }
            i++;
        }
        McpServer.Builder builder = McpServer.builder(FixtureServer.NAME, FixtureServer.VERSION)
                .instructions(FixtureServer.INSTRUCTIONS)
                .retiredRequestStateKeys(retired.toArray(byte[][]::new));
        if (stateKey != null) {
            builder.requestStateKey(stateKey);
        }
        RedisClient redis = redisUri == null ? null : RedisClient.create(redisUri);
        RedisBroadcaster broadcaster = redis == null ? null : RedisBroadcaster.create(redis, "mcp:");
        if (broadcaster != null) {
            builder.broadcaster(broadcaster);
        }
        McpServer server = builder.build();
        FixtureServer.register(server);
        server.addTool(Tool.builder(RAISE_UPDATE)
                        .description("Raises notifications/resources/updated for a URI, on every node")
                        .inputSchema("{\"type\":\"object\",\"properties\":{\"uri\":{\"type\":\"string\"}},"
                                + "\"required\":[\"uri\"]}")
                        .build(),
                (arguments, ctx) -> {
                    server.notifyResourceUpdated(arguments.string("uri"));
                    return CallToolResult.text("raised");
                });
        server.addTool(Tool.builder(COUNT_SLOWLY)
                        .description("Sends count progress notifications, delayMs apart, then answers")
                        .inputSchema("{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"},"
                                + "\"delayMs\":{\"type\":\"integer\"}},\"required\":[\"count\",\"delayMs\"]}")
                        .build(),
                (arguments, ctx) -> {
                    long count = (long) arguments.number("count");
                    for (long i = 1; i <= count; i++) {
                        Thread.sleep((long) arguments.number("delayMs"));
                        ctx.progress(i, (double) count, "step " + i);
                    }
                    return CallToolResult.text("counted to " + count);
                });
        HttpTransportOptions.Builder options = HttpTransportOptions.builder()
                // Requests arrive through the load balancer, whose port differs from ours.
                .allowedHosts("127.0.0.1", "localhost")
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
            if (redis != null) {
                redis.shutdown();
            }
        }, "multinode-shutdown"));
        System.out.println("listening " + http.url());
        System.out.flush();
        http.awaitClosed();
    }
}
