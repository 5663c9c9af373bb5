package dev.mcpj.conformance;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.FormElicitation;
import java.util.concurrent.CompletableFuture;

/**
 * The fixtures of the tasks scenarios ({@code tasks-*}, the {@code io.modelcontextprotocol/tasks}
 * extension of 2026-07-28; the same tools serve 2025-11-25 tasks). They are ordinary handlers:
 * whether a call runs as a task is the tool's option and the client's request.
 */
final class TaskTools {
    private TaskTools() {
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.builder("greet")
                        .description("Says hello; never a task").inputSchema(ElicitationSchema.builder().string("name", null, true).build().json()).handler((args, ctx) -> CallToolResult.text("Hello, " + args.string("name") + "!")).build());

        server.registerTool(ServerTool.builder("slow_compute")
                        .description("Sleeps for the given seconds, then reports; a task when the client accepts one").inputSchema("""
                            {"type":"object","properties":{"seconds":{"type":"number","minimum":0},
                             "label":{"type":"string"}}}""")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    double seconds = args.json().path("seconds").asDouble(0);
                    Thread.sleep((long) (seconds * 1000));
                    return CallToolResult.text("Computed " + args.json().path("label").asString("result")
                            + " after " + seconds + " s");
                })
                .build());

        server.registerTool(ServerTool.builder("failing_job")
                        .description("Fails as a tool after about a second; runs only as a task")
                .taskSupport(TaskSupport.REQUIRED)
                .handler((args, ctx) -> {
                    Thread.sleep(1000);
                    return CallToolResult.error("The job failed: the input could not be processed");
                })
                .build());

        server.registerTool(ServerTool.builder("protocol_error_job")
                        .description("Fails with a JSON-RPC error; a task when the client accepts one")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    throw new ProtocolException(ErrorCode.INTERNAL_ERROR, "The job crashed");
                })
                .build());

        server.registerTool(ServerTool.builder("confirm_delete")
                        .description("Asks the user to confirm, then deletes; a task when the client accepts one").inputSchema(ElicitationSchema.builder().string("filename", null, true).build().json())
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit("Delete " + args.string("filename") + "?", confirmForm());
                    return CallToolResult.text(confirmed(answer) ? "Deleted " + args.string("filename")
                            : "Kept " + args.string("filename"));
                })
                .build());

        // Both questions are asked before either answer is awaited.
        server.registerTool(ServerTool.builder("multi_input")
                        .description("Asks two questions at once; a task when the client accepts one")
                .taskSupport(TaskSupport.OPTIONAL)
                .asyncHandler((args, ctx) -> {
                    CompletableFuture<ElicitationResult> first = ctx.elicitAsync("First name?", nameForm())
                            .toCompletableFuture();
                    CompletableFuture<ElicitationResult> second = ctx.elicitAsync("Second name?", nameForm())
                            .toCompletableFuture();
                    return first.thenCombine(second, (a, b) -> CallToolResult.text(
                            "Got " + name(a) + " and " + name(b)));
                })
                .build());

        // Asks within the request first, then goes on as a task.
        server.registerTool(ServerTool.builder("test_tool_with_task")
                        .description("Asks the user's name, then greets them from a task")
                .taskSupport(TaskSupport.REQUIRED)
                .taskStartedByHandler()
                .handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit(FormElicitation.builder("What is your name?", nameForm())
                            .key("user_name").build());
                    ctx.startTask();
                    return CallToolResult.text("Hello, " + name(answer) + "!");
                })
                .build());
    }

    private static ElicitationSchema confirmForm() {
        return ElicitationSchema.builder().bool("confirm", null, true, null).build();
    }

    private static ElicitationSchema nameForm() {
        return ElicitationSchema.builder().string("name", null, true).bool("confirm", null, false, null).build();
    }

    private static boolean confirmed(ElicitationResult answer) {
        return answer.accepted() && answer.content().path("confirm").asBoolean(false);
    }

    private static String name(ElicitationResult answer) {
        return answer.accepted() ? answer.content().path("name").asString("unknown") : "unknown";
    }
}
