package dev.mcpj.server;

import dev.mcpj.core.tool.CallToolResult;

/**
 * A blocking tool implementation; it may block freely. It runs on the server's executor, or may
 * run on the thread that read the request; see {@link McpServer.Builder#executor(java.util.concurrent.Executor)}.
 *
 * {@snippet :
 * ToolHandler add = (args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b")));
 * }
 */
@FunctionalInterface
public interface ToolHandler {

    /**
     * Serves one call.
     *
     * @throws ToolException to fail with a message meant for the model; any other exception
     *                       becomes a generic {@code isError} result and is logged
     */
    CallToolResult call(ToolArguments arguments, RequestContext context) throws Exception;

    /** A handler whose text answer becomes a single text block. */
    static ToolHandler text(TextHandler handler) {
        return (args, ctx) -> CallToolResult.text(handler.call(args, ctx));
    }

    /** The shape accepted by {@link #text(TextHandler)}. */
    @FunctionalInterface
    interface TextHandler {
        String call(ToolArguments arguments, RequestContext context) throws Exception;
    }
}
