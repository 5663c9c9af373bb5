package dev.mcpj.interop;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.examples.Basics;
import dev.mcpj.examples.ContextTools;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.stdio.StdioTransport;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * The basic and request-context example tools over stdio, with one more tool that never ends and ignores interruption, as
 * code stuck in a library call would: {@code stubborn} reports progress once, then blocks. The
 * first argument, if any, is the shutdown grace in milliseconds (the server's default otherwise).
 */
public final class StubbornStdioServer {
    private StubbornStdioServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        ServerLimits limits = args.length == 0 ? ServerLimits.defaults()
                : ServerLimits.defaults().withShutdownGrace(Duration.ofMillis(Long.parseLong(args[0])));
        McpServer server = McpServer.builder("mcpj-stubborn", "0.1.0").limits(limits).build();
        new Basics().register(server);
        new ContextTools().register(server);
        CountDownLatch never = new CountDownLatch(1);
        server.registerTool(ServerTool.builder("stubborn").description("Blocks for good, ignoring interruption").handler((arguments, ctx) -> {
                    ctx.progress(1, 2.0, "started");
                    while (true) {
                        try {
                            never.await();
                        } catch (InterruptedException e) {
                            // carries on
                        }
                    }
                }).build());
        StdioTransport.serve(server);
    }
}
