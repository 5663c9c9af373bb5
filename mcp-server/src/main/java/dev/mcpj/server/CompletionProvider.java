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
     * @param value   what the user has typed so far
     * @param context the values of the other arguments already chosen
     */
    Completion complete(String value, Map<String, String> context) throws Exception;
}
