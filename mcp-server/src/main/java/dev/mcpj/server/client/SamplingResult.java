package dev.mcpj.server.client;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;

/**
 * The message the client's model produced.
 *
 * @param model      the model that answered
 * @param stopReason why generation stopped ({@code endTurn}, {@code maxTokens}, ...), or {@code null}
 */
public record SamplingResult(Role role, Content content, String model, String stopReason) {
}
