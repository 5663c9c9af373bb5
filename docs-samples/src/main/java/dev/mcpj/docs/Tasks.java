package dev.mcpj.docs;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerTool;
import java.time.Duration;

/** The samples of the guide's page on tasks. */
public final class Tasks {
    private Tasks() {
    }

    /**
     * A server whose {@code build} tool may run as a task.
     *
     * @return the server
     */
    public static McpServer server() {
        // region task-server
        McpServer server = McpServer.builder("builds", "1.0.0")
                .taskTtl(Duration.ofHours(2))            // how long a task and its result are kept (one hour by default)
                .build();
        // endregion
        // region task-tool
        server.registerTool(ServerTool.builder("build")
                .taskSupport(TaskSupport.OPTIONAL)   // a task when the client accepts one; REQUIRED: only as a task
                .handler((args, ctx) -> CallToolResult.text(runTheBuild(ctx)))
                .build());
        // endregion
        return server;
    }

    private static String runTheBuild(RequestContext ctx) throws InterruptedException {
        for (int step = 1; step <= 3; step++) {
            ctx.throwIfCancelled();
            ctx.progress(step, 3.0, "step " + step + " of 3");
        }
        return "build succeeded";
    }
}
