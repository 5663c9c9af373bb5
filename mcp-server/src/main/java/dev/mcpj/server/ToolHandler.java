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
     * @param arguments the call's arguments, already checked against the input schema
     * @param context   the request's context: progress, logging, cancellation, questions to the client
     * @return the result, failed or not
     * @throws ToolException to fail with a message meant for the model
     * @throws Exception     any other exception becomes a generic {@code isError} result and is logged
     */
    CallToolResult call(ToolArguments arguments, RequestContext context) throws Exception;

    /**
     * A handler whose text answer becomes a single text block.
     *
     * @param handler answers with text
     * @return the handler
     */
    static ToolHandler text(TextHandler handler) {
        return (args, ctx) -> CallToolResult.text(handler.call(args, ctx));
    }

    /** The shape accepted by {@link #text(TextHandler)}. */
    @FunctionalInterface
    interface TextHandler {
        /**
         * Serves one call with text.
         *
         * @param arguments the call's arguments
         * @param context   the request's context
         * @return the text of the result
         * @throws Exception as {@link ToolHandler#call} may
         */
        String call(ToolArguments arguments, RequestContext context) throws Exception;
    }
}
