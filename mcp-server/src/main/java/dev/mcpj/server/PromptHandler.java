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
    GetPromptResult get(Map<String, String> arguments, RequestContext context) throws Exception;
}
