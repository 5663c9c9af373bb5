package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.ToolArguments;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Inline;
import dev.mcpj.server.internal.Log;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.registry.RegisteredTool;
import dev.mcpj.server.internal.task.TaskRuns;
import dev.mcpj.server.internal.wire.CallToolParams;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Serves {@code tools/call}: protocol checks on the reader thread, then argument validation, the
 * handler and output validation on the executor, or on the read thread for a quick handler (see
 * {@link Inline}). Whatever the handler does, the client gets one
 * answer; failures of the tool become {@code isError} results, never JSON-RPC errors.
 */
public final class ToolCalls {
    private final ServerCore core;

    ToolCalls(ServerCore core) {
        this.core = core;
    }

    /** Starts a tool call; returns {@link Call#LATER}, as the handler's outcome answers it. */
    JsonNode start(Call call) {
        CallToolParams params = CallToolParams.read(call.request().params());
        RegisteredTool tool = core.tools.get(params.name());
        if (tool == null) {
            throw new InvalidParamsException("Unknown tool: '" + params.name() + "'");
        }
        TaskRuns.Plan plan = core.tasks.plan(call, tool.tool());
        ObjectNode args = params.arguments();
        core.inputRounds.open(call, McpMethods.TOOLS_CALL + ":" + params.name(), args);
        Duration timeout = tool.tool().timeout() != null ? tool.tool().timeout() : core.defaultToolTimeout;
        if (timeout != null) {
            call.timeout(core.timer.at(core.timer.after(timeout), () -> expire(call, tool, timeout)));
        }
        Runnable work = () -> run(call, tool, args);
        if (plan == TaskRuns.Plan.TASK) {
            if (core.tasks.begin(call)) {
                core.executor.execute(work); // a task runs on, never on the read thread
            }
            return Call.LATER;
        }
        if (plan == TaskRuns.Plan.HANDLER_DECIDES) {
            call.offerTask();
        }
        if (tool.schemas().ready()) {
            core.inline.execute(call, tool.pace(), work);
        } else {
            core.executor.execute(work); // compiling the schemas takes a while: not on the read thread
        }
        return Call.LATER;
    }

    private void run(Call call, RegisteredTool tool, ObjectNode args) {
        if (call.isDone()) {
            return;
        }
        RegisteredTool.Schemas schemas;
        try {
            schemas = tool.schemas().join();
        } catch (CompletionException | CancellationException e) {
            call.complete(McpJson.writeCallToolResult(CallToolResult.error("Tool '" + tool.name()
                    + "' is unavailable: its definition has an invalid schema")));
            return;
        }
        call.schemas(schemas);
        List<String> problems = core.validator.validate(schemas.input(), args);
        if (!problems.isEmpty()) {
            call.complete(McpJson.writeCallToolResult(CallToolResult.error(
                    "Invalid arguments for tool '" + tool.name() + "': " + String.join("; ", problems))));
            return;
        }
        CompletionStage<CallToolResult> stage;
        call.enter();
        try {
            stage = tool.tool().handler().call(ToolArguments.of(args), call.context());
            if (stage == null) {
                stage = CompletableFuture.failedFuture(new IllegalStateException("handler returned null"));
            }
        } catch (Throwable t) {
            stage = CompletableFuture.failedFuture(t);
        } finally {
            call.exit();
        }
        call.pending(stage);
        if (stage instanceof CompletableFuture<CallToolResult> f && f.isDone()) {
            f.whenComplete((result, error) -> finish(call, tool, result, error)); // here, at once
        } else {
            // Completed later, on a thread of the application's: writing the answer may wait for
            // a client slow to read, which must hold a thread of the server's, not that one.
            stage.whenCompleteAsync((result, error) -> finish(call, tool, result, error), core::offload);
        }
    }

    private void finish(Call call, RegisteredTool tool, CallToolResult result, Throwable error) {
        if (call.isDone()) {
            return;
        }
        if (core.inputRounds.answered(call, error)) {
            return;
        }
        Throwable e = error == null ? null : unwrap(error);
        if (e instanceof ProtocolException || (e != null && call.isStopping() && interruption(e))) {
            call.settle(null, e); // a protocol error the handler chose, or the connection closing
            return;
        }
        CallToolResult answer = error != null ? failure(tool, error, call) : checked(tool, result, call);
        call.complete(McpJson.writeCallToolResult(Downgrade.callToolResult(answer, call.profile().version())));
    }

    private static boolean interruption(Throwable e) {
        return e instanceof InterruptedException || e instanceof CancellationException;
    }

    private CallToolResult failure(RegisteredTool tool, Throwable error, Call call) {
        Throwable e = unwrap(error);
        if (e instanceof ToolException || e instanceof ClientRequestException) {
            return CallToolResult.error(e.getMessage()); // written for the model
        }
        if (call.isCancelled() && (e instanceof CancellationException || e instanceof InterruptedException)) {
            return CallToolResult.error("Tool '" + tool.name() + "' was cancelled");
        }
        Log.tools().error("Tool '{}' failed on request {}", tool.name(), call.requestId(), e);
        return CallToolResult.error("Tool '" + tool.name() + "' failed with an internal error");
    }

    private CallToolResult checked(RegisteredTool tool, CallToolResult result, Call call) {
        if (result == null) {
            Log.tools().error("Tool '{}' returned null instead of a result", tool.name());
            return CallToolResult.error("Tool '" + tool.name() + "' failed with an internal error");
        }
        RegisteredTool.Schemas schemas = call.schemas();
        if (schemas == null || schemas.output() == null || result.isError()) {
            return result;
        }
        if (result.structuredContent() == null) {
            Log.tools().error("Tool '{}' declares an outputSchema but returned no structuredContent", tool.name());
            return CallToolResult.error("Tool '" + tool.name() + "' failed: it returned no structured content");
        }
        List<String> problems = core.validator.validate(schemas.output(), result.structuredContent());
        if (!problems.isEmpty()) {
            Log.tools().error("Tool '{}' returned structuredContent that breaks its outputSchema: {}", tool.name(),
                    String.join("; ", problems));
            return CallToolResult.error("Tool '" + tool.name()
                    + "' failed: its output does not match its declared outputSchema");
        }
        return result;
    }

    private void expire(Call call, RegisteredTool tool, Duration timeout) {
        if (call.expire(McpJson.writeCallToolResult(CallToolResult.error(
                "Tool '" + tool.name() + "' timed out after " + describe(timeout))))) {
            Log.tools().warn("Tool '{}' timed out after {} on request {}", tool.name(), describe(timeout), call.requestId());
        }
    }

    public static String describe(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        if (ms % 1000 == 0) {
            return (ms / 1000) + " s";
        }
        return String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
