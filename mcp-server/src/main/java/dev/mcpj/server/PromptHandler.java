package dev.mcpj.server;

import dev.mcpj.core.prompt.GetPromptResult;
import java.util.Map;

/**
 * Renders a prompt. Required arguments are checked before it runs; it runs on the server's
 * executor and may block.
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
