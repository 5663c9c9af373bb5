package dev.mcpj.server;

import dev.mcpj.core.tool.CallToolResult;
import java.util.concurrent.CompletionStage;

/**
 * A non-blocking tool implementation. It is called on the server's executor and returns at once;
 * if the request is cancelled or times out, the returned stage is cancelled
 * ({@link java.util.concurrent.CompletableFuture#cancel(boolean)} where it is a CompletableFuture).
 */
@FunctionalInterface
public interface AsyncToolHandler {
    CompletionStage<CallToolResult> call(ToolArguments arguments, RequestContext context);
}
