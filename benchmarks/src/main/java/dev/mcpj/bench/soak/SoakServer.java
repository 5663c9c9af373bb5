package dev.mcpj.bench.soak;

import dev.mcpj.bench.NumberText;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.stdio.StdioTransport;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The server the soak runs against, on stdio ({@code stdio}) or on Streamable HTTP at an
 * ephemeral port ({@code http}, which prints {@code port N} as its first line on stdout and stops
 * when its stdin ends). Its tools: {@code add} and {@code echo} as in the benchmark, {@code fail}
 * (a tool error), {@code block} (reports progress, then waits for its cancellation), and {@code
 * stats}, which collects garbage and reports the heap in use after it, the live threads and the
 * open file descriptors of this process.
 */
public final class SoakServer {
    /** How long {@code block} waits before giving up, so that a lost cancellation shows as a wrong answer. */
    private static final long BLOCK_SECONDS = 120;
    /** How often a quiet HTTP response stream gets a keep-alive. */
    static final Duration KEEP_ALIVE = Duration.ofMillis(200);

    private SoakServer() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1 || !args[0].equals("stdio") && !args[0].equals("http")) {
            System.err.println("usage: SoakServer stdio|http");
            System.exit(2);
        }
        McpServer server = McpServer.builder("mcpj-soak", "1.0.0").build();
        register(server);
        if (args[0].equals("stdio")) {
            StdioTransport.serve(server);
            return;
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        // A stateless call is cancelled by closing its stream, which the server notices when it next
        // writes to it: keep-alives five times a second let that happen soon.
        HttpMcpServer http = HttpMcpServer.builder(server).port(0)
                .options(HttpTransportOptions.builder().keepAliveInterval(KEEP_ALIVE).build()).start();
        out.println("port " + http.port());
        while (System.in.read() >= 0) {
            // runs until its input ends, as a stdio server would
        }
        http.close();
        server.close();
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.builder("add").description("Add two numbers.").inputSchema("""
                        {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""").handler((args, ctx) -> CallToolResult.text(NumberText.format(args.number("a") + args.number("b")))).build());
        server.registerTool(ServerTool.builder("echo").description("Return the text unchanged.").inputSchema("""
                        {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""").handler((args, ctx) -> CallToolResult.text(args.string("text"))).build());
        server.registerTool(ServerTool.builder("fail").description("Fail with a tool error.").handler((args, ctx) -> {
            throw new ToolException("failed on purpose");
        }).build());
        server.registerTool(ServerTool.builder("block").description("Report progress, then wait to be cancelled.").asyncHandler((args, ctx) -> {
                    CompletableFuture<CallToolResult> result = new CompletableFuture<>();
                    ctx.onCancelled().thenRun(() -> result.cancel(false));
                    ctx.progress(1, null, "started");
                    return result.completeOnTimeout(CallToolResult.error("never cancelled"), BLOCK_SECONDS, TimeUnit.SECONDS);
                }).build());
        server.registerTool(ServerTool.builder("stats").description("Heap after GC, threads and open files.").handler((args, ctx) -> CallToolResult.text(stats())).build());
    }

    /** {@code {"heap":bytes,"threads":n,"fds":n}}, the heap read after a full collection. */
    private static String stats() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (int i = 0; i < 3; i++) {
            memory.gc();
        }
        long heap = memory.getHeapMemoryUsage().getUsed();
        int threads = ManagementFactory.getThreadMXBean().getThreadCount();
        long fds;
        try (Stream<Path> open = Files.list(Path.of("/proc/self/fd"))) {
            fds = open.count();
        } catch (IOException | UnsupportedOperationException e) {
            fds = -1;
        }
        return "{\"heap\":" + heap + ",\"threads\":" + threads + ",\"fds\":" + fds + "}";
    }
}
