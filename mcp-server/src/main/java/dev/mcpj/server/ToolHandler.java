package dev.mcpj.server;

import dev.mcpj.core.tool.CallToolResult;

/**
 * A blocking tool implementation; it may block freely. While it answers quickly it runs on the
 * thread that read its request (on stdio), which saves a hand-off per call; once it holds that
 * thread for over a millisecond, reading goes on elsewhere and its calls move to the server's
 * executor (virtual threads where the JVM has them) until it is quick again. One that takes tens
 * of microseconds also runs on the executor whenever more requests are waiting to be read.
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
