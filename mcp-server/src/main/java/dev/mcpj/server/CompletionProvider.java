package dev.mcpj.server;

import java.util.Map;

/**
 * Suggests values for one prompt argument or template variable.
 *
 * {@snippet :
 * CompletionProvider languages = (value, context) -> Completion.matching(value, List.of("java", "kotlin", "scala"));
 * }
 */
@FunctionalInterface
public interface CompletionProvider {
    /**
     * Suggests values for what the user is typing.
     *
     * @param value   what the user has typed so far
     * @param context the values of the other arguments already chosen
     * @return the suggestions
     * @throws Exception to fail the request, as a handler of {@code prompts/get} does
     */
    Completion complete(String value, Map<String, String> context) throws Exception;
}
