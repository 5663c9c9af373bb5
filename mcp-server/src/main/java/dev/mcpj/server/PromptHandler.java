package dev.mcpj.server;

import dev.mcpj.core.prompt.GetPromptResult;
import java.util.Map;

/**
 * Renders a prompt. Required arguments are checked before it runs. It may block: it runs on the
 * server's executor, or may run on the thread that read the request; see
 * {@link McpServer.Builder#executor(java.util.concurrent.Executor)}.
 *
 * {@snippet :
 * PromptHandler review = (args, ctx) -> GetPromptResult.of(
 *         PromptMessage.user("Please review this code:\n" + args.get("code")));
 * }
 */
@FunctionalInterface
public interface PromptHandler {
    /**
     * Renders the prompt.
     *
     * @param arguments the arguments the client gave, by name
     * @param context   the request's context
     * @return the rendered prompt
     * @throws Exception to fail the request: a {@link dev.mcpj.core.ProtocolException} with its error, any other
     *                   exception with an internal error whose cause is logged, never sent
     */
    GetPromptResult get(Map<String, String> arguments, RequestContext context) throws Exception;
}
