package dev.mcpj.interop;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.transport.stdio.StdioTransport;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.node.ObjectNode;

/**
 * A server whose tools run as tasks, for {@link TypeScriptSdkTasksTest}: served over stdio by
 * {@link #main} (launched from the test class path) and over Streamable HTTP in the test's JVM.
 *
 * <ul>
 *   <li>{@code make_report} (tasks optional): waits {@code ms} milliseconds, or until the gate named
 *       {@code gate} is opened, then reports on {@code rows} rows;
 *   <li>{@code open_gate} (no tasks): opens the gate named {@code gate};
 *   <li>{@code approve_release} (tasks optional): asks the user which version to release;
 *   <li>{@code load_table} (tasks optional): fails with {@code -32602} for any table but {@code books};
 *   <li>{@code run_build} (tasks required): runs until it is interrupted, and counts that;
 *   <li>{@code interrupted_builds} (no tasks): how many {@code run_build} handlers were interrupted;
 *   <li>{@code echo} (no tasks): its {@code text}.
 * </ul>
 */
public final class TaskServer {
    private static final String OBJECT = "{\"type\":\"object\"}";

    private TaskServer() {
    }

    static McpServer create() {
        McpServer server = McpServer.builder("mcpj-interop-tasks", "1.0.0")
                .taskPollInterval(Duration.ofMillis(100))
                .build();
        AtomicInteger interrupted = new AtomicInteger();
        Map<String, CountDownLatch> gates = new ConcurrentHashMap<>();

        server.registerTool(ServerTool.builder("make_report").description("A report that takes a while").inputSchema(OBJECT)
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    String gate = args.string("gate", null);
                    if (gate != null) {
                        gates.computeIfAbsent(gate, g -> new CountDownLatch(1)).await();
                    } else {
                        Thread.sleep(args.integer("ms", 0));
                    }
                    return CallToolResult.text("report on " + args.integer("rows", 0) + " rows");
                })
                .build());

        server.registerTool(ServerTool.builder("open_gate").description("Lets a waiting report finish").inputSchema(OBJECT).handler((args, ctx) -> {
                    gates.computeIfAbsent(args.string("gate"), g -> new CountDownLatch(1)).countDown();
                    return CallToolResult.text("opened");
                }).build());

        server.registerTool(ServerTool.builder("approve_release").description("Asks which version to release").inputSchema(OBJECT)
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit("Which version?",
                            ElicitationSchema.builder().string("version", "The version", true).build());
                    ObjectNode content = answer.content();
                    return CallToolResult.text(answer.accepted() && content != null
                            ? "released " + content.path("version").asString()
                            : "not released");
                })
                .build());

        server.registerTool(ServerTool.builder("load_table").description("Loads a table").inputSchema(OBJECT)
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    String table = args.string("table", "");
                    if (!table.equals("books")) {
                        throw new InvalidParamsException("No table named '" + table + "'");
                    }
                    return CallToolResult.text("loaded books");
                })
                .build());

        server.registerTool(ServerTool.builder("run_build").description("A build that runs until stopped").inputSchema(OBJECT)
                .taskSupport(TaskSupport.REQUIRED)
                .handler((args, ctx) -> {
                    try {
                        Thread.sleep(Duration.ofMinutes(10).toMillis());
                        return CallToolResult.text("built");
                    } catch (InterruptedException e) {
                        interrupted.incrementAndGet();
                        throw e;
                    }
                })
                .build());

        server.registerTool(ServerTool.builder("interrupted_builds").description("How many builds were interrupted").handler((args, ctx) -> CallToolResult.text(Integer.toString(interrupted.get()))).build());

        server.registerTool(ServerTool.builder("echo").description("Its text").inputSchema(OBJECT).handler((args, ctx) -> CallToolResult.text(args.string("text", ""))).build());
        return server;
    }

    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(create());
    }
}
