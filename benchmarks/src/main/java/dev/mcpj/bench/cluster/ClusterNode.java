package dev.mcpj.bench.cluster;

import dev.mcpj.bench.http.HttpBenchServer;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.redis.RedisSessionStore;
import dev.mcpj.server.AsyncToolHandler;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import io.lettuce.core.RedisClient;
import java.util.concurrent.atomic.LongAdder;

/**
 * One node of the cluster benchmark: {@link HttpBenchServer}'s tools on the JDK engine at an
 * ephemeral port, with default settings except that it accepts the load balancer's {@code Host}
 * (a loopback name at any port) and, with {@code --session-store REDIS_URI}, shares its sessions
 * through Redis ({@link RedisSessionStore}).
 *
 * <p>It counts the {@code add} and {@code echo} calls it ran; its tool {@code executed} answers
 * that count, so that the benchmark can check that the calls the load balancer's clients saw
 * answered were each run exactly once, on some node. Prints {@code READY <url>} on standard
 * output once it listens, and runs until killed.
 */
public final class ClusterNode {
    /** The tool that answers how many {@code add} and {@code echo} calls this node ran. */
    static final String EXECUTED = "executed";

    private ClusterNode() {
    }

    public static void main(String[] args) throws Exception {
        McpServer server = HttpBenchServer.newServer();
        LongAdder executed = new LongAdder();
        for (String name : new String[] {"add", "echo"}) {
            Registration<ServerTool> registered = server.tool(name).orElseThrow();
            AsyncToolHandler handler = registered.definition().handler();
            registered.update(registered.definition().toBuilder().asyncHandler((arguments, context) -> {
                executed.increment();
                return handler.call(arguments, context);
            }).build());
        }
        server.registerTool(ServerTool.builder(EXECUTED).description("How many add and echo calls this node ran.").handler((arguments, context) -> CallToolResult.text(Long.toString(executed.sum()))).build());
        HttpTransportOptions.Builder options = HttpTransportOptions.builder().allowedHosts("127.0.0.1", "localhost");
        if (args.length == 2 && args[0].equals("--session-store")) {
            options.sessionStore(RedisSessionStore.create(RedisClient.create(args[1]), "mcp-bench:"));
        } else if (args.length != 0) {
            throw new IllegalArgumentException("arguments: [--session-store REDIS_URI]");
        }
        HttpMcpServer http = HttpMcpServer.builder(server).port(0).options(options.build()).start();
        System.out.println("READY " + http.url());
        System.out.flush();
        http.awaitClosed();
    }
}
