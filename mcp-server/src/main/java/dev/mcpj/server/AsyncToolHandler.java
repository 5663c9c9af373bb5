package dev.mcpj.server;

import dev.mcpj.core.tool.CallToolResult;
import java.util.concurrent.CompletionStage;

/**
 * A non-blocking tool implementation: it returns at once, with a stage that completes with the
 * result. It is called on the server's executor, or may be called on the thread that read the
 * request (see {@link McpServer.Builder#executor(java.util.concurrent.Executor)}), so it must not
 * block. If the request is cancelled or times out, the returned stage is cancelled
 * ({@link java.util.concurrent.CompletableFuture#cancel(boolean)} where it is a CompletableFuture).
 *
 * {@snippet :
 * AsyncToolHandler later = (args, ctx) -> java.util.concurrent.CompletableFuture
 *         .supplyAsync(() -> CallToolResult.text(crunch(args)));
 * }
 */
@FunctionalInterface
public interface AsyncToolHandler {
    CompletionStage<CallToolResult> call(ToolArguments arguments, RequestContext context);
}
