package dev.mcpj.server;

import dev.mcpj.core.tool.CallToolResult;
import java.util.concurrent.CompletionStage;

/**
 * A non-blocking tool implementation: it returns at once, with a stage that completes with the
 * result. It is called on the server's executor, or may be called on the thread that read the
 * request (see {@link McpServer.Builder#executor(java.util.concurrent.Executor)}), so it must not
 * block. If the request is cancelled or times out, the returned stage is cancelled
 * ({@link java.util.concurrent.CompletableFuture#cancel(boolean)} where it is a CompletableFuture).
 * A stage that completes later is answered on the server's executor, not on the thread that
 * completes it: completing it never waits for the answer to reach a client slow to read.
 *
 * {@snippet :
 * AsyncToolHandler later = (args, ctx) -> java.util.concurrent.CompletableFuture
 *         .supplyAsync(() -> CallToolResult.text(crunch(args)));
 * }
 */
@FunctionalInterface
public interface AsyncToolHandler {
    /**
     * Starts serving one call; it must not block.
     *
     * @param arguments the call's arguments, already checked against the input schema
     * @param context   the request's context: progress, logging, cancellation, questions to the client
     * @return a stage that completes with the result, or exceptionally as {@link ToolHandler#call} throws
     */
    CompletionStage<CallToolResult> call(ToolArguments arguments, RequestContext context);
}
